// Server URLs of the document, a path item or an operation (OpenAPI `servers`): the first server
// with its variables filled in from their defaults, without a trailing slash. A path's or an
// operation's server that is relative is resolved against the service's base URL when that one is
// absolute (`/v2` under `https://api.example.com/v1` is `https://api.example.com/v2`).

import { isObject, type JsonObject } from '../openapi/json.js';

/** The first server's URL with its variables filled in; empty when there is none. */
export function serverUrl(servers: unknown): string {
  const server = Array.isArray(servers) ? servers.find(isObject) : undefined;
  if (!server || typeof server.url !== 'string') return '';
  const vars: JsonObject = isObject(server.variables) ? server.variables : {};
  return server.url
    .replace(/\{([^}]+)\}/g, (m: string, name: string) => (isObject(vars[name]) && vars[name].default !== undefined ? String(vars[name].default) : m))
    .replace(/\/+$/, '');
}

/** An operation's own server as the client uses it, or undefined when it is the service's base URL. */
export function ownServer(server: string, base: string): string | undefined {
  if (!server) return undefined;
  let url = server;
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(server) && /^https?:\/\//i.test(base)) {
    try {
      url = new URL(server, `${base}/`).href.replace(/\/+$/, '');
    } catch {
      return undefined;
    }
  }
  return url === base ? undefined : url;
}
