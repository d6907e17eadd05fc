// The params validators of a full client (given to its pipeline as an extra), loaded on first
// use, by one rule: a route's validator is its own (`route.validate`), else the export named after
// its operation (`gists.get` → `gistsGet`, or `route.validator` where the generator had to name it
// otherwise) in the chunk of its namespace (`gists`, or `route.validatorChunk` for a namespace split
// in parts), whose loader the service lists (`validators: { gists: () => import(...) }`). So
// importing a client does not parse every validator of every operation. Each chunk is loaded once
// per service (runtime/load-once.ts), shared by every client of it; the pipeline keeps the
// validator it finds (pipeline/prepare.ts), so this runs once per route and client.

import type { ParamsValidator, RouteDescription, ServiceDescription } from '../description.js';
import { ConfigurationError } from '../errors.js';
import { type Loaded, loadOnce } from '../load-once.js';
import { operationChunk, operationValidator } from './validator-names.js';

const chunks = new WeakMap<ServiceDescription, Map<string, Loaded<Readonly<Record<string, unknown>>>>>();

function chunkOf(service: ServiceDescription, chunk: string, name: string): Loaded<Readonly<Record<string, unknown>>> {
  let byName = chunks.get(service);
  if (!byName) chunks.set(service, (byName = new Map()));
  let loaded = byName.get(chunk);
  if (!loaded) {
    const loader = service.validators && Object.hasOwn(service.validators, chunk) ? service.validators[chunk] : undefined;
    if (!loader) throw new ConfigurationError(`validators.${chunk}`, `a loader of the validator chunk of ${name}`, undefined);
    byName.set(chunk, (loaded = loadOnce(loader)));
  }
  return loaded;
}

function exported(service: ServiceDescription, module: Readonly<Record<string, unknown>>, chunk: string, name: string): ParamsValidator {
  const validate = module[name];
  if (typeof validate !== 'function')
    throw new ConfigurationError(`validator "${name}"`, `a function in chunk "${chunk}" of service "${service.name}"`, typeof validate);
  return validate as ParamsValidator;
}

/**
 * The validator of `route`, sent as `operation` (undefined when it has none: a route outside the
 * service's table, or a service without validators), or a promise of it while its chunk loads.
 */
export function chunkValidator(
  service: ServiceDescription,
  route: RouteDescription,
  operation: string,
): ParamsValidator | undefined | Promise<ParamsValidator | undefined> {
  if (route.validate || !service.validators || service.routes[operation] !== route) return route.validate;
  const name = route.validator ?? operationValidator(operation);
  const chunk = route.validatorChunk ?? operationChunk(operation);
  const loaded = chunkOf(service, chunk, name);
  return loaded.value ? exported(service, loaded.value, chunk, name) : loaded().then((module) => exported(service, module, chunk, name));
}
