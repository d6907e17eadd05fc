// What a route declares, as sets built once per route (the hot path asks "is this name a query
// parameter?" for every parameter of every call).

import type { RouteDescription } from '../description.js';
import { compileTemplate } from '../route.js';

export interface RoutePlan {
  readonly query: ReadonlySet<string>;
  readonly body: ReadonlySet<string>;
  /** Every parameter name the route declares: path, query, body, header and cookie ones. */
  readonly declared: ReadonlySet<string>;
  /** Declared parameters named like an option field (`url`, `headers`, ...): kept out of the options. */
  readonly optionNamed: readonly string[];
}

/** Names the options themselves use: a parameter of that name stays in the parameters only. */
export const OPTION_FIELDS: ReadonlySet<string> = new Set(['method', 'url', 'baseUrl', 'headers', 'mediaType', 'request']);

const plans = new WeakMap<RouteDescription, RoutePlan>();

export function planOf(route: RouteDescription): RoutePlan {
  let plan = plans.get(route);
  if (plan) return plan;
  const query = new Set(route.query ?? []);
  const body = new Set(route.body ?? []);
  const declared = new Set([...query, ...body, ...Object.keys(route.headers ?? {}), ...Object.keys(route.cookies ?? {})]);
  for (const part of compileTemplate(route.url)) if (part.name) declared.add(part.name);
  plan = { query, body, declared, optionNamed: [...declared].filter((n) => OPTION_FIELDS.has(n)) };
  plans.set(route, plan);
  return plan;
}
