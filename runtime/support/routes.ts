// `specforge/runtime/routes`: what a service's generated route descriptions call, for both of its
// entries (the full client and the per-operation functions): path defaults, and the value
// conversions of services generated with `--dates` or `--int64`. Neither client's code is reached
// from here, so a route pulls in no pipeline.

export { pathDefaults } from '../route.js';
export { decodedData, encodedParams } from '../transforms/route-transforms.js';
export { losslessJson } from '../transforms/lossless-json.js';
export type { ValuePlan } from '../transforms/plan.js';
