// The TanStack Query output: tanstack-query.ts, query, infinite-query and mutation options of every
// operation, typed with @tanstack/query-core (an optional peer dependency the application installs).

import type { GeneratorOutput } from '../output.js';
import { emitTanstackQuery } from './tanstack-query.js';

export const tanstackQueryOutput: GeneratorOutput<'tanstack-query'> = {
  name: 'tanstack-query',
  summary: 'tanstack-query.ts: TanStack Query v5 query, infinite-query and mutation options and keys (needs @tanstack/query-core)',
  peer: '@tanstack/query-core',
  emit(model, put) {
    const text = emitTanstackQuery(model);
    if (text !== undefined) put(`${model.name}/tanstack-query.ts`, text);
  },
};
