// Where a value holds dates and 64-bit integers, and the two conversions along it: `decodeValues`
// turns a response's RFC 3339 strings into Date and its 64-bit integers into bigint or decimal
// strings; `encodeValues` turns a call's Date and bigint (or decimal string) values back into what
// the wire carries. Generated from the schemas when the generator is asked to (`--dates`,
// `--int64 bigint|string`), carried by the routes that have such values: a service generated
// without them ships none of this.

/**
 * A value's plan: a leaf (what it is converted to and from), an object's properties (`p`), an
 * array's items (`i`), an open object's other values (`a`), the alternatives of a union (`u`,
 * each applied where it fits), or a component's plan given lazily (recursive schemas).
 */
export type ValuePlan =
  | 'date'
  | 'date-time'
  | 'bigint'
  | 'int64-string'
  | {
      readonly p?: Readonly<Record<string, ValuePlan>>;
      readonly i?: ValuePlan;
      readonly a?: ValuePlan;
      readonly u?: readonly ValuePlan[];
    }
  | (() => ValuePlan);

/** Plans are followed at most this deep: a value nested deeper (or a cycle in what a caller passes) is left as it is. */
const MAX_DEPTH = 64;
const INTEGER = /^-?\d+$/;

type ResolvedPlan = Exclude<ValuePlan, () => ValuePlan>;

/** A plan given lazily, called until it is one. */
function resolvePlan(plan: ValuePlan): ResolvedPlan {
  let p = plan;
  for (let hops = 0; typeof p === 'function' && hops < 16; hops++) p = p();
  return typeof p === 'function' ? {} : p;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function decodeLeaf(leaf: string, value: unknown): unknown {
  if (leaf === 'date' || leaf === 'date-time') {
    if (typeof value !== 'string') return value;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  const integer = typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && INTEGER.test(value));
  if (!integer) return value;
  return leaf === 'bigint' ? BigInt(value as bigint | number | string) : String(value);
}

/**
 * `value` decoded along `plan` (objects and arrays are a response's own data: changed in place
 * and returned). `whole`: every part of the value is visited, and an integer beyond 2^53 the
 * lossless reading kept (a bigint) where the plan converts none becomes the number JSON.parse
 * would have given, so only the values the plan names change type.
 */
export function decodeValues(plan: ValuePlan | undefined, value: unknown, whole = false, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || value === undefined) return value;
  if (plan === undefined) {
    if (!whole) return value;
    if (typeof value === 'bigint') return Number(value);
  }
  const p = plan === undefined ? {} : resolvePlan(plan);
  if (typeof p === 'string') return decodeLeaf(p, value);
  if (typeof value === 'bigint') return Number(value);
  for (const alt of p.u ?? []) value = decodeValues(alt, value, whole, depth + 1);
  if (Array.isArray(value)) {
    if (p.i || whole) for (let k = 0; k < value.length; k++) value[k] = decodeValues(p.i, value[k], whole, depth + 1);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const sub = p.p && Object.hasOwn(p.p, key) ? p.p[key] : p.a;
      if (sub || whole) value[key] = decodeValues(sub, value[key], whole, depth + 1);
    }
  }
  return value;
}

/** Refuses an integer that cannot be sent exactly where it goes (the parameter's path and the value). */
export type EncodeProblem = (path: string, value: bigint | string) => never;

function encodeLeaf(leaf: string, value: unknown, text: boolean, path: string, refuse: EncodeProblem): unknown {
  if (leaf === 'date' || leaf === 'date-time') {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) return value;
    const iso = value.toISOString();
    return leaf === 'date' ? iso.slice(0, 10) : iso;
  }
  if (!(typeof value === 'bigint' || (typeof value === 'string' && INTEGER.test(value)))) return value;
  // A number where it is exact (the validators check its bounds); beyond 2^53 the digits, as text
  // (the request validators take them there), never in a JSON body, which JSON.stringify writes.
  const n = Number(value);
  if (Number.isSafeInteger(n)) return n;
  return text ? String(value) : refuse(path, value);
}

/**
 * `value` encoded along `plan` for the wire, as a copy where anything changes (a caller's objects
 * are never changed). `text`: it goes as text (a path, query or header value, a form field), where
 * any integer is written exactly; in a JSON body an integer beyond 2^53 is refused (`refuse`), never
 * sent rounded.
 */
export function encodeValues(plan: ValuePlan, value: unknown, text: boolean, path: string, refuse: EncodeProblem, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || value === undefined) return value;
  const p = resolvePlan(plan);
  if (typeof p === 'string') return encodeLeaf(p, value, text, path, refuse);
  for (const alt of p.u ?? []) value = encodeValues(alt, value, text, path, refuse, depth + 1);
  if (Array.isArray(value)) {
    if (!p.i) return value;
    const items = value.map((item, k) => encodeValues(p.i!, item, text, `${path}[${k}]`, refuse, depth + 1));
    return items.some((item, k) => item !== value[k]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const sub = p.p && Object.hasOwn(p.p, key) ? p.p[key] : p.a;
    if (!sub) continue;
    const encoded = encodeValues(sub, value[key], text, path ? `${path}.${key}` : key, refuse, depth + 1);
    if (encoded !== value[key]) {
      out ??= { ...value };
      Object.defineProperty(out, key, { value: encoded, enumerable: true, writable: true, configurable: true });
    }
  }
  return out ?? value;
}
