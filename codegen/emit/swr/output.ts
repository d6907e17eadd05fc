// The SWR output: swr.ts, SWR 2 keys, fetchers and hooks (infinite and mutation ones included) of
// every operation (swr is an optional peer dependency the application installs).

import type { GeneratorOutput } from '../output.js';
import { emitSwr } from './swr.js';

export const swrOutput: GeneratorOutput<'swr'> = {
  name: 'swr',
  summary: 'swr.ts: SWR 2 keys and hooks of every operation, infinite lists and mutations included (needs swr 2)',
  peer: 'swr',
  emit(model, put) {
    const text = emitSwr(model);
    if (text !== undefined) put(`${model.name}/swr.ts`, text);
  },
};
