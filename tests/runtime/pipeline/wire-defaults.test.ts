// What a request carries when the caller says nothing, as real clients send it: the operation's
// Accept (its responses' media types) unless the service, client or call sets one; Content-Type
// only with a body; the path's or operation's own server unless the client or call names a base
// URL; '' as a path value; `allowReserved` query values; a template's own query or fragment kept in
// its place. And how answers are read: any `charset` or `text/*` as text, vendor `+json` as JSON.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { defineClient, type Method, type ServiceDescription } from 'specforge/runtime';
import { startServer, type SeenRequest } from '../../helpers/server.js';
import { withEveryWireFormat } from '../../helpers/wire.js';
import { TRANSPORTS } from '../../helpers/transports.js';

let main: Awaited<ReturnType<typeof startServer>>;
let uploads: Awaited<ReturnType<typeof startServer>>;
const answers = new Map<string, { type: string; body: Buffer }>();
const answer = (req: SeenRequest, res: import('node:http').ServerResponse) => {
  const path = req.url.split('?')[0]!;
  const canned = answers.get(path);
  if (canned) return res.writeHead(200, { 'content-type': canned.type }).end(canned.body);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, headers: req.headers, body: req.body }));
};
beforeAll(async () => {
  main = await startServer(answer);
  uploads = await startServer(answer);
});
afterAll(async () => {
  await main.close();
  await uploads.close();
});

interface Echo {
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}
type Methods = {
  repos: {
    getContent: Method<{ owner: string; path: string }, Echo>;
    uploadAsset: Method<{ id: number; name?: string; data?: string }, Echo>;
    search: Method<{ q?: string; next?: string }, Echo>;
    action: Method<{ Tags?: unknown[]; Version?: string }, Echo>;
    remove: Method<{ id: number }, Echo>;
    raw: Method<Record<string, never>, string>;
  };
};
const service = (): ServiceDescription => ({
  name: 'wire',
  baseUrl: main.url,
  headers: {},
  auth: [],
  routes: withEveryWireFormat({
    'repos.getContent': { method: 'GET', url: '/repos/{owner}/contents/{path}', accept: 'application/json, application/vnd.wire.raw' },
    'repos.uploadAsset': {
      method: 'POST',
      url: '/assets/{id}',
      server: uploads.url,
      query: ['name'],
      bodyType: 'text',
      bodyMediaType: 'application/octet-stream',
    },
    'repos.search': { method: 'GET', url: '/search', query: ['q', 'next'], styles: { next: { in: 'query', style: 'form', explode: true, reserved: true } } },
    'repos.action': {
      method: 'POST',
      url: '/#Action=Tag',
      query: ['Tags', 'Version'],
      styles: { Tags: { in: 'query', style: 'form', explode: true } },
    },
    'repos.remove': { method: 'DELETE', url: '/things/{id}' },
    'repos.raw': { method: 'GET', url: '/raw' },
  }),
});

describe.each(TRANSPORTS)('%s', (_name, request) => {
  const Wire = () => defineClient<Methods>(service());

  test("Accept is the operation's response media types unless the client or the call sets one", async () => {
    const client = new (Wire())({ request });
    expect((await client.repos.getContent({ owner: 'o', path: 'README.md' })).data.headers.accept).toBe('application/json, application/vnd.wire.raw');
    const chosen = new (Wire())({ request, headers: { accept: 'application/vnd.wire.v3+json' } });
    expect((await chosen.repos.getContent({ owner: 'o', path: 'a' })).data.headers.accept).toBe('application/vnd.wire.v3+json');
    expect((await client.repos.getContent({ owner: 'o', path: 'a', headers: { accept: 'text/plain' } })).data.headers.accept).toBe('text/plain');
    // A service-wide Accept (its x-service headers) is every operation's.
    const Service = defineClient<Methods>({ ...service(), headers: { accept: 'application/vnd.wire.v3+json' } });
    expect((await new Service({ request }).repos.getContent({ owner: 'o', path: 'a' })).data.headers.accept).toBe('application/vnd.wire.v3+json');
  });

  test('Content-Type goes only with a body', async () => {
    const client = new (Wire())({ request, headers: { 'content-type': 'application/json' } });
    const removed = (await client.repos.remove({ id: 1 })).data;
    expect(removed.headers['content-type']).toBeUndefined();
    const sent = (await client.repos.uploadAsset({ id: 1, data: 'bytes', baseUrl: main.url })).data;
    expect(sent.headers['content-type']).toBe('application/json');
  });

  test("an operation's own server is used unless the client or the call names a base URL", async () => {
    const before = uploads.seen.length;
    const client = new (Wire())({ request });
    expect((await client.repos.uploadAsset({ id: 7, name: 'a.zip', data: 'zip' })).data.url).toBe('/assets/7?name=a.zip');
    expect(uploads.seen.length).toBe(before + 1);
    expect(uploads.seen.at(-1)!.headers['content-type']).toBe('application/octet-stream');
    // The client's baseUrl replaces every server (a test server, an enterprise host).
    const mainBefore = main.seen.length;
    await new (Wire())({ request, baseUrl: main.url }).repos.uploadAsset({ id: 7, data: 'zip' });
    expect(main.seen.length).toBe(mainBefore + 1);
    await client.repos.uploadAsset({ id: 7, data: 'zip', baseUrl: main.url });
    expect(main.seen.length).toBe(mainBefore + 2);
    expect(uploads.seen.length).toBe(before + 1);
  });

  test("'' is a path value (a repository's root); undefined is still missing", async () => {
    const client = new (Wire())({ request });
    expect((await client.repos.getContent({ owner: 'o', path: '' })).data.url).toBe('/repos/o/contents/');
    await expect(client.repos.getContent({ owner: 'o' } as never)).rejects.toThrow('"path" is required (path parameter)');
  });

  test('allowReserved query values keep their reserved characters', async () => {
    const client = new (Wire())({ request });
    expect((await client.repos.search({ q: 'a/b:c', next: 'a/b:c?d=e' })).data.url).toBe('/search?q=a%2Fb%3Ac&next=a/b:c?d=e');
  });

  test('the parameters join the query before a fragment of the template; an array of objects is not [object Object]', async () => {
    const client = new (Wire())({ request });
    const echo = (await client.repos.action({ Tags: [{ Key: 'k', Value: 'v' }], Version: '2012-11-05' })).data;
    expect(echo.url).toBe(`/?Tags=${encodeURIComponent('{"Key":"k","Value":"v"}')}&Version=2012-11-05`);
    expect(client.repos.action.endpoint({ Version: '1' }).url).toBe(`${main.url}/?Version=1#Action=Tag`);
  });

  test('any charset or text/* is read as text, in its charset; vendor +json as JSON', async () => {
    const client = new (Wire())({ request });
    answers.set('/raw', { type: 'application/vnd.github.v3.raw; charset=utf-8', body: Buffer.from('# Héllo') });
    expect((await client.repos.raw()).data).toBe('# Héllo');
    answers.set('/raw', { type: 'text/plain; charset=iso-8859-1', body: Buffer.from([0x63, 0x61, 0x66, 0xe9]) });
    expect((await client.repos.raw()).data).toBe('café');
    answers.set('/raw', { type: 'application/vnd.github.v3+json', body: Buffer.from('{"a":1}') });
    expect((await client.repos.raw()).data).toEqual({ a: 1 });
    answers.set('/raw', { type: 'application/octet-stream', body: Buffer.from([1, 2]) });
    expect((await client.repos.raw()).data).toBeInstanceOf(ArrayBuffer);
    answers.delete('/raw');
  });
});
