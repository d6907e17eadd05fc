// Every service this repository generates (generated/services.json lists them), side by side, for
// tests that run over all of them: a spec added to specs/ is covered with no edit here. Each
// service's client and mocks are found by what they are, not by name.
import { readFileSync } from 'node:fs';
import type { ServiceDescription } from 'specforge/runtime';
import type { MockOperation, MockService } from 'specforge/runtime/mocks';

interface ServiceClass {
  new (options?: Record<string, unknown>): object;
  service: ServiceDescription;
}

export interface GeneratedService {
  name: string;
  Client: ServiceClass;
  createMocks: () => MockService;
  operations: readonly MockOperation[];
}

const manifest = JSON.parse(readFileSync(new URL('../../generated/services.json', import.meta.url), 'utf8')) as { services: string[] };

async function load(name: string): Promise<GeneratedService> {
  const api = (await import(`specforge/${name}`)) as Record<string, unknown>;
  const mocks = (await import(`specforge/${name}/mocks`)) as Record<string, unknown>;
  const Client = Object.values(api).find((v) => typeof v === 'function' && (v as Partial<ServiceClass>).service?.routes !== undefined) as
    | ServiceClass
    | undefined;
  const createMocks = Object.entries(mocks).find(([k, v]) => typeof v === 'function' && /^create.*Mocks$/.test(k) && !/ActivityMocks$/.test(k))?.[1];
  const operations = Object.entries(mocks).find(([k]) => k.endsWith('MockOperations'))?.[1];
  if (!Client || !createMocks || !operations) throw new Error(`specforge/${name} lacks a client class, a create…Mocks factory or its …MockOperations`);
  return { name, Client, createMocks: createMocks as GeneratedService['createMocks'], operations: operations as GeneratedService['operations'] };
}

// One at a time: the services' validator chunks share modules, which jest's ESM loader must not
// link twice at once.
export const services: GeneratedService[] = [];
for (const name of manifest.services) services.push(await load(name));

/** Looks up `namespace.method` (or `method`) on a client. */
export function methodOf(
  client: object,
  key: string,
): ((...args: unknown[]) => Promise<{ status: number; data: unknown }>) & { endpoint: (p?: object) => unknown } {
  const parts = key.split('.');
  let target: unknown = client;
  for (const p of parts) target = (target as Record<string, unknown>)[p];
  if (typeof target !== 'function') throw new Error(`no method ${key}`);
  return target as never;
}
