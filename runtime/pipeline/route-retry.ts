// Stage `retry`: the one retry loop of a call, around the rest of the pipeline. Its policy is the
// route's (the spec's per-operation retries, as the client option `retryPolicy` adjusts it; `false`:
// off) and the retry plugin's (`Client.plugin(retry)`, registered on the client), joined into one
// (runtime/retry-policy.ts, `joinPolicies`): one budget, so a call sends at most the larger number
// of tries, never the product. Each try starts from the same options, so hooks see a fresh copy.
// With the client option `idempotencyKeys`, a POST or PATCH that may be tried again carries one key
// (a random UUID) on every try, so that the service can tell a retry from a new request: in the
// header the operation declares (`Idempotency-Key`), or in the header the option names; a key
// the caller gave is kept.

import type { RouteDescription } from '../description.js';
import { ConfigurationError, RequestError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import { joinPolicies, withRetries } from '../retry-policy.js';
import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

/** The header an operation declares for idempotency keys (compared without case). */
const DECLARED = 'idempotency-key';
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A random (version 4) UUID, from getRandomValues: randomUUID is missing where a page is not served securely. */
function uuid(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Where the key of a POST or PATCH of `route` goes, by the client option `idempotencyKeys`: the
 * header the route declares (through its parameter), else the header the option names; undefined:
 * no key.
 */
function keyPlace(client: ClientState, route: RouteDescription | undefined): KeyPlace | undefined {
  const option: unknown = client.options.idempotencyKeys;
  if (option === undefined || option === false) return undefined;
  const named = option !== null && typeof option === 'object' ? (option as { header?: unknown }).header : undefined;
  if (option !== true && (typeof named !== 'string' || !TOKEN.test(named))) {
    throw new ConfigurationError('idempotencyKeys', 'true (the header operations declare), or { header } naming the header to send keys in', option);
  }
  const wanted = typeof named === 'string' ? named.toLowerCase() : DECLARED;
  const declared = Object.entries(route?.headers ?? {}).find(([, header]) => header.toLowerCase() === wanted);
  if (declared) return { param: declared[0], header: declared[1].toLowerCase() };
  return typeof named === 'string' ? { header: wanted } : undefined;
}

/** The header a key goes in (lower case), through the parameter of the operation's when it declares one. */
interface KeyPlace {
  param?: string;
  header: string;
}

/** The options with a fresh key, unless the call gives one (as the parameter or the header). */
function withKey(options: RequestOptions, place: KeyPlace): RequestOptions {
  if (options.headers[place.header] !== undefined || (place.param !== undefined && options[place.param] !== undefined)) return options;
  const key = uuid();
  return place.param !== undefined ? { ...options, [place.param]: key } : { ...options, headers: { ...options.headers, [place.header]: key } };
}

/** The stage for `route` (undefined: `client.request`'s), or undefined when no policy applies. */
export function retry(client: ClientState, route: RouteDescription | undefined): Stage | undefined {
  const overrides = client.options.retryPolicy;
  const { onRetry, sleep, ...changes } = overrides || {};
  const own = route?.retry && overrides !== false ? { ...route.retry, ...changes } : undefined;
  const policy = joinPolicies(own, client.retryPlugin);
  if (!policy) return undefined;
  // Worked out with the first call, so that a wrong option rejects that call (stages run inside the pipeline's catch).
  let place: KeyPlace | undefined | null = null;
  return (ctx, next) => {
    if (place === null) place = keyPlace(client, route);
    const method = ctx.options.method.toUpperCase();
    const options = place && (method === 'POST' || method === 'PATCH') ? withKey(ctx.options, place) : ctx.options;
    return withRetries(() => next({ ...ctx, options: { ...options, headers: { ...options.headers } } }), policy, {
      signal: ctx.options.request?.signal,
      sleep,
      onRetry(error, attempt, delay) {
        onRetry?.(error, attempt, delay);
        if (!client.debug) return;
        const why = error instanceof RequestError ? error.status : (error as Error).name;
        client.log.debug(`retry ${attempt}/${policy.retries} of ${ctx.options.method} ${ctx.options.url} after ${why}, in ${delay} ms`);
      },
    });
  };
}
