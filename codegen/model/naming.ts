// Names derived from a document: identifier-safe, collision-free names for the service, its
// operations (Octokit style: `namespace.method` from the operationId and tags), its types and the
// identifiers generated modules declare.

import { GLOBAL_TYPES, MODULE_NAMES, RESERVED_MEMBERS, RESERVED_WORDS, RUNTIME_REEXPORTS, RUNTIME_TYPE_REEXPORTS } from './reserved.js';

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** `list pets` / `list-pets` / `listPets` → `ListPets`. Keeps inner capitals (`getIDs` → `GetIDs`). */
export function pascalCase(text: string): string {
  return text
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** `list-workflow-runs` → `listWorkflowRuns`; `codesOfConduct getConductCode` → `codesOfConductGetConductCode`. */
export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p ? p[0]!.toLowerCase() + p.slice(1) : p;
}

/** A binding name: letters, digits, `_`, `$`; never a reserved word; never starting with a digit. */
export function safeIdentifier(text: string, fallback = 'value'): string {
  let id = text.replace(/[^A-Za-z0-9_$]+/g, '_').replace(/^_+(?=[A-Za-z])/, '');
  if (id === '') id = fallback;
  if (/^[0-9]/.test(id)) id = `_${id}`;
  return RESERVED_WORDS.has(id) ? `${id}_` : id;
}

/** A service name from a file name: `pet-store.yaml`, `Pet Store.yaml` → `petStore`; `2fa.yaml` → `api2fa`. */
export function serviceNameOf(file: string): string {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.(ya?ml|json)$/i, '');
  const name = camelCase(words(base).join(' '));
  if (name === '') return 'api';
  return /^[0-9]/.test(name) ? `api${name}` : RESERVED_WORDS.has(name) ? `${name}Api` : name;
}

/** Words of a document's title that say what every title says (or nothing): left out of the client's name. */
const TITLE_NOISE = new Set([
  'a',
  'an',
  'and',
  'api',
  'apis',
  'definition',
  'definitions',
  'description',
  'document',
  'documentation',
  'extension',
  'extensions',
  'for',
  'http',
  'json',
  'of',
  'official',
  'oas',
  'openapi',
  'public',
  'rest',
  'restful',
  'schema',
  'service',
  'spec',
  'specification',
  'swagger',
  'the',
  'version',
  'web',
]);

/**
 * The client's class name from a document's title: what comes before the first `+`, ` - `, `:`,
 * `|` or `(`, without possessives, version numbers and words every title says ("API", "OpenAPI",
 * "Spec", "Extension", ...), at most three words, then `Client`. "GitHub's official OpenAPI spec
 * + Octokit extension" → `GitHubClient`; "Swagger Petstore - OpenAPI 3.0" → `PetstoreClient`
 * (a title of noise words only keeps them). Empty when nothing usable is left.
 */
export function clientNameOf(title: string): string {
  const head = title.split(/\s[-–—|+]\s|[:|(+]/)[0]!.replace(/['’]s\b/g, '');
  const all = head.split(/[^A-Za-z0-9]+/).filter((w) => w && !/^v?\d+(\.\d+)*$/i.test(w));
  const kept = all.filter((w) => !TITLE_NOISE.has(w.toLowerCase()));
  const chosen = (kept.length ? kept : all).slice(0, 3);
  const name = chosen.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return name ? `${/^[0-9]/.test(name) ? 'Api' : ''}${name}Client` : '';
}

/** Hands out names from a pool, adding 2, 3, ... to a name already taken or reserved. */
export class NamePool {
  readonly #taken = new Set<string>();
  constructor(reserved: Iterable<string> = []) {
    for (const r of reserved) this.#taken.add(r);
  }
  has(name: string): boolean {
    return this.#taken.has(name);
  }
  take(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.#taken.has(name); n++) name = `${wanted}${n}`;
    this.#taken.add(name);
    return name;
  }
}

export interface MethodName {
  namespace?: string;
  method: string;
}

/** `repos/get` → repos.get; `listPets` tagged `pets` → pets.listPets; nothing → from verb and path. */
export function deriveMethodName(operationId: string | undefined, tags: readonly string[], verb: string, path: string): MethodName {
  if (operationId && operationId.includes('/')) {
    const slash = operationId.indexOf('/');
    const namespace = camelCase(words(operationId.slice(0, slash)).join(' '));
    const method = camelCase(words(operationId.slice(slash + 1)).join(' '));
    if (namespace && method) return { namespace: memberSafe(namespace), method: memberSafe(method) };
  }
  const method = operationId ? camelCase(words(operationId).join(' ')) : camelCase(words(`${verb} ${path.replace(/\{([^}]+)\}/g, 'by $1')}`).join(' '));
  const tag = tags.find((t) => camelCase(words(t).join(' ')) !== '');
  const namespace = tag ? camelCase(words(tag).join(' ')) : undefined;
  return { ...(namespace ? { namespace: memberSafe(namespace) } : {}), method: memberSafe(method || verb) };
}

/** A member name that is an identifier and not one of the client's own members. */
function memberSafe(name: string): string {
  const id = /^[0-9]/.test(name) ? `_${name}` : name;
  return RESERVED_MEMBERS.has(id) ? `${id}Api` : id;
}

/** Type names of a service: schema types first, then the operations' and webhooks' own. */
export function typeNamePool(): NamePool {
  return new NamePool([...RUNTIME_REEXPORTS, ...RUNTIME_TYPE_REEXPORTS, ...GLOBAL_TYPES]);
}

/** Identifiers of the operations in generated modules. */
export function identifierPool(extra: Iterable<string>): NamePool {
  return new NamePool([...RESERVED_WORDS, ...MODULE_NAMES, ...extra]);
}

/** A TypeScript type name for a schema key: `code-of-conduct` → `CodeOfConduct`, `400` → `Schema400`. */
export function typeNameOf(key: string): string {
  const name = pascalCase(key);
  if (name === '') return 'Schema';
  return /^[0-9]/.test(name) ? `Schema${name}` : name;
}

/** A property key as written in TypeScript: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
