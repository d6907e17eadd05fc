// Loads what a full client needs from its first request on (on-first-call.ts): once per process,
// tried again after a failed load. Bundlers make it a chunk of its own, fetched on demand.

type FirstCall = typeof import('./on-first-call.js');

let loading: Promise<FirstCall> | undefined;

export function loadFirstCall(): Promise<FirstCall> {
  return (loading ??= import('./on-first-call.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
