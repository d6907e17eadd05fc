// The params validators of a full client, loaded on first use: a service names its validator
// modules (`validators: { main: () => import('./validators.js') }`) and each route its validator
// and chunk, so importing a client does not parse every validator of every operation. Each chunk
// is loaded once per service, shared by every client of it; after that, validation is synchronous.

import type { ParamsValidator, RouteDescription, ServiceDescription, ValidatorLoader } from '../description.js';
import { ConfigurationError } from '../errors.js';

const loaded = new WeakMap<ServiceDescription, Map<string, Readonly<Record<string, unknown>>>>();
const loading = new WeakMap<ServiceDescription, Map<string, Promise<void>>>();

/** Returned by validatorFor while the route's chunk is still to be loaded. */
export const PENDING = Symbol('validators pending');

const chunkOf = (route: RouteDescription) => route.validatorChunk ?? 'main';

function loaderOf(service: ServiceDescription, chunk: string): ValidatorLoader | undefined {
  const v = service.validators;
  // A single loader (today's generated code) is the main chunk.
  if (typeof v === 'function') return chunk === 'main' ? v : undefined;
  return v?.[chunk];
}

/** The route's validator, undefined when it has none, PENDING when its chunk is not loaded yet. */
export function validatorFor(service: ServiceDescription, route: RouteDescription): ParamsValidator | undefined | typeof PENDING {
  if (route.validate || !route.validator || !service.validators) return route.validate;
  const chunk = chunkOf(route);
  const module = loaded.get(service)?.get(chunk);
  if (!module) {
    if (!loaderOf(service, chunk)) throw new ConfigurationError(`validators.${chunk}`, `a loader of the validator chunk of ${route.validator}`, undefined);
    return PENDING;
  }
  const validate = module[route.validator];
  if (typeof validate !== 'function') throw new ConfigurationError(`validator "${route.validator}"`, `a function in chunk "${chunk}" of service "${service.name}"`, typeof validate);
  return validate as ParamsValidator;
}

/** Loads the route's validator chunk (once; a failed load is tried again by the next call). */
export function loadValidators(service: ServiceDescription, route: RouteDescription): Promise<void> {
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
