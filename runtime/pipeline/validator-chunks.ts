// The params validators of a full client (given to its pipeline as an extra), loaded on first use: a service names its validator
// modules (`validators: { main: () => import('./validators.js') }`) and each route its validator
// and chunk, so importing a client does not parse every validator of every operation. Each chunk
// is loaded once per service, shared by every client of it; after that, validation is synchronous.

import type { ParamsValidator, RouteDescription, ServiceDescription, ValidatorLoader } from '../description.js';
import { ConfigurationError } from '../errors.js';

const loaded = new WeakMap<ServiceDescription, Map<string, Readonly<Record<string, unknown>>>>();
const loading = new WeakMap<ServiceDescription, Map<string, Promise<void>>>();

const chunkOf = (route: RouteDescription) => route.validatorChunk ?? 'main';

function loaderOf(service: ServiceDescription, chunk: string): ValidatorLoader | undefined {
  const v = service.validators;
  // A single loader (today's generated code) is the main chunk.
  if (typeof v === 'function') return chunk === 'main' ? v : undefined;
  return v?.[chunk];
}

/** The route's validator (undefined when it has none), or a promise of it while its chunk loads. */
export function chunkValidator(service: ServiceDescription, route: RouteDescription): ParamsValidator | undefined | Promise<ParamsValidator | undefined> {
  if (route.validate || !route.validator || !service.validators) return route.validate;
  const chunk = chunkOf(route);
  const module = loaded.get(service)?.get(chunk);
  if (!module) {
    if (!loaderOf(service, chunk)) throw new ConfigurationError(`validators.${chunk}`, `a loader of the validator chunk of ${route.validator}`, undefined);
    return loadValidators(service, route).then(() => chunkValidator(service, route));
  }
  const validate = module[route.validator];
  if (typeof validate !== 'function')
    throw new ConfigurationError(`validator "${route.validator}"`, `a function in chunk "${chunk}" of service "${service.name}"`, typeof validate);
  return validate as ParamsValidator;
}

/** Loads the route's validator chunk (once; a failed load is tried again by the next call). */
function loadValidators(service: ServiceDescription, route: RouteDescription): Promise<void> {
  const chunk = chunkOf(route);
  let byChunk = loading.get(service);
  if (!byChunk) loading.set(service, (byChunk = new Map()));
  let pending = byChunk.get(chunk);
  if (!pending) {
    const map = byChunk;
    pending = loaderOf(service, chunk)!().then((module) => {
      let modules = loaded.get(service);
      if (!modules) loaded.set(service, (modules = new Map()));
      modules.set(chunk, module);
    });
    pending.catch(() => map.delete(chunk));
    byChunk.set(chunk, pending);
  }
  return pending;
}
