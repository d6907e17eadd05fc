// An OpenAPI document (3.0 or 3.1) as the differential tests read it: local `$ref`s followed,
// `allOf` merged into one view of an object, and a schema's JSON types read the same way for both
// dialects (3.0's `nullable: true` and 3.1's `type: [..., "null"]`).

export type Json = Record<string, any>;

export const HTTP_VERBS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

export class OpenApiDocument {
  constructor(readonly data: Json) {}

  /** The node a (chain of) local `$ref`(s) points at; anything else is returned as it is. */
  deref<T = Json>(node: unknown): T {
    let cur: any = node;
    for (let i = 0; i < 32 && cur && typeof cur === 'object' && typeof cur.$ref === 'string'; i++) {
      const ref: string = cur.$ref;
      if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
      cur = ref
        .slice(2)
        .split('/')
        .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((o: any, k) => (o === undefined ? undefined : o[k]), this.data);
      if (cur === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    return cur as T;
  }

  /** Every operation: verb, path, the operation and its path item. */
  *operations(): Generator<{ verb: string; path: string; op: Json; item: Json }> {
    for (const [path, rawItem] of Object.entries((this.data.paths ?? {}) as Json)) {
      const item = this.deref(rawItem);
      for (const verb of HTTP_VERBS) if (item[verb]) yield { verb, path, op: item[verb], item };
    }
  }
}

/** The JSON types a schema admits (`integer` counts as a `number` too); empty when it does not say. */
export function typesOf(doc: OpenApiDocument, raw: unknown): Set<string> {
  const s = doc.deref<Json>(raw) ?? {};
  const out = new Set<string>();
  if (typeof s !== 'object' || Object.keys(s).length === 0) return out;
  const add = (t: string) => {
    out.add(t);
    if (t === 'integer') out.add('number');
  };
  for (const t of [s.type].flat()) if (typeof t === 'string') add(t);
  if (s.nullable === true) out.add('null');
  if (Array.isArray(s.enum))
    for (const v of s.enum) add(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);
  if ('const' in s) add(s.const === null ? 'null' : typeof s.const);
  for (const key of ['anyOf', 'oneOf'] as const) for (const branch of s[key] ?? []) for (const t of typesOf(doc, branch)) add(t);
  if (out.size === 0 && s.properties) add('object');
  if (out.size === 0 && s.items) add('array');
  return out;
}

/** Whether `null` is a value the schema admits. */
export function admitsNull(doc: OpenApiDocument, raw: unknown): boolean {
  return typesOf(doc, raw).has('null');
}

/**
 * The object view of a schema: its properties and required names with `allOf` parts merged, and
 * with `anyOf`/`oneOf` branches merged too when `branches` is set (for reading what fields a
 * response may hold; a field is then required only when every branch requires it).
 */
export function objectView(doc: OpenApiDocument, raw: unknown, branches = false): { properties: Json; required: Set<string>; additional: unknown } {
  const s = doc.deref(raw) ?? {};
  const view = { properties: { ...(s.properties ?? {}) } as Json, required: new Set<string>(s.required ?? []), additional: s.additionalProperties };
  for (const part of s.allOf ?? []) {
    const p = objectView(doc, part, branches);
    Object.assign(view.properties, p.properties);
    for (const r of p.required) view.required.add(r);
    if (view.additional === undefined) view.additional = p.additional;
  }
  if (branches) {
    const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])]
      .map((b: unknown) => objectView(doc, b, true))
      .filter((v) => Object.keys(v.properties).length > 0);
    // A field several branches declare may hold what any of them allows.
    const fromBranches: Json = {};
    for (const alt of alternatives) for (const [k, v] of Object.entries(alt.properties)) (fromBranches[k] ??= []).push(v);
    for (const [k, list] of Object.entries(fromBranches)) if (!(k in view.properties)) view.properties[k] = list.length === 1 ? list[0] : { anyOf: list };
    if (alternatives.length > 0) {
      const everyBranch = [...alternatives[0]!.required].filter((r) => alternatives.every((a) => a.required.has(r)));
      for (const r of everyBranch) view.required.add(r);
    }
  }
  return view;
}

/**
 * The item schema of an array schema, following `anyOf`/`oneOf`/`allOf` to the array branches
 * (several array branches give an `anyOf` of their item schemas).
 */
export function itemsOf(doc: OpenApiDocument, raw: unknown): unknown {
  const s = doc.deref(raw) ?? {};
  if (s.items !== undefined) return s.items;
  const found: unknown[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of s[key] ?? []) {
      const items = itemsOf(doc, branch);
      if (items !== undefined) found.push(items);
    }
  }
  return found.length === 0 ? undefined : found.length === 1 ? found[0] : { anyOf: found };
}
