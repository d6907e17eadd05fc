// Stage `retry`: the route's retry policy (the spec's per-operation retries) around the rest of
// the pipeline, as the client option `retryPolicy` adjusts it (`false`: off). Each try starts
// from the same options, so hooks see a fresh copy every time.

import type { RouteDescription } from '../description.js';
import { withRetries } from '../retry-policy.js';
import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

/** The stage for `route`, or undefined when it has no policy or the client turned retries off. */
export function retry(client: ClientState, route: RouteDescription): Stage | undefined {
  const overrides = client.options.retryPolicy;
  if (!route.retry || overrides === false) return undefined;
  const { onRetry, sleep, ...changes } = overrides ?? {};
  const policy = { ...route.retry, ...changes };
  return (ctx, next) =>
    withRetries(() => next({ ...ctx, options: { ...ctx.options, headers: { ...ctx.options.headers } } }), policy, {
      signal: ctx.options.request?.signal,
      onRetry,
      sleep,
    });
}
