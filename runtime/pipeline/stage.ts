// The shape of the stages after `validate`: each takes the request context and the rest of the
// pipeline (`next`), and resolves with the response.

import type { Response } from '../options.js';
import type { RequestContext } from './context.js';

export type Send = (ctx: RequestContext) => Promise<Response<unknown>>;
export type Stage = (ctx: RequestContext, next: Send) => Promise<Response<unknown>>;
