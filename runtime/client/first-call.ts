// Loads what a full client needs from its first request (on-first-call.ts): once per process,
// tried again after a failed load. Bundlers make it a chunk of its own, fetched on demand.

import { loadOnce } from '../load-once.js';

export const loadFirstCall = loadOnce(() => import('./on-first-call.js'));
