// The request pipeline: every call passes these stages, in this order, composed once per method
// (and once per client for `client.request`):
//
//   1. defaults   pipeline/prepare.ts      parameters and options, client and route defaults
//   2. validate   pipeline/prepare.ts      schema, `before`, `knownValues` (not for client.request)
//   3. retry      pipeline/route-retry.ts  the one retry loop: the route's policy and the retry plugin's
//   4. hooks      pipeline/hooks.ts        hook('request'): the caller's hooks and plugins
//   5. auth       pipeline/hooks.ts        the auth strategy adds credentials
//   6. serialise  pipeline/serialise.ts    options → method, URL, headers, body
//   7. transport  pipeline/transport.ts    node:http or fetch, limits, failures → errors
//   8. decode     pipeline/decode.ts       status → error, body by content type, result shape
//
// `prepare` runs 1-2 and returns the context; `send` runs 3-8 on a prepared context (a next page
// enters there); `call` runs them all. A method's positional arguments are adapted before 1.

import type { RouteDescription } from '../description.js';
import type { Response } from '../options.js';
import type { ClientState, PipelineExtras, RequestContext } from './context.js';
import { decode, shapes } from './decode.js';
import { auth, hooks } from './hooks.js';
import { defaults, validateStage } from './prepare.js';
import { serialise } from './serialise.js';
import type { Send } from './stage.js';
import { transport } from './transport.js';

/** The stages, in the order a call passes them. */
export const STAGES = ['defaults', 'validate', 'retry', 'hooks', 'auth', 'serialise', 'transport', 'decode'] as const;
export type StageName = (typeof STAGES)[number];

export interface Pipeline {
  /** defaults → validate: the context `send` takes (a promise while validators load). */
  prepare(ctx: RequestContext): RequestContext | Promise<RequestContext>;
  /** retry → hooks → auth → serialise → transport → decode. */
  send: Send;
  /** The whole pipeline; a stage that throws rejects the returned promise. */
  call(ctx: RequestContext): Promise<Response<unknown>>;
}

/** Which stages a pipeline has. */
export interface PipelineKind {
  /** `validate` (methods); `client.request` sends routes unchecked, as Octokit does. */
  validate: boolean;
  /** `hooks` and `auth`; an auth strategy's own requests go without them. */
  hooksAndAuth: boolean;
  /** The route's result shape in `decode` (methods, not `client.request`). */
  shape: boolean;
}

/** Composes a pipeline; a client is given one (its core composes at once, the full client after loading the stages). */
export type Composer = (client: ClientState, route: RouteDescription | undefined, kind: PipelineKind) => Pipeline;

const NO_EXTRAS: PipelineExtras = {};

/** The pipeline of `route` (undefined: `client.request`'s), with what `extras` add to stages 2 and 3. */
export function composePipeline(client: ClientState, route: RouteDescription | undefined, kind: PipelineKind, extras: PipelineExtras = NO_EXTRAS): Pipeline {
  // The stages between `validate` and `transport`, in reverse STAGES order, each around the next; absent ones are left out.
  const around = [
    serialise(client),
    kind.hooksAndAuth && auth(client),
    kind.hooksAndAuth && hooks(client),
    // The retry plugin applies where hooks do; a route's own policy wherever the route goes.
    extras.retry && (route?.retry || kind.hooksAndAuth) && extras.retry(client, route),
  ];
  const onWire = transport(client);
  const toResponse = decode(client, kind.shape && route !== undefined && shapes(route));
  let inner: Send = (ctx) => onWire(ctx, toResponse);
  for (const stage of around) {
    if (!stage) continue;
    const next = inner;
    inner = (ctx) => stage(ctx, next);
  }
  const send: Send = (ctx) => {
    try {
      return inner(ctx);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const validate = kind.validate ? validateStage(client, extras) : undefined;
  const prepare = (ctx: RequestContext) => {
    const c = defaults(client, ctx);
    return validate ? validate(c) : c;
  };
  return {
    prepare,
    send,
    call(ctx) {
      try {
        const prepared = prepare(ctx);
        return prepared instanceof Promise ? prepared.then(send) : send(prepared);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}
