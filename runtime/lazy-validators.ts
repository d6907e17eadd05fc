// The params validators of a full client, loaded on first use: a generated service names its
// validators module (`validators: () => import('./validators.js')`) and each route its validator,
// so importing a client does not parse every validator of every operation. Once loaded (one
// import per service, shared by every client of it) validation is synchronous again.

import type { ParamsValidator, RouteDescription, ServiceDescription } from './types.js';

const loaded = new WeakMap<ServiceDescription, Readonly<Record<string, unknown>>>();
const loading = new WeakMap<ServiceDescription, Promise<void>>();

/** Returned by validatorFor while the service's validators are still to be loaded. */
export const PENDING = Symbol('validators pending');

/** The route's validator, undefined when it has none, PENDING when not loaded yet. */
export function validatorFor(service: ServiceDescription, route: RouteDescription): ParamsValidator | undefined | typeof PENDING {
  if (route.validate || !route.validator || !service.validators) return route.validate;
  const module = loaded.get(service);
  if (!module) return PENDING;
  const validate = module[route.validator];
  if (typeof validate !== 'function') throw new TypeError(`validator "${route.validator}" is missing from the validators of service "${service.name}"`);
  return validate as ParamsValidator;
}

/** Loads the service's validators (once; a failed load is retried by the next call). */
export function loadValidators(service: ServiceDescription): Promise<void> {
  let pending = loading.get(service);
  if (!pending) {
    const loaders = service.validators!;
    pending = (async () => {
      const modules: Array<Readonly<Record<string, unknown>>> = [];
      for (const load of Object.values(loaders)) modules.push(await load());
      loaded.set(service, Object.assign({}, ...modules));
    })();
    pending.catch(() => loading.delete(service));
    loading.set(service, pending);
  }
  return pending;
}
