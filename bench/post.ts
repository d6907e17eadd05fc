// POST with a JSON body, per call: specforge's HostingClient `gists.create` (parameters validated
// by the generated ajv validator before sending) against bare node:http, plain fetch, Octokit 16
// `gists.create` and Octokit 22 `rest.gists.create`. Before timing, each contender is checked to
// send exactly one request with the same JSON body and to return the server's gist.

import { isDeepStrictEqual } from 'node:util';
import { bareHttp } from './bare-http.js';
import type { Libraries } from './contenders.js';
import { gistBody } from './server.js';
import type { ServerProcess } from './server-process.js';

export const GIST_PARAMS = { description: 'bench gist', public: false, files: { 'a.txt': { content: 'x' } } };

export interface PostContender {
  readonly id: string;
  readonly label: string;
  readonly call: () => Promise<unknown>;
}

export function makePostContenders(libs: Libraries, baseUrl: string): PostContender[] {
  const hosting = new libs.HostingClient({ baseUrl });
  const o16 = new libs.Octokit16({ baseUrl });
  const o22 = new libs.Octokit22({ baseUrl });
  const bare = bareHttp(baseUrl);
  const accept = 'application/vnd.github.v3+json';
  return [
    { id: 'specforge', label: 'specforge HostingClient (validated)', call: async () => (await hosting.gists.create(GIST_PARAMS)).data },
    { id: 'nodehttp', label: 'node:http keep-alive', call: () => bare.json('POST', '/gists', { accept }, JSON.stringify(GIST_PARAMS)) },
    {
      id: 'fetch',
      label: 'plain fetch',
      call: async () => {
        const res = await fetch(`${baseUrl}/gists`, {
          method: 'POST',
          headers: { accept, 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(GIST_PARAMS),
        });
        return res.json();
      },
    },
    { id: 'octokit16', label: 'Octokit 16', call: async () => (await o16.gists.create(GIST_PARAMS)).data },
    { id: 'octokit22', label: 'Octokit 22', call: async () => (await o22.rest.gists.create(GIST_PARAMS)).data },
  ];
}

/** Checks each contender once; returns the Content-Type each sent. Throws on any difference. */
export async function checkPostContenders(contenders: readonly PostContender[], server: ServerProcess): Promise<Map<string, string>> {
  const expected = gistBody(0);
  const types = new Map<string, string>();
  for (const c of contenders) {
    const before = (await server.stats()).count;
    const data = await c.call();
    const { count, last } = await server.stats();
    if (count - before !== 1) throw new Error(`POST: ${c.label} sent ${count - before} requests for one call`);
    if (!last || last.method !== 'POST' || last.url !== '/gists') throw new Error(`POST: ${c.label} sent ${last?.method} ${last?.url}`);
    if (!isDeepStrictEqual(JSON.parse(last.body), GIST_PARAMS)) throw new Error(`POST: ${c.label} sent body ${last.body}`);
    if (!isDeepStrictEqual(data, expected)) throw new Error(`POST: ${c.label} returned ${JSON.stringify(data)}`);
    types.set(c.id, String(last.headers['content-type'] ?? ''));
  }
  return types;
}
