// Removes credentials from what reaches errors and logs: the authorization header and secret
// query values (access_token, client_secret, plus any a route marks sensitive).

export const REDACTED = '[REDACTED]';
const SECRET_QUERY = ['access_token', 'client_secret'];
const SECRET_HEADERS = ['authorization', 'x-webhook-secret', 'cookie', 'proxy-authorization'];

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = SECRET_HEADERS.includes(name.toLowerCase()) ? REDACTED : value;
  }
  return out;
}

/** Replaces the values of secret query parameters, keeping the URL otherwise byte for byte. */
export function redactUrl(url: string, extra: readonly string[] = []): string {
  const names = extra.length > 0 ? [...SECRET_QUERY, ...extra] : SECRET_QUERY;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
    return eq >= 0 && names.includes(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/** A copy of a JSON body with secret top-level fields (access_token, client_secret, and `extra`) replaced. */
export function redactBody(body: unknown, extra: readonly string[] = []): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || ArrayBuffer.isView(body) || body instanceof ArrayBuffer) return body;
  const proto = Object.getPrototypeOf(body);
  if (proto !== Object.prototype && proto !== null) return body;
  const names = [...SECRET_QUERY, 'private_key', 'secret', ...extra];
  let out: Record<string, unknown> | undefined;
  for (const name of names) {
    if ((body as Record<string, unknown>)[name] !== undefined) (out ??= { ...(body as Record<string, unknown>) })[name] = REDACTED;
  }
  return out ?? body;
}

/** Replaces secret values that travel in the path (e.g. a token as a path parameter), in their encoded form. */
export function redactValues(url: string, values: readonly string[] | undefined): string {
  if (!values || values.length === 0) return url;
  let out = url;
  for (const value of values) {
    if (value.length < 4) continue; // too short to be a credential; replacing it would mangle the URL
    out = out.split(encodeURIComponent(value)).join(REDACTED);
  }
  return out;
}
