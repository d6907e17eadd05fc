// specs/audit.yaml against the Reports API description read from reports_v1.ts: the
// activities.list request (verb, path, path parameters, every query parameter with its type and
// pattern; the applicationName pattern read as the known values of an open enum) and the
// response (every field of Activities, Activity, its events, parameters and nested parameters
// declared with a compatible type, none required). Findings are plain strings; what the
// differences list is left out of them (and marked used).

import type { Differences } from './differences.js';
import type { ReportsDescription, TsField, TsType } from './reports-description.js';
import { objectView, itemsOf, typesOf, type Json, type OpenApiDocument } from './openapi-document.js';
import { operationFields } from './operation-fields.js';
import type { SpecMethod } from './spec-document.js';

export const LIST = 'activities.list';

/** A pattern of the description as our spec writes it: anchored at both ends. */
export function anchored(pattern: string): string {
  return `^(?:${pattern})$`;
}

/** The alternatives of a pattern made only of `(a)|(b)|...`, or undefined. */
export function alternatives(pattern: string): string[] | undefined {
  const parts = pattern.split('|');
  return parts.every((p) => /^\([a-z0-9_]+\)$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : undefined;
}

// The `| null` that reports_v1.ts puts on the fields of its schema interfaces is not compared: the
// googleapis generator adds it to every such field (the discovery document has no nullability).
const JSON_TYPE: Record<string, string[]> = {
  string: ['string'],
  number: ['integer', 'number'],
  boolean: ['boolean'],
  array: ['array'],
  object: ['object'],
  map: ['object'],
};

function typeProblem(official: TsType, doc: OpenApiDocument, ours: unknown): string | undefined {
  const wanted = JSON_TYPE[official.kind === 'ref' ? 'object' : official.kind];
  if (!wanted) return undefined;
  const types = typesOf(doc, ours);
  return wanted.some((t) => types.has(t)) ? undefined : `the description's type is ${official.kind}; ours ${[...types].join(' | ') || 'unknown'}`;
}

export interface ParamComparison {
  /** Official query and path parameters compared (standard ones included). */
  compared: string[];
  problems: string[];
}

export function compareListParameters(desc: ReportsDescription, spec: OpenApiDocument, method: SpecMethod, differences: Differences): ParamComparison {
  const out: ParamComparison = { compared: [], problems: [] };
  if (method.verb.toUpperCase() !== desc.list.verb || method.path !== desc.list.path)
    out.problems.push(`route: the description has ${desc.list.verb} ${desc.list.path}; ours ${method.verb.toUpperCase()} ${method.path}`);
  const ours = operationFields(spec, method.op, method.item);
  const pathParams = [...ours.values()]
    .filter((f) => f.in === 'path')
    .map((f) => f.name)
    .sort();
  if (JSON.stringify(pathParams) !== JSON.stringify([...desc.list.pathParams].sort()))
    out.problems.push(`path parameters: the description has ${desc.list.pathParams.join(', ')}; ours ${pathParams.join(', ')}`);
  // access_token is the query form of the spec's credentials (its apiKey security scheme).
  const schemes = (spec.data.components?.securitySchemes ?? {}) as Json;
  const credentialParams = new Set(
    Object.values(schemes)
      .filter((s: Json) => s.type === 'apiKey' && s.in === 'query')
      .map((s: Json) => s.name),
  );
  for (const p of [...desc.params, ...desc.standardParams]) {
    const field = ours.get(p.name);
    if (!field) {
      if (credentialParams.has(p.name)) out.compared.push(p.name);
      else if (!differences.find('omitted', LIST, p.name)) out.problems.push(`${p.name}: missing (the description's ${p.type.kind})`);
      continue;
    }
    out.compared.push(p.name);
    const type = typeProblem(p.type, spec, field.schema);
    if (type) out.problems.push(`${p.name}: ${type}`);
    const pattern = desc.patterns[p.name];
    const s = spec.deref<Json>(field.schema);
    if (pattern !== undefined) {
      const known = alternatives(pattern);
      if (known) {
        const values = (s.anyOf ?? []).flatMap((b: Json) => spec.deref<Json>(b).enum ?? []);
        if (JSON.stringify(values) !== JSON.stringify(known))
          out.problems.push(`${p.name}: the description's values are ${known.join(', ')}; ours ${values.join(', ')}`);
        const open = (s.anyOf ?? []).some((b: Json) => b.type === 'string' && b.enum === undefined && b.pattern === undefined);
        if (open && !differences.find('looser', LIST, p.name, 'enum')) out.problems.push(`${p.name}: ours also takes other values (an open enum), not listed`);
      } else if (s.pattern !== anchored(pattern)) out.problems.push(`${p.name}: the description's pattern is ${pattern}; ours ${s.pattern ?? 'none'}`);
    } else if (s.pattern !== undefined) out.problems.push(`${p.name}: ours has a pattern (${s.pattern}); the description none`);
    if (field.required && !desc.list.requiredParams.includes(p.name)) out.problems.push(`${p.name}: ours requires it; the description does not`);
    if (!field.required && desc.list.requiredParams.includes(p.name)) out.problems.push(`${p.name}: the description requires it; ours does not`);
  }
  const officialNames = new Set([...desc.params, ...desc.standardParams].map((p) => p.name));
  for (const f of ours.values())
    if (!officialNames.has(f.name) && !differences.find('extra', LIST, f.name)) out.problems.push(`${f.name}: not a parameter of the description`);
  return out;
}

export interface FieldComparison {
  /** Dotted paths of the description's response fields compared (`items[].events[].status.eventStatus`). */
  compared: string[];
  problems: string[];
}

/** Every field of a description interface tree against our schema, recursively. */
export function compareFields(
  desc: ReportsDescription,
  spec: OpenApiDocument,
  officialRoot: string,
  ourRoot: unknown,
  differences: Differences,
): FieldComparison {
  const out: FieldComparison = { compared: [], problems: [] };
  const seen = new Set<string>();
  const walkFields = (fields: TsField[], ours: unknown, path: string, depth: number) => {
    if (depth > 12) return;
    const view = objectView(spec, ours, true);
    const officialNames = new Set(fields.map((f) => f.name));
    for (const f of fields) {
      const at = path ? `${path}.${f.name}` : f.name;
      const sub = view.properties[f.name];
      if (sub === undefined) {
        if (!differences.find('omitted', 'response', at)) out.problems.push(`${at}: missing (the description's ${f.type.kind})`);
        continue;
      }
      out.compared.push(at);
      if (view.required.has(f.name)) out.problems.push(`${at}: ours requires it; the description leaves every field optional`);
      walkType(f.type, sub, at, depth + 1);
    }
    for (const name of Object.keys(view.properties)) {
      const at = path ? `${path}.${name}` : name;
      if (!officialNames.has(name) && !differences.find('response', 'response', at))
        out.problems.push(`${at}: ours declares it; the description has no such field`);
    }
  };
  const walkType = (t: TsType, ours: unknown, path: string, depth: number) => {
    const problem = typeProblem(t, spec, ours);
    if (problem) out.problems.push(`${path}: ${problem}`);
    if (t.kind === 'array') {
      const items = itemsOf(spec, ours);
      if (items !== undefined) walkType(t.items, items, `${path}[]`, depth + 1);
    } else if (t.kind === 'object') walkFields(t.fields, ours, path, depth);
    else if (t.kind === 'ref') {
      const key = `${t.name}@${path}`;
      if (seen.has(key) || !desc.schemas[t.name]) return;
      seen.add(key);
      walkFields(desc.schemas[t.name]!, ours, path, depth);
    }
  };
  walkType({ kind: 'ref', name: officialRoot }, ourRoot, '', 0);
  return out;
}
