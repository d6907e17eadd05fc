// Stage `hooks`: the client's `hook('request')` hooks (the caller's, and plugins such as retry
// and throttling) around the rest of the pipeline, with Octokit's semantics (runtime/hook-collection.ts).
// A hook may replace the options; the rest of the pipeline then reads the new ones.

import type { ClientState } from './context.js';
import type { Stage } from './stage.js';

export function hooks(client: ClientState): Stage {
  return (ctx, next) => {
    if (!client.hook.has('request')) return next(ctx);
    return client.hook.run('request', (options) => next(options === ctx.options ? ctx : { ...ctx, options }), ctx.options);
  };
}
