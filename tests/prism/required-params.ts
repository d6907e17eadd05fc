// What Prism cannot see: a call Prism routes to another operation of the same method and path (a
// document that tells operations apart by a `#fragment` in the path, as Box's does) is checked
// against that one's parameters. So the recorded request is also checked against the document's
// own operation, read here without the generator: every required query, header and cookie
// parameter must be on the wire. A query object sent exploded (form style, the default) puts its
// properties on the wire under their own names: one of them must be there; for an object that
// declares none, some name that belongs to no other parameter of the operation.
type Json = Record<string, unknown>;

export interface RequiredParam {
  name: string;
  in: 'query' | 'header' | 'cookie';
  /** For an exploded form object: the names its properties travel under. */
  properties?: string[];
  /** For an exploded form object that declares no properties: the names of the operation's other query parameters. */
  others?: string[];
  deepObject?: boolean;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A local `#/…` reference followed (a few levels); anything else is returned as it is. */
function deref(doc: Json, value: unknown): unknown {
  let v = value;
  for (let i = 0; i < 10 && isObject(v) && typeof v.$ref === 'string' && v.$ref.startsWith('#/'); i++) {
    v = v.$ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), doc);
  }
  return v;
}

function objectProperties(doc: Json, schema: unknown): string[] | undefined {
  const s = deref(doc, schema);
  if (!isObject(s)) return undefined;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const props = new Set<string>();
  for (const part of [s, ...(Array.isArray(s.allOf) ? s.allOf.map((x) => deref(doc, x)) : [])])
    if (isObject(part) && isObject(part.properties)) for (const k of Object.keys(part.properties)) props.add(k);
  return types.includes('object') || props.size ? [...props] : undefined;
}

/** The required query, header and cookie parameters of `method path` in `doc` (path-level ones included). */
export function requiredParams(doc: Json, method: string, path: string): RequiredParam[] | undefined {
  const item = deref(doc, isObject(doc.paths) ? doc.paths[path] : undefined);
  const op = isObject(item) ? item[method.toLowerCase()] : undefined;
  if (!isObject(item) || !isObject(op)) return undefined;
  const byKey = new Map<string, Json>();
  for (const list of [item.parameters, op.parameters])
    for (const raw of Array.isArray(list) ? list : []) {
      const p = deref(doc, raw);
      if (isObject(p) && typeof p.name === 'string' && typeof p.in === 'string') byKey.set(`${p.in}:${p.name}`, p);
    }
  const found: RequiredParam[] = [];
  const queryNames = [...byKey.values()]
    .filter((p) => p.in === 'query')
    .flatMap((p) => [p.name as string, ...(p.explode !== false && (p.style ?? 'form') === 'form' ? (objectProperties(doc, p.schema) ?? []) : [])]);
  for (const p of byKey.values()) {
    if (p.required !== true || (p.in !== 'query' && p.in !== 'header' && p.in !== 'cookie')) continue;
    const name = p.name as string;
    if (p.in === 'header' && /^(accept|content-type|authorization)$/i.test(name)) continue; // not parameters (OpenAPI 3)
    const style = typeof p.style === 'string' ? p.style : p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple';
    const explode = typeof p.explode === 'boolean' ? p.explode : style === 'form';
    const properties = p.in === 'query' && p.schema !== undefined ? objectProperties(doc, p.schema) : undefined;
    if (properties && style === 'form' && explode)
      found.push({ name, in: 'query', properties, ...(properties.length ? {} : { others: queryNames.filter((n) => n !== name) }) });
    else if (properties && style === 'deepObject') found.push({ name, in: 'query', deepObject: true });
    else found.push({ name, in: p.in });
  }
  return found;
}

/** The required parameters missing from a request as it was sent (`url` is path and query). */
export function missingOnWire(params: readonly RequiredParam[], sent: { url: string; headers: Record<string, string> }): string[] {
  const query = new URL(sent.url, 'http://localhost').searchParams;
  const names = new Set(query.keys());
  const cookies = new Set((sent.headers.cookie ?? '').split(';').map((c) => c.split('=')[0]!.trim()));
  const missing: string[] = [];
  for (const p of params) {
    let present: boolean;
    if (p.in === 'header') present = Object.keys(sent.headers).some((h) => h.toLowerCase() === p.name.toLowerCase());
    else if (p.in === 'cookie') present = cookies.has(p.name);
    else if (p.deepObject) present = [...names].some((n) => n.startsWith(`${p.name}[`));
    else if (p.others) present = [...names].some((n) => !p.others!.includes(n));
    else if (p.properties) present = names.has(p.name) || p.properties.some((k) => names.has(k));
    else present = names.has(p.name);
    if (!present) missing.push(`${p.in}: required parameter '${p.name}' was not sent`);
  }
  return missing;
}
