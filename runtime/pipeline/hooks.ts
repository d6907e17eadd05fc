// Stages `hooks` and `auth`, what wraps a request before it is written: the client's
// `hook('request')` hooks (the caller's, and plugins such as throttling), with Octokit's semantics
// (runtime/hook-collection.ts; a hook may replace the options, and the rest of the pipeline then
// reads the new ones), then the client's auth strategy, which adds the credentials (a header, a
// query parameter or a cookie, per the route's security). A next page on another origin goes
// without credentials (the context says so).

import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

export function hooks(client: ClientState): Stage {
  return (ctx, next) => {
    if (client.hook.size === 0) return next(ctx);
    return client.hook.run('request', (options) => next(options === ctx.options ? ctx : { ...ctx, options }), ctx.options);
  };
}

export function auth(client: ClientState): Stage {
  return (ctx, next) => {
    if (ctx.omitCredentials) return next(ctx);
    return client.auth.hook((options) => next(options === ctx.options ? ctx : { ...ctx, options }), ctx.options, ctx.route);
  };
}
