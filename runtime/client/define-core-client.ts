// `defineCoreClient(service, extras?)`: the small client class of a service (core-client-class.ts)
// for the tree-shakable per-operation functions of `specforge/<service>/operations`, its pipelines
// composed at once with what `extras` add (e.g. the spec's per-route retries).

import type { ServiceDescription } from '../description.js';
import type { PipelineExtras } from '../pipeline/context.js';
import { loaded } from '../load-once.js';
import { composePipeline } from '../pipeline/stages.js';
import { coreClientClass } from './core-client-class.js';
import type { CoreClientConstructor } from './types.js';

/** The core client class of a service; `extras` are stages the tree-shakable entry opts into. */
export function defineCoreClient<Routes = {}>(service: ServiceDescription, extras?: PipelineExtras): CoreClientConstructor<Routes> {
  return coreClientClass<Routes>(
    service,
    loaded((client, route, kind) => composePipeline(client, route, kind, extras)),
  );
}
