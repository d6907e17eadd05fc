// Stage `auth`: the client's auth strategy adds credentials to the options (a header, a query
// parameter or a cookie, per the route's security) and sends them on. A next page on another
// origin goes without credentials (the context says so).

import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

export function auth(client: ClientState): Stage {
  return (ctx, next) => {
    if (ctx.omitCredentials) return next(ctx);
    return client.auth.hook((options) => next(options === ctx.options ? ctx : { ...ctx, options }), ctx.options, ctx.route);
  };
}
