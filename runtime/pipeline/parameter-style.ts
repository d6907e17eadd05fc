// OpenAPI parameter serialisation (style and explode) for query, path, header and cookie values.
// Without a style (routes generated before styles existed, and routes outside the spec) arrays
// are joined with commas and objects sent as JSON, as Octokit does. The styles are reached only
// through `parameterStyles`, which a generated route names (its `wire.styles`) when it has a
// style: a bundle whose routes have none carries only the unstyled functions.
// Hand-written: it is one function per location and the rules fit on a page.

import type { ParameterStyle, ParameterStyler } from '../description.js';

const enc = encodeURIComponent;

/** [key, value] pairs of an object, or undefined for anything else. */
function entries(value: unknown): Array<[string, unknown]> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined;
}

/** A value as text: objects (and arrays) as JSON (also a form field's, runtime/pipeline/request-body.ts). */
export const text = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/** The legacy value text: arrays joined with commas (an object item as JSON), objects as JSON. */
function legacy(value: unknown): string {
  return Array.isArray(value) ? value.map(text).join(',') : text(value);
}

/** An unstyled query value's `name=value`: arrays joined with commas, objects as JSON. */
export function plainQuery(name: string, value: unknown): string {
  return `${enc(name)}=${enc(legacy(value))}`;
}

/** `name=value` pairs for the query string, encoded and joined with `&`. An object's own values that are
 * arrays or objects (which OpenAPI leaves undefined) are sent as with no style: commas, JSON. */
function styledQuery(name: string, value: unknown, style: ParameterStyle): string {
  // allowReserved: reserved characters of values go as they are.
  const e = style.reserved ? encodeURI : enc;
  const fields = entries(value);
  if (style.style === 'deepObject' && fields) return fields.map(([k, v]) => `${enc(name)}[${enc(k)}]=${e(legacy(v))}`).join('&');
  if (Array.isArray(value)) {
    // An item that is itself an array or object (which OpenAPI leaves undefined) goes as with no style.
    if (style.explode) return value.map((v) => `${enc(name)}=${e(legacy(v))}`).join('&');
    const sep = style.style === 'spaceDelimited' ? '%20' : style.style === 'pipeDelimited' ? '%7C' : ',';
    return `${enc(name)}=${value.map((v) => e(legacy(v))).join(sep)}`;
  }
  if (fields) {
    if (style.explode) return fields.map(([k, v]) => `${enc(k)}=${e(legacy(v))}`).join('&');
    return `${enc(name)}=${fields.map(([k, v]) => `${enc(k)},${e(legacy(v))}`).join(',')}`;
  }
  return `${enc(name)}=${e(String(value))}`;
}

/** The simple style (path and header): `a,b`; objects `k,v,k2,v2` or, exploded, `k=v,k2=v2`; an item or a value that is itself an array or object (which OpenAPI leaves undefined) as JSON. */
function simple(value: unknown, explode: boolean, e: (s: string) => string): string {
  if (Array.isArray(value)) return value.map((v) => e(text(v))).join(',');
  const fields = entries(value);
  if (fields) return fields.map(([k, v]) => (explode ? `${e(k)}=${e(text(v))}` : `${e(k)},${e(text(v))}`)).join(',');
  return e(String(value));
}

/** Encodes a path variable's text: a `{+var}` keeps the reserved characters but `?` and `#`. */
const pathEncoder = (reserved: boolean) => (reserved ? (s: string) => encodeURI(s).replace(/[?#]/g, enc) : enc);

/** An unstyled path variable's text. */
export function plainPath(value: unknown, reserved: boolean): string {
  return pathEncoder(reserved)(String(value));
}

/** A path variable's text by its style: simple, label or matrix. */
function styledPath(name: string, value: unknown, reserved: boolean, style: ParameterStyle): string {
  const e = pathEncoder(reserved);
  if (style.style === 'label') {
    return `.${Array.isArray(value) && style.explode ? value.map((v) => e(text(v))).join('.') : simple(value, style.explode, e)}`;
  }
  if (style.style === 'matrix') {
    const fields = entries(value);
    if (style.explode && Array.isArray(value)) return value.map((v) => `;${name}=${e(text(v))}`).join('');
    if (style.explode && fields) return fields.map(([k, v]) => `;${e(k)}=${e(text(v))}`).join('');
    return `;${name}=${simple(value, false, e)}`;
  }
  return simple(value, style.explode, e);
}

/** Every location's styles, for `wire.styles` of a service description. */
export const parameterStyles: ParameterStyler = {
  query: styledQuery,
  path: styledPath,
  // A header has one style, simple.
  header: (value, style) => simple(value, style.explode, String),
};

/** `name=value` for the cookie header (form style: arrays joined with commas). */
export function cookiePair(name: string, value: unknown): string {
  return `${name}=${Array.isArray(value) ? value.map((v) => enc(String(v))).join(',') : enc(String(value))}`;
}
