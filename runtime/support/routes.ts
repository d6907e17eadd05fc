// `specforge/runtime/routes`: what a service's generated route descriptions call, for both of its
// entries (the full client and the per-operation functions): path defaults, derived properties,
// cross-field checks, the parameter styles and body encoders a service's routes need, the value
// conversions of services generated with `--dates` or `--int64`, the reader of event streams, and
// the warning deprecated routes give. Neither client's code is reached from here, so a route pulls
// in no pipeline (nor, through a bundler's code splitting, the full client's chunk that loads with
// its first request).

export { pathDefaults } from '../route.js';
export { applyDerived } from '../derive.js';
export { crossFieldIssues } from '../pipeline/cross-field.js';
export { parameterStyles } from '../pipeline/parameter-style.js';
export { binaryBody, formBody, multipartBody, textBody } from '../pipeline/request-body.js';
export { decodedData, encodedParams } from '../transforms/route-transforms.js';
export { eventStream } from '../streams/event-stream.js';
export { losslessJson } from '../transforms/lossless-json.js';
export { warnDeprecated } from '../deprecation.js';
export type { ValuePlan } from '../transforms/plan.js';
