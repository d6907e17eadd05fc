// A `fetch` that never touches the network: each request it is given is recorded as the platform's
// fetch would send it (the standard's own Request: a string body gets `text/plain;charset=UTF-8`
// unless a content type was set, as Node's fetch does) and answered with the next recorded
// response. A redirect answer is followed here, by the fetch standard, when the request's mode is
// `follow` (the default): 301/302 after a POST and 303 become a GET without the body, and a hop
// to another origin drops `authorization`, `cookie` and `proxy-authorization`. With `manual` the
// redirect answer is returned; with `error` it fails. A request beyond the recorded answers fails
// as a network error would (TypeError).

import { NO_BODY } from './recording.js';

export interface Answer {
  status: number;
  headers: Readonly<Record<string, string>>;
  raw: Uint8Array;
}

export interface SentRequest {
  method: string;
  /** The full URL, host included. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The body's bytes; undefined when there is none or it is empty. */
  body: Uint8Array | undefined;
  redirect: RequestRedirect;
  /** Sent by fetch itself, following a redirect (the client saw only the final answer). */
  followed: boolean;
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function answer(recorded: Answer, url: string): Response {
  const response = new Response(NO_BODY.has(recorded.status) || recorded.raw.byteLength === 0 ? null : (recorded.raw as Uint8Array<ArrayBuffer>), {
    status: recorded.status,
    headers: recorded.headers as Record<string, string>,
  });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

export function replayFetch(answers: readonly Answer[]): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  let next = 0;
  const replay = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let request = new Request(input, init);
    let body: Uint8Array | undefined = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    if (body?.byteLength === 0) body = undefined;
    for (let hops = 0; ; hops++) {
      sent.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body,
        redirect: request.redirect,
        followed: hops > 0,
      });
      const recorded = answers[next++];
      if (!recorded) throw new TypeError('fetch failed', { cause: new Error(`replay: no recorded answer left for ${request.method} ${request.url}`) });
      const location = recorded.headers.location;
      if (!REDIRECT.has(recorded.status) || location === undefined || request.redirect === 'manual') return answer(recorded, request.url);
      if (request.redirect === 'error') throw new TypeError('fetch failed', { cause: new Error(`redirect mode is "error" (${recorded.status})`) });
      if (hops >= 20) throw new TypeError('fetch failed', { cause: new Error('redirect count exceeded') });
      const target = new URL(location, request.url);
      let method = request.method;
      const headers = new Headers(request.headers);
      if ((recorded.status === 303 && method !== 'GET' && method !== 'HEAD') || ((recorded.status === 301 || recorded.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        for (const name of BODY_HEADERS) headers.delete(name);
      }
      if (target.origin !== new URL(request.url).origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
      request = new Request(target, { method, headers, body: (body as Uint8Array<ArrayBuffer> | undefined) ?? null, redirect: request.redirect });
    }
  };
  return { fetch: replay as typeof fetch, sent };
}
