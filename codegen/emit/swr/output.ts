// The SWR output: swr.ts, SWR 2 keys, fetchers and hooks (infinite and mutation ones included) of
// every operation (swr is an optional peer dependency the application installs).

import { dataLayerOutput } from '../code/data-layer.js';
import { swr } from './swr.js';

export const swrOutput = dataLayerOutput(
  { name: 'swr', summary: 'swr.ts: SWR 2 keys and hooks of every operation, infinite lists and mutations included (needs swr 2)', peer: 'swr' },
  swr,
);
