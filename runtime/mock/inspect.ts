// Checks one request against one operation's spec: the query pairs its path template fixes, path,
// query (by style), header, cookie and body values read back into typed values (read-request.ts)
// and passed to the operation's params validator, and the preview headers. Returns the call as
// recorded, with every way it breaks the spec.

import { ownQuery } from '../route.js';
import { issuesFromErrors } from '../validation.js';
import { coerce, formValue, headerParamValue, queryValue, readBody, typedValue } from './read-request.js';
import type { MockOperation, MockParam, MockServiceDescription, RecordedCall } from './types.js';

/** A header name (RFC 9110 token): a fragment's key that is not one names no header (`/send/#env/v1/...`). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A template's query value that is a variable (`?page={page}`): the name of the parameter it stands for. */
const VARIABLE = /^\{\+?([^{}]+)\}$/;

export interface WireTemplate {
  /** The path before the template's own query or fragment. */
  path: string;
  /** The query pairs the template fixes (`/?Action=X`). */
  query: Array<[string, string]>;
  /** The template's query keys whose value is a variable (`/rides?page={page}`): key → parameter. */
  variables: Array<[string, string]>;
  /** The pairs of its fragment, never sent (`/#Action=X`, `/#X-Amz-Target=Y`): what tells the operation apart in the request's query or headers. */
  fragment: Array<[string, string]>;
}

/**
 * A path template as it goes on the wire: the path before its own query or fragment (`/?Action=X`,
 * `/#X-Amz-Target=Y`: published documents key operations so), the query pairs it fixes, and
 * those whose value is one of its variables.
 */
export function wireTemplate(template: string): WireTemplate {
  const path = template.split(/[?#]/, 1)[0]!;
  const own = ownQuery(template);
  const hash = template.indexOf('#');
  const fragment = hash < 0 ? [] : [...new URLSearchParams(template.slice(hash + 1))];
  const query: Array<[string, string]> = [];
  const variables: Array<[string, string]> = [];
  for (const [name, value] of own ? new URLSearchParams(own) : []) {
    const variable = VARIABLE.exec(value);
    if (variable) variables.push([name, variable[1]!]);
    else if (!name.includes('{')) query.push([name, value]);
  }
  return { path, query, variables, fragment };
}

/** How many of the pairs of `op`'s fragment the request carries, as a query parameter or a header: how surely it is meant for `op`. */
export function keyedFor(op: MockOperation, url: URL, headers: Headers): number {
  let n = 0;
  for (const [name, value] of wireTemplate(op.path).fragment)
    if (url.searchParams.get(name) === value || (TOKEN.test(name) && headers.get(name) === value)) n++;
  return n;
}

/** The body's fields as the parameters they are (form fields by their types), or `data` whole. */
function bodyInput(
  op: MockOperation,
  params: ReadonlyMap<string, MockParam>,
  fields: Record<string, unknown>,
  violations: string[],
  input: Record<string, unknown>,
) {
  const form = op.bodyType === 'form' || op.bodyType === 'multipart';
  for (const [name, value] of Object.entries(fields)) {
    const p = params.get(`body:${name}`);
    if (!p) violations.push(`unexpected body property "${name}"`);
    input[name] = form ? formValue(value, p) : value;
  }
}

/** Checks one request against its operation; returns what was seen and every violation. */
export async function inspect(desc: MockServiceDescription, op: MockOperation, request: Request, pathValues: Record<string, string>): Promise<RecordedCall> {
  const url = new URL(request.url);
  const violations: string[] = [];
  const template = wireTemplate(op.path);
  const fixed = template.query;
  for (const [name, value] of fixed) {
    if (url.searchParams.get(name) !== value)
      violations.push(`query parameter "${name}" must be "${value}" (the operation's path says so), got ${JSON.stringify(url.searchParams.get(name))}`);
  }
  const input: Record<string, unknown> = {};
  const params = new Map(op.params.map((p) => [`${p.in}:${p.name}`, p]));
  // A query pair the template fixes may also be a declared parameter (`?view=fileinfo` and `view`): it is its value.
  for (const [name] of fixed) {
    const p = params.get(`query:${name}`);
    const value = url.searchParams.get(name);
    if (p && value !== null) input[p.name] = queryValue(p, [value]);
  }
  const inTemplate = new Map(template.variables.map(([key, name]) => [name, key]));
  for (const p of op.params) {
    if (p.in !== 'path') continue;
    const key = inTemplate.get(p.name);
    const text = (key !== undefined ? url.searchParams.get(key) : pathValues[p.name]) ?? '';
    // An object in the path is written in the simple style (`k,v,k2,v2`), as in a header.
    input[p.name] = p.type === 'object' && !text.startsWith('%7B') ? headerParamValue(p, decodeURIComponent(text)) : typedValue(text, p);
  }
  const query: Record<string, string> = {};
  const occurrences = new Map<string, string[]>();
  const exploded = op.params.filter((p) => p.in === 'query' && p.properties !== undefined && p.style?.style !== 'deepObject');
  for (const [name, value] of url.searchParams) {
    if (fixed.some(([n]) => n === name)) continue;
    if (template.variables.some(([key]) => key === name)) {
      query[name] = value;
      continue;
    }
    const deep = /^([^[\]]+)\[([^\]]*)\]$/.exec(name);
    const p = params.get(`query:${name}`) ?? (deep ? params.get(`query:${deep[1]}`) : undefined);
    if (deep && p?.style?.style === 'deepObject') {
      ((input[p.name] ??= {}) as Record<string, unknown>)[deep[2]!] = typedValue(value, p.properties?.[deep[2]!] ?? {});
      query[name] = value;
      continue;
    }
    if (name in query && !p?.style?.explode) violations.push(`query parameter "${name}" sent more than once`);
    query[name] = value;
    if (!p && desc.authQuery?.includes(name)) continue;
    const owner = p ? undefined : (exploded.find((e) => Object.hasOwn(e.properties!, name)) ?? exploded[0]);
    if (owner) {
      ((input[owner.name] ??= {}) as Record<string, unknown>)[name] = typedValue(value, owner.properties![name] ?? {});
      continue;
    }
    if (!p) violations.push(`unexpected query parameter "${name}"`);
    else occurrences.set(name, [...(occurrences.get(name) ?? []), value]);
  }
  for (const [name, values] of occurrences) input[name] = queryValue(params.get(`query:${name}`)!, values);
  // An exploded object with no properties set is sent as nothing at all.
  for (const e of exploded) if (e.required && input[e.name] === undefined) input[e.name] = {};
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = new Map((headers.cookie ?? '').split(/;\s*/).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const));
  for (const p of op.params) {
    if (p.in === 'header') {
      const value = headers[p.header ?? p.name.toLowerCase()];
      if (value !== undefined) input[p.name] = headerParamValue(p, value);
    } else if (p.in === 'cookie') {
      const value = cookies.get(p.cookie ?? p.name);
      if (value !== undefined) input[p.name] = coerce(decodeURIComponent(value), p.type);
    }
  }
  const read = await readBody(request, op.bodyType);
  if (read.error) violations.push(read.error);
  else if (op.bodyRequired && read.body === undefined) violations.push(`${op.method} ${op.path} requires a body, got none`);
  const bodyParams = op.params.filter((p) => p.in === 'body');
  if (read.body !== undefined && !read.error) {
    if (bodyParams.length === 0) violations.push(`${op.method} ${op.path} takes no body, got one`);
    else if (op.rawBody) {
      // A form sent whole: its fields read back by the body's property types.
      const data = bodyParams[0]!;
      const whole = read.data ?? read.body;
      // Structured data in a body of bytes or text travels as JSON.
      const structured = data.type === 'object' || data.type === 'array';
      input.data =
        read.fields && data.properties
          ? Object.fromEntries(Object.entries(read.fields).map(([k, v]) => [k, formValue(v, data.properties![k])]))
          : read.fields && structured
            ? read.fields
            : typeof whole === 'string' && structured
              ? coerce(whole, 'object')
              : whole;
    } else if (read.fields) bodyInput(op, params, read.fields, violations, input);
    else violations.push("body must be an object of the operation's body properties");
  }
  if (op.validate && !op.validate(input)) {
    for (const issue of issuesFromErrors(op.validate.errors ?? [], input)) {
      violations.push(`"${issue.parameter}" ${issue.expected} (got ${JSON.stringify(issue.received) ?? 'nothing'})`);
    }
  }
  if (op.previews?.length && desc.previewAccept) {
    const accept = headers.accept ?? '';
    for (const preview of op.previews) {
      const type = desc.previewAccept.replace('{preview}', preview);
      if (!accept.includes(type)) violations.push(`accept header "${accept}" lacks the ${preview} preview (${type})`);
    }
  }
  return {
    operation: op.key,
    method: request.method,
    url: request.url,
    path: url.pathname,
    pathParams: pathValues,
    query,
    headers,
    body: read.body,
    violations,
  };
}
