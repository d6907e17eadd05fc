// The TanStack Query output: tanstack-query.ts, query, infinite-query and mutation options of every
// operation, typed with @tanstack/query-core (an optional peer dependency the application installs).

import { dataLayerOutput } from '../code/data-layer.js';
import { tanstackQuery } from './tanstack-query.js';

export const tanstackQueryOutput = dataLayerOutput(
  {
    name: 'tanstack-query',
    summary: 'tanstack-query.ts: TanStack Query v5 query, infinite-query and mutation options and keys (needs @tanstack/query-core)',
    peer: '@tanstack/query-core',
  },
  tanstackQuery,
);
