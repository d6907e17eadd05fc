// The project's own rules, beyond the OpenAPI schema: every $ref resolves, path variables and
// path parameters match, method names are unique, enums are non-empty and unique, and every
// extension is known, in its place and well-formed.

import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Diagnostic } from './diagnostics.js';
import { EXTENSIONS, EXTENSION_BY_NAME } from './extensions.js';
import type { LoadedSpec, Pointer } from './load.js';
import { followRefs, HTTP_VERBS, resolvePointer, walk } from './walk.js';

import { isObject as isObj, type JsonObject as Obj } from '../model/json.js';

/** Client members a generated method or namespace must not shadow. */
export const RESERVED_NAMES = new Set(['request', 'options', 'hook', 'paginate', 'auth', 'log', 'endpoint', 'plugin', 'registerEndpoints', 'constructor']);

const ajv = new Ajv2020({ allErrors: true, strict: false });
const extensionValidators = new Map(EXTENSIONS.map((e) => [e.name, ajv.compile(e.schema)]));

export function checkRefs(spec: LoadedSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  walk(spec.data, (obj, pointer, kind) => {
    if (kind === 'data' || typeof obj.$ref !== 'string') return;
    const ref = obj.$ref;
    if (!ref.startsWith('#/')) out.push(spec.at([...pointer, '$ref'], 'ref', `$ref "${ref}" is not a local reference (only "#/..." is supported)`));
    else if (resolvePointer(spec.data, ref) === undefined) out.push(spec.at([...pointer, '$ref'], 'ref', `$ref "${ref}" does not resolve`));
  });
  return out;
}

export function checkExtensions(spec: LoadedSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  walk(spec.data, (obj, pointer, kind) => {
    if (kind === 'data' || kind === 'names') return;
    for (const key of Object.keys(obj)) {
      if (!key.startsWith('x-')) continue;
      const def = EXTENSION_BY_NAME.get(key);
      const at: Pointer = [...pointer, key];
      if (!def) {
        out.push(spec.at(at, 'extension', `unknown extension ${key} (known: ${EXTENSIONS.map((e) => e.name).join(', ')})`));
        continue;
      }
      if (!def.where.includes('any') && !def.where.includes(kind as never)) {
        out.push(spec.at(at, 'extension', `${key} is not allowed on ${kind === 'other' ? 'this object' : `a ${kind}`} (allowed on: ${def.where.join(', ')})`));
        continue;
      }
      const validate = extensionValidators.get(key)!;
      if (!validate(obj[key])) {
        const e = validate.errors![0]!;
        out.push(spec.at([...at, ...e.instancePath.split('/').filter(Boolean)], 'extension', `${key}${e.instancePath} ${e.message}`));
      }
    }
    if (kind === 'operation' && obj['x-deprecation'] !== undefined && obj.deprecated !== true) {
      out.push(spec.at([...pointer, 'x-deprecation'], 'extension', 'x-deprecation needs "deprecated: true" on the same operation'));
    }
    out.push(...checkPositionalAndDerived(spec, obj, pointer, kind));
  });
  if (isObj(spec.data) && spec.data['x-service'] === undefined) out.push(spec.at([], 'extension', 'the document has no x-service (client name and defaults)'));
  return out;
}

/** x-positional names path variables of its operation; x-unwrap a property of its success body; x-derived reads a property its schema declares. */
function checkPositionalAndDerived(spec: LoadedSpec, obj: Obj, pointer: Pointer, kind: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const positional = obj['x-positional'];
  if (kind === 'operation' && Array.isArray(positional) && pointer[0] === 'paths') {
    const vars = [...String(pointer[1]).matchAll(/\{\+?([^}]+)\}/g)].map((m) => m[1]);
    positional.forEach((name, i) => {
      if (!vars.includes(name)) out.push(spec.at([...pointer, 'x-positional', i], 'extension', `x-positional "${String(name)}" is not a path variable of "${String(pointer[1])}"`));
    });
  }
  const unwrap = obj['x-unwrap'];
  if (kind === 'operation' && typeof unwrap === 'string') {
    // The first 2xx JSON response must be an object declaring the property the method returns.
    const responses = isObj(obj.responses) ? obj.responses : {};
    const status = Object.keys(responses).find((s) => /^2/.test(s));
    const content = status ? followRefs(spec.data, responses[status], true)?.content : undefined;
    const media = isObj(content) ? Object.entries(content).find(([type]) => /json/.test(type))?.[1] : undefined;
    const schema = isObj(media) ? followRefs(spec.data, media.schema) : undefined;
    if (!isObj(schema) || !isObj(schema.properties) || !(unwrap in schema.properties)) {
      out.push(spec.at([...pointer, 'x-unwrap'], 'extension', `x-unwrap "${unwrap}" is not a property of the operation's success response body`));
    }
  }
  const derived = obj['x-derived'];
  if (kind === 'schema' && isObj(derived)) {
    const props = isObj(obj.properties) ? obj.properties : {};
    for (const [name, rule] of Object.entries(derived)) {
      const from = isObj(rule) ? rule.from : undefined;
      if (typeof from === 'string' && !(from in props)) out.push(spec.at([...pointer, 'x-derived', name, 'from'], 'extension', `x-derived ${name} reads "${from}", which is not a property of this schema`));
      if (name in props) out.push(spec.at([...pointer, 'x-derived', name], 'extension', `x-derived ${name} is already a property of this schema`));
    }
  }
  return out;
}

interface OperationRef {
  pointer: (string | number)[];
  path: string;
  op: Obj;
  item: Obj;
}

export function operationsOf(spec: LoadedSpec, section: 'paths' | 'webhooks' = 'paths'): OperationRef[] {
  const out: OperationRef[] = [];
  const paths = isObj(spec.data) ? spec.data[section] : undefined;
  if (!isObj(paths)) return out;
  for (const path of Object.keys(paths)) {
    const item = paths[path];
    if (!isObj(item)) continue;
    for (const verb of HTTP_VERBS) {
      const op = item[verb];
      if (isObj(op)) out.push({ pointer: [section, path, verb], path, op, item });
    }
  }
  return out;
}

export function checkPathParams(spec: LoadedSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { pointer, path, op, item } of operationsOf(spec)) {
    const vars = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const declared = new Map<string, (string | number)[]>();
    const collect = (list: unknown, base: (string | number)[]) => {
      if (!Array.isArray(list)) return;
      list.forEach((p, i) => {
        const param = followRefs(spec.data, p);
        if (isObj(param) && param.in === 'path' && typeof param.name === 'string') declared.set(param.name, [...base, 'parameters', i]);
      });
    };
    collect(item.parameters, pointer.slice(0, 2));
    collect(op.parameters, pointer);
    for (const v of vars) {
      if (!declared.has(v)) out.push(spec.at(pointer, 'path-params', `path variable {${v}} of "${path}" is not declared as a path parameter of ${String(pointer[2]).toUpperCase()}`));
    }
    for (const [name, at] of declared) {
      if (!vars.includes(name)) out.push(spec.at(at, 'path-params', `path parameter "${name}" does not appear in "${path}"`));
    }
  }
  return out;
}

export function checkMethodNames(spec: LoadedSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, string>();
  const namespaces = new Set<string>();
  const topLevel = new Map<string, (string | number)[]>();
  for (const { pointer, op } of operationsOf(spec)) {
    const name = op['x-method'];
    const at = [...pointer, 'x-method'];
    if (name === undefined) {
      out.push(spec.at(pointer, 'extension', `operation ${String(pointer[2]).toUpperCase()} ${String(pointer[1])} has no x-method`));
      continue;
    }
    if (typeof name !== 'string') continue;
    const where = `${String(pointer[2]).toUpperCase()} ${String(pointer[1])}`;
    // catalogue: x-aliases names are method names too.
    const aliases = Array.isArray(op['x-aliases']) ? (op['x-aliases'] as Obj[]) : [];
    const names: Array<[unknown, (string | number)[]]> = [[name, at], ...aliases.map((a, i): [unknown, (string | number)[]] => [a?.method, [...pointer, 'x-aliases', i, 'method']])];
    for (const [n, nAt] of names) {
      if (typeof n !== 'string') continue;
      const first = seen.get(n);
      if (first) out.push(spec.at(nAt, 'unique-method', `method name "${n}" is already used by ${first}`));
      else seen.set(n, where);
      const parts = n.split('.');
      if (RESERVED_NAMES.has(parts[0]!)) out.push(spec.at(nAt, 'unique-method', `"${parts[0]}" is reserved for the client's own ${parts[0]}`));
      if (parts.length === 2) namespaces.add(parts[0]!);
      else topLevel.set(n, nAt);
    }
  }
  for (const [name, at] of topLevel) {
    if (namespaces.has(name)) out.push(spec.at(at, 'unique-method', `method "${name}" has the name of a namespace`));
  }
  for (const { pointer, op } of operationsOf(spec)) {
    const replacement = (op['x-deprecation'] as Obj | undefined)?.replacement;
    if (typeof replacement === 'string' && !seen.has(replacement)) {
      out.push(spec.at([...pointer, 'x-deprecation', 'replacement'], 'extension', `x-deprecation replacement "${replacement}" is not a method of this spec`));
    }
  }
  return out;
}

export function checkEnums(spec: LoadedSpec): Diagnostic[] {
  const out: Diagnostic[] = [];
  walk(spec.data, (obj, pointer, kind) => {
    if (kind !== 'schema' || !('enum' in obj)) return;
    const values = obj.enum;
    const at = [...pointer, 'enum'];
    if (!Array.isArray(values) || values.length === 0) {
      out.push(spec.at(at, 'enum', 'enum must list at least one value'));
      return;
    }
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const key = JSON.stringify(v);
      if (seen.has(key)) out.push(spec.at([...at, i], 'enum', `enum value ${key} is listed twice`));
      seen.add(key);
    });
  });
  return out;
}

/** Every project rule, in one list. */
export function checkProjectRules(spec: LoadedSpec): Diagnostic[] {
  return [...checkRefs(spec), ...checkExtensions(spec), ...checkPathParams(spec), ...checkMethodNames(spec), ...checkEnums(spec)];
}
