// Pipelines whose stages load on their first call: the composer a full client gives its core, so
// that importing and constructing a client parses only what that needs (options, hooks, the
// `endpoint` helpers) and the stages arrive with the first request. The stages load once per
// process; a failed load is tried again by the next call. After that a call costs one check more.

import type { Composer, Pipeline } from './stages.js';

/** A composer that defers to the one `load` resolves with, loading it on the first call. */
export function deferredComposer(load: () => Promise<Composer>): Composer {
  let composer: Composer | undefined;
  let loading: Promise<Composer> | undefined;
  const ready = (): Promise<Composer> =>
    (loading ??= load().then(
      (loaded) => (composer = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return (client, route, kind) => {
    let inner: Pipeline | undefined;
    const now = () => (inner ??= composer?.(client, route, kind));
    const later = () => ready().then(() => now()!);
    return {
      prepare: (ctx) => now()?.prepare(ctx) ?? later().then((p) => p.prepare(ctx)),
      send: (ctx) => now()?.send(ctx) ?? later().then((p) => p.send(ctx)),
      call: (ctx) => now()?.call(ctx) ?? later().then((p) => p.call(ctx)),
    };
  };
}
