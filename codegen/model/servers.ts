// Server URLs of the document, a path item or an operation (OpenAPI `servers`): the first server
// with its variables filled in from their defaults, without a trailing slash. A path's or an
// operation's server that is relative is resolved against the service's base URL when that one is
// absolute (`/v2` under `https://api.example.com/v1` is `https://api.example.com/v2`).

import { isObject, type JsonObject } from '../openapi/json.js';

/**
 * `url` with its origin written as request URLs write it (WHATWG URL): the host in lower case, a
 * default port left out (`https://API.example.com:443/v1` → `https://api.example.com/v1`), so the
 * mocks' handlers match what the client sends; a protocol-relative URL over https. The rest is kept
 * as the document wrote it.
 */
export function normaliseOrigin(url: string): string {
  // Protocol-relative (`//api.example.com/v1`): over https, as a browser on an https page would.
  if (url.startsWith('//')) return normaliseOrigin(`https:${url}`);
  const m = /^([a-z][a-z\d+.-]*:\/\/)([^/?#@]*)(.*)$/is.exec(url);
  if (!m || /[{}]/.test(m[2]!)) return url;
  try {
    const u = new URL(`${m[1]}${m[2]}`);
    return `${u.protocol}//${u.host}${m[3]}`;
  } catch {
    return url;
  }
}

/** A host written without its scheme (`api.example.com/v1`): a name with a dot, a port perhaps, then a path or nothing. */
const BARE_HOST = /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+(?::\d+)?(?:[/?#]|$)/i;

/**
 * The first server's URL with its variables filled in; empty when there is none. An absolute URL,
 * or a relative one that is a path (`/v1`, `./v1`, `v1/`...), is taken as written; a host without its
 * scheme gets `https://`; anything else (`,`) is no URL and is left out. Both with a warning
 * (`warn`, given the index of the server in the list).
 */
export function serverUrl(servers: unknown, warn?: (message: string, index: number) => void): string {
  const index = Array.isArray(servers) ? servers.findIndex(isObject) : -1;
  const server = index >= 0 ? (servers as JsonObject[])[index] : undefined;
  if (!server || typeof server.url !== 'string') return '';
  const vars: JsonObject = isObject(server.variables) ? server.variables : {};
  let url = server.url
    .trim()
    .replace(/\{([^}]+)\}/g, (m: string, name: string, at: number, whole: string) => {
      if (!isObject(vars[name]) || vars[name].default === undefined) return m;
      // A value that starts with the slash the URL already has before it (`https://host/{basePath}`
      // with `/api/v1`: redhat.com) is joined with one slash, as the service's path has it.
      const value = String(vars[name].default);
      return whole[at - 1] === '/' && value.startsWith('/') ? value.slice(1) : value;
    })
    .replace(/\/+$/, '');
  if (url !== '' && !/^([a-z][a-z\d+.-]*:|\/|\.|\{)/i.test(url)) {
    if (BARE_HOST.test(url)) {
      warn?.(`the server URL ${JSON.stringify(server.url)} has no scheme; read as https://${url}`, index);
      url = `https://${url}`;
    } else if (!/^[\w~%!$&'()*+,;=:@-][\w.~%!$&'()*+,;=:@/-]*$/.test(url) || !/[a-z\d]/i.test(url)) {
      warn?.(`the server URL ${JSON.stringify(server.url)} is not a URL; it is left out`, index);
      return '';
    }
  }
  return normaliseOrigin(url);
}

/** An operation's own server as the client uses it, or undefined when it is the service's base URL. */
export function ownServer(server: string, base: string): string | undefined {
  if (!server) return undefined;
  let url = normaliseOrigin(server);
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(server) && /^https?:\/\//i.test(base)) {
    try {
      url = new URL(server, `${base}/`).href.replace(/\/+$/, '');
    } catch {
      return undefined;
    }
  }
  return url === base ? undefined : url;
}
