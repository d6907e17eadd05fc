// What a full client loads with its first request (first-call.ts loads it): the request pipeline
// with the full client's extras (the spec's per-route retries, validators loaded by chunk, the
// warning of a deprecated route that names none of its own: hand-written and registered routes) and
// the pager. Nothing here is needed to import or construct a client, or by its `endpoint` helpers.

import { warnDeprecated } from '../deprecation.js';
import { retry } from '../pipeline/route-retry.js';
import { composePipeline, type Composer } from '../pipeline/stages.js';
import { chunkValidator } from '../pipeline/validator-chunks.js';

const FULL_EXTRAS = { retry, validator: chunkValidator, warnDeprecated };

/** The full client's pipelines. */
export const composeFullPipeline: Composer = (client, route, kind) => composePipeline(client, route, kind, FULL_EXTRAS);

export { createPaginate } from '../pagination/paginate.js';
export { pageSource } from '../pagination/page-source.js';
