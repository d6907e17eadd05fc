// Stage `retry`: the one retry loop of a call, around the rest of the pipeline. Its policy is the
// route's (the spec's per-operation retries, as the client option `retryPolicy` adjusts it; `false`:
// off) and the retry plugin's (`Client.plugin(retry)`, registered on the client), joined into one
// (runtime/retry-policy.ts, `joinPolicies`): one budget, so a call sends at most the larger number
// of tries, never the product. Each try starts from the same options, so hooks see a fresh copy.

import type { RouteDescription } from '../description.js';
import { RequestError } from '../errors.js';
import { joinPolicies, withRetries } from '../retry-policy.js';
import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

/** The stage for `route` (undefined: `client.request`'s), or undefined when no policy applies. */
export function retry(client: ClientState, route: RouteDescription | undefined): Stage | undefined {
  const overrides = client.options.retryPolicy;
  const { onRetry, sleep, ...changes } = overrides || {};
  const own = route?.retry && overrides !== false ? { ...route.retry, ...changes } : undefined;
  const policy = joinPolicies(own, client.retryPlugin);
  if (!policy) return undefined;
  return (ctx, next) =>
    withRetries(() => next({ ...ctx, options: { ...ctx.options, headers: { ...ctx.options.headers } } }), policy, {
      signal: ctx.options.request?.signal,
      sleep,
      onRetry(error, attempt, delay) {
        onRetry?.(error, attempt, delay);
        if (!client.debug) return;
        const why = error instanceof RequestError ? error.status : (error as Error).name;
        client.log.debug(`retry ${attempt}/${policy.retries} of ${ctx.options.method} ${ctx.options.url} after ${why}, in ${delay} ms`);
      },
    });
}
