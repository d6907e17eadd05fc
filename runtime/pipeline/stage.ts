// The shape of the stages after `validate`: each takes the request context and the rest of the
// pipeline (`next`), and resolves with the response. The last, `decode`, is synchronous: the
// transport stage calls it on the raw answer (no promise of its own, no extra turn).

import type { Response } from '../options.js';
import type { RawResponse, RequestContext } from './context.js';

export type Send = (ctx: RequestContext) => Promise<Response<unknown>>;
export type Stage = (ctx: RequestContext, next: Send) => Promise<Response<unknown>>;
/** The last stage: the raw answer to the context's request becomes the response (or throws its error). */
export type Decode = (ctx: RequestContext, raw: RawResponse, transport: Transport) => Response<unknown>;
/** The transport stage: sends the request and hands the raw answer to `decode` (with itself, for an event stream's reconnection). */
export type Transport = <T = Response<unknown>>(ctx: RequestContext, decode: (ctx: RequestContext, raw: RawResponse, transport: Transport) => T) => Promise<T>;
