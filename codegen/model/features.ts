// Operation features beyond sending one request, read from their extensions: token pagination
// (`x-pagination`), cross-field time order (`x-before`), parameters restricted to catalogue names
// (`x-known-values`), decoding of catalogue events (`x-decode-events`), and the service's retry
// policy (`x-retry`). The client emitter turns them into route data for runtime/route-features.ts.

import type { JsonObject as Obj } from './json.js';

export interface PaginationModel {
  kind: 'token';
  tokenParameter: string;
  nextField: string;
  itemsField: string;
  pageSizeParameter?: string;
}

export interface RetryModel {
  statuses: number[];
  retries: number;
  baseDelayMs: number;
  maxDelayMs?: number;
}

export interface OperationFeatures {
  pagination?: PaginationModel;
  /** Parameter → the parameter it must be strictly before (RFC 3339 times). */
  before?: Record<string, string>;
  /** Parameter → the set of catalogue values it takes (`event-names`). */
  knownValues?: Record<string, 'event-names'>;
  decodeEvents?: boolean;
  /** Parameter → the event field it filters on (`x-event-filter`). */
  eventFilters?: Record<string, 'name' | 'type'>;
}

/** The features of one operation (`params` are its raw, dereferenced parameter objects). */
export function featuresOf(op: Obj, params: Obj[]): OperationFeatures | undefined {
  const features: OperationFeatures = {};
  if (op['x-pagination']?.kind === 'token') {
    const p = op['x-pagination'];
    features.pagination = { kind: p.kind, tokenParameter: p.tokenParameter, nextField: p.nextField, itemsField: p.itemsField };
    if (p.pageSizeParameter) features.pagination.pageSizeParameter = p.pageSizeParameter;
  }
  if (op['x-before']) features.before = { ...op['x-before'] };
  const known = params.filter((p) => p['x-known-values'] !== undefined);
  if (known.length) features.knownValues = Object.fromEntries(known.map((p) => [p.name, p['x-known-values']]));
  if (op['x-decode-events'] === true) features.decodeEvents = true;
  const filters = params.filter((p) => p['x-event-filter'] !== undefined);
  if (filters.length) features.eventFilters = Object.fromEntries(filters.map((p) => [p.name, p['x-event-filter']]));
  return Object.keys(features).length ? features : undefined;
}

export function retryOf(doc: Obj): RetryModel | undefined {
  const r = doc['x-retry'];
  if (!r) return undefined;
  return { statuses: [...r.statuses], retries: r.retries, baseDelayMs: r.baseDelayMs, ...(r.maxDelayMs !== undefined ? { maxDelayMs: r.maxDelayMs } : {}) };
}
