// Reads specs/hosting.yaml (with the `yaml` package, not through the generator) and answers what
// the seed tests ask of it: operations by method name, their parameters (nested body fields as
// dotted names such as output.annotations[].path) and the fields of their responses.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Obj = Record<string, any>;
const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'head'];

export const hostingDoc: Obj = parse(readFileSync(new URL('../../specs/hosting.yaml', import.meta.url), 'utf8'));

export function deref(value: any): any {
  let cur = value;
  for (let i = 0; i < 20 && cur && typeof cur.$ref === 'string'; i++) {
    cur = cur.$ref
      .slice(2)
      .split('/')
      .reduce((o: Obj, k: string) => o?.[k], hostingDoc);
  }
  return cur;
}

export interface SpecOperation {
  key: string;
  verb: string;
  path: string;
  op: Obj;
  /** Set when `key` is an older name listed in x-aliases. */
  alias?: Obj;
}

/** Every method name of the spec (x-method and x-aliases), with its operation. */
export const specOperations = new Map<string, SpecOperation>();
for (const [path, item] of Object.entries(hostingDoc.paths as Obj)) {
  for (const verb of VERBS) {
    const op = (item as Obj)[verb];
    if (!op) continue;
    specOperations.set(op['x-method'], { key: op['x-method'], verb, path, op });
    for (const alias of op['x-aliases'] ?? []) specOperations.set(alias.method, { key: alias.method, verb, path, op, alias });
  }
}

/** The properties (and required names) of an object schema, following $ref and allOf. */
function objectParts(schema: any): { properties: Obj; required: string[]; additional?: any } {
  const s = deref(schema) ?? {};
  const out = { properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] as string[], additional: s.additionalProperties };
  for (const part of s.allOf ?? []) {
    const p = objectParts(part);
    Object.assign(out.properties, p.properties);
    out.required.push(...p.required);
  }
  return out;
}

export interface SpecParam {
  name: string;
  /** Required at its level: a top-level parameter always, a nested field whenever its parent is given. */
  required: boolean;
  schema: Obj;
}

function collect(into: Map<string, SpecParam>, prefix: string, schema: any): void {
  const s = deref(schema) ?? {};
  const types = [s.type].flat();
  const item = types.includes('array') ? deref(s.items) : undefined;
  const target = item ?? s;
  const childPrefix = item ? `${prefix}[].` : `${prefix}.`;
  const { properties, required, additional } = objectParts(target);
  for (const [name, sub] of Object.entries(properties)) {
    into.set(`${childPrefix}${name}`, { name: `${childPrefix}${name}`, required: required.includes(name), schema: deref(sub) });
    collect(into, `${childPrefix}${name}`, sub);
  }
  if (additional && typeof additional === 'object') {
    // Objects keyed by a free name (gist files): their fields count as fields of the parent.
    const parts = objectParts(additional);
    for (const [name, sub] of Object.entries(parts.properties)) {
      into.set(`${prefix}.${name}`, { name: `${prefix}.${name}`, required: parts.required.includes(name), schema: deref(sub) });
    }
  }
}

/** Path, query and body parameters of an operation, with nested body fields as dotted names. */
export function paramsOf(op: Obj): Map<string, SpecParam> {
  const out = new Map<string, SpecParam>();
  for (const raw of op.parameters ?? []) {
    const p = deref(raw);
    out.set(p.name, { name: p.name, required: p.in === 'path' || p.required === true, schema: deref(p.schema) });
  }
  const body = deref(op.requestBody);
  const schema = body?.content?.['application/json']?.schema;
  if (schema) {
    const { properties, required } = objectParts(schema);
    for (const [name, sub] of Object.entries(properties)) {
      out.set(name, { name, required: body.required === true && required.includes(name), schema: deref(sub) });
      collect(out, name, sub);
    }
  }
  return out;
}

/** The schema at a dotted path (`verification.reason`, `installations[].permissions`) of an operation's success response. */
export function responseField(op: Obj, path: string): Obj | undefined {
  const status = Object.keys(op.responses)
    .sort()
    .find((s) => s.startsWith('2'))!;
  let cur: any = deref(op.responses[status]?.content?.['application/json']?.schema);
  for (const seg of path.split('.')) {
    const isArray = seg.endsWith('[]');
    const name = isArray ? seg.slice(0, -2) : seg;
    if (name) cur = deref(objectParts(cur).properties[name]);
    if (cur === undefined) return undefined;
    if (isArray) cur = deref(cur.items);
  }
  return cur;
}

/** Whether `name` is a required property of the success response object at `path` ('' for the top). */
export function responseRequires(op: Obj, path: string, name: string): boolean {
  const holder = path ? responseField(op, path) : responseField(op, '');
  return objectParts(holder).required.includes(name);
}
