// What a raw transport failure becomes: TimeoutError (the call's `timeout`, or `idleTimeout` of
// silence), AbortError (the caller's signal; cause: its reason), ResponseTooLargeError, or
// NetworkError (its cause a redacted copy of what the platform threw). Used by the transport
// stage, and by an event stream whose connection fails while it is read; kept apart from the
// stage so that what generated routes import (the event reader) reaches no transport.

import { AbortError, NetworkError, ResponseTooLargeError, TimeoutError } from '../errors.js';
import { redact } from '../redact.js';
import { IDLE, TOO_LARGE } from '../transport/exchange.js';
import { callSecrets, describeRequest, type ClientState, type RequestContext } from './context.js';

/** The package's error for `error`, raised by the exchange of `ctx` (its limits as the stage applied them; 0 where none applies). */
export function transportFailure(client: ClientState, ctx: RequestContext, error?: unknown, timeout = 0, timedOut = false, idle = 0, limit = 0): Error {
  const request = describeRequest(client, ctx);
  const user = ctx.http!.options.signal;
  if (timedOut) return new TimeoutError(request, timeout);
  if (user?.aborted) return AbortError.from(user.reason, `${request.method} ${request.url}`, request);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === IDLE) return new TimeoutError(request, idle, true);
  if (code === TOO_LARGE) return new ResponseTooLargeError(request, limit);
  const cause = redact(error, callSecrets(client, ctx));
  const why = cause instanceof Error ? cause.message : String(cause);
  return new NetworkError(`${request.method} ${request.url} failed: ${why}`, request, cause);
}
