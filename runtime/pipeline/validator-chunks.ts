// The params validators of a full client (given to its pipeline as an extra), loaded on first
// use: a service names its validator modules (`validators: { main: () => import('./validators.js') }`)
// and each route its validator and chunk, or the service says they are named after the operation
// (validator-names.ts), so importing a client does not parse every validator of every operation.
// Each chunk is loaded once per service, shared by every client of it; after that, validation is
// synchronous, and a route's validator, once found, is looked up by the route alone.

import type { ParamsValidator, RouteDescription, ServiceDescription, ValidatorLoader } from '../description.js';
import { ConfigurationError } from '../errors.js';
import { operationChunk, operationValidator } from './validator-names.js';

const loaded = new WeakMap<ServiceDescription, Map<string, Readonly<Record<string, unknown>>>>();
const loading = new WeakMap<ServiceDescription, Map<string, Promise<void>>>();
const found = new WeakMap<ServiceDescription, WeakMap<RouteDescription, ParamsValidator>>();

function loaderOf(service: ServiceDescription, chunk: string): ValidatorLoader | undefined {
  const v = service.validators;
  // A single loader (today's generated code) is the main chunk.
  if (typeof v === 'function') return chunk === 'main' ? v : undefined;
  return v && Object.hasOwn(v, chunk) ? v[chunk] : undefined;
}

/**
 * The validator of `route`, sent as `operation` (undefined when it has none), or a promise of it
 * while its chunk loads.
 */
export function chunkValidator(
  service: ServiceDescription,
  route: RouteDescription,
  operation: string,
): ParamsValidator | undefined | Promise<ParamsValidator | undefined> {
  if (route.validate || !service.validators) return route.validate;
  const known = found.get(service)?.get(route);
  if (known) return known;
  const byOperation = service.validatorsByOperation === true;
  const name = route.validator ?? (byOperation && service.routes[operation] === route ? operationValidator(operation) : undefined);
  if (name === undefined) return undefined;
  const chunk = route.validatorChunk ?? (byOperation ? operationChunk(operation) : 'main');
  const module = loaded.get(service)?.get(chunk);
  if (!module) {
    if (!loaderOf(service, chunk)) throw new ConfigurationError(`validators.${chunk}`, `a loader of the validator chunk of ${name}`, undefined);
    return loadValidators(service, chunk).then(() => chunkValidator(service, route, operation));
  }
  const validate = module[name];
  if (typeof validate !== 'function')
    throw new ConfigurationError(`validator "${name}"`, `a function in chunk "${chunk}" of service "${service.name}"`, typeof validate);
  let byRoute = found.get(service);
  if (!byRoute) found.set(service, (byRoute = new WeakMap()));
  byRoute.set(route, validate as ParamsValidator);
  return validate as ParamsValidator;
}

/** Loads a validator chunk (once; a failed load is tried again by the next call). */
function loadValidators(service: ServiceDescription, chunk: string): Promise<void> {
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
