// Route strings and path templates: "VERB /path/{var}" (or ":var", or a path alone meaning GET)
// parsed once and compiled into literal and variable parts, cached by template. Only templates
// with variables are cached, and at most MAX_COMPILED of them: a URL without one (a page's `next`
// link, a plain path) is one literal part, and one cached per distinct link would grow forever.

import type { HttpMethod } from './description.js';
import { ValidationError } from './errors.js';

const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Splits a route into its verb and `{var}` path; a path alone means GET. */
export function parseRoute(route: string): { method: HttpMethod; url: string } {
  const space = route.indexOf(' ');
  let method = 'GET';
  let url = route.trim();
  if (space > 0) {
    method = route.slice(0, space).toUpperCase();
    url = route.slice(space + 1).trim();
    if (!METHODS.has(method)) {
      throw new ValidationError(route, [
        { parameter: 'route', expected: `starts with an unknown HTTP verb "${method}" (use ${[...METHODS].join(', ')})`, received: route },
      ]);
    }
  }
  return { method: method as HttpMethod, url: colonToBraces(url) };
}

/** `/repos/:owner/:repo` → `/repos/{owner}/{repo}`. */
export function colonToBraces(url: string): string {
  return url.includes(':') ? url.replace(/(^|\/):([A-Za-z_][\w-]*)/g, '$1{$2}') : url;
}

export interface TemplatePart {
  literal: string;
  /** Variable that follows the literal, if any. */
  name?: string;
  /** `{+var}`: keep reserved characters such as `/`. */
  reserved?: boolean;
}

const compiled = new Map<string, TemplatePart[]>();
/**
 * The query a URL template writes itself, between its path and any fragment (`/?Action=X#y` →
 * `Action=X`; a `?` inside the fragment is the fragment's); '' when it has none.
 */
export function ownQuery(template: string): string {
  const path = template.split(/[?#]/, 1)[0]!;
  return template[path.length] === '?' ? template.slice(path.length + 1).split('#', 1)[0]! : '';
}

/** The names of the query a URL template fixes itself (`/?Action=X` → Action): a parameter of such a name is not sent again. */
export function ownQueryNames(template: string): Set<string> {
  const own = ownQuery(template);
  return new Set(own ? new URLSearchParams(own).keys() : []);
}

/** Enough for every route of a very large service plus the templates a program sends itself. */
const MAX_COMPILED = 4096;

export function compileTemplate(template: string): TemplatePart[] {
  if (!template.includes('{')) return [{ literal: template }];
  let parts = compiled.get(template);
  if (parts) return parts;
  parts = [];
  const re = /\{(\+?)([^{}/]+)\}/g;
  let last = 0;
  for (let m = re.exec(template); m; m = re.exec(template)) {
    parts.push({ literal: template.slice(last, m.index), name: m[2], reserved: m[1] === '+' });
    last = m.index + m[0].length;
  }
  parts.push({ literal: template.slice(last) });
  if (compiled.size < MAX_COMPILED) compiled.set(template, parts);
  return parts;
}

export function encodePathValue(value: unknown, reserved: boolean): string {
  const text = String(value);
  return reserved ? encodeURI(text).replace(/[?#]/g, encodeURIComponent) : encodeURIComponent(text);
}

/** A route's `prepare` that gives omitted path parameters their defaults. */
export function pathDefaults(defaults: Readonly<Record<string, string | number | boolean>>): (params: Record<string, unknown>) => void {
  return (params) => {
    for (const name of Object.keys(defaults)) if (params[name] === undefined) params[name] = defaults[name];
  };
}
