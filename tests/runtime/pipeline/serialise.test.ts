// Stage `serialise` with the route fields the generator adds: parameters by OpenAPI style and
// explode (query, path, header), cookie parameters, and bodies by bodyType (form, multipart with
// file parts, binary, text, JSON of any shape). Routes without those fields keep Octokit's forms.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SpecforgeError } from 'specforge';
import { defineClient, type ServiceDescription } from 'specforge/runtime';
import { startServer } from '../../helpers/server.js';
import { EVERY_WIRE_FORMAT, withEveryWireFormat } from '../../helpers/wire.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url, type: req.headers['content-type'] ?? null, cookie: req.headers.cookie ?? null, body: req.body }));
  });
});
afterAll(() => server.close());

const style = (where: 'query' | 'path' | 'header' | 'cookie', s: string, explode: boolean) => ({ in: where, style: s, explode });

type Echo = { data: { url: string; type: string | null; cookie: string | null; body: string } };
type AnyMethod = ((p?: object) => Promise<Echo>) & { endpoint: (p?: object) => { url: string; headers: Record<string, string> } };
type AnyMethods = Record<'list' | 'get' | 'form' | 'multipart' | 'binary' | 'text' | 'json' | 'legacy', AnyMethod>;

/** A client of `routes`, made when first used (the server's port is known by then). */
function client(routes: ServiceDescription['routes'], wired = true): AnyMethods {
  let made: AnyMethods | undefined;
  return new Proxy({} as AnyMethods, {
    get(_t, name: string) {
      made ??= new (defineClient<AnyMethods>({
        name: 'styles',
        baseUrl: server.url,
        headers: {},
        auth: [],
        routes: wired ? withEveryWireFormat(routes) : routes,
      }))() as unknown as AnyMethods;
      return made[name as keyof AnyMethods];
    },
  });
}

describe('query styles', () => {
  const c = client({
    list: {
      method: 'GET',
      url: '/list',
      query: ['form', 'csv', 'spaced', 'piped', 'deep', 'flat', 'plain'],
      styles: {
        form: style('query', 'form', true),
        csv: style('query', 'form', false),
        spaced: style('query', 'spaceDelimited', false),
        piped: style('query', 'pipeDelimited', false),
        deep: style('query', 'deepObject', true),
        flat: style('query', 'form', true),
      },
    },
  });
  test.each([
    [{ form: [1, 2] }, '?form=1&form=2'],
    [{ csv: ['a', 'b c'] }, '?csv=a,b%20c'],
    [{ spaced: ['a', 'b'] }, '?spaced=a%20b'],
    [{ piped: ['a', 'b'] }, '?piped=a%7Cb'],
    [{ deep: { color: 'red', size: 2 } }, '?deep[color]=red&deep[size]=2'],
    [{ flat: { color: 'red', size: 2 } }, '?color=red&size=2'],
    [{ form: [] }, ''],
    [{ plain: ['a', 'b'] }, '?plain=a%2Cb'],
  ])('%j → %s', (params, query) => {
    expect(c.list.endpoint(params).url).toBe(`${server.url}/list${query}`);
  });
});

describe('path and header styles', () => {
  const c = client({
    get: {
      method: 'GET',
      url: '/items/{ids}/{label}{matrix}',
      headers: { tags: 'x-tags', point: 'x-point' },
      styles: {
        ids: style('path', 'simple', false),
        label: style('path', 'label', true),
        matrix: style('path', 'matrix', false),
        tags: style('header', 'simple', false),
        point: style('header', 'simple', true),
      },
    },
  });
  test('simple, label and matrix paths; simple headers for arrays and objects', () => {
    const r = c.get.endpoint({ ids: [1, 2], label: ['a', 'b'], matrix: ['x', 'y'], tags: ['t1', 't2'], point: { x: 1, y: 2 } });
    expect(r.url).toBe(`${server.url}/items/1,2/.a.b;matrix=x,y`);
    expect(r.headers).toMatchObject({ 'x-tags': 't1,t2', 'x-point': 'x=1,y=2' });
  });
});

test('cookie parameters travel in one cookie header, after any the caller set', async () => {
  const c = client({ get: { method: 'GET', url: '/c', cookies: { session: 'sid', theme: 'theme' }, query: ['q'] } });
  const r = await c.get({ session: 'abc 1', theme: 'dark', q: 'x', headers: { cookie: 'pre=1' } });
  expect(r.data.cookie).toBe('pre=1; sid=abc%201; theme=dark');
  expect(r.data.url).toBe('/c?q=x');
});

test('a cookie security scheme sends the token as a cookie', async () => {
  const Client = defineClient<{ get: () => Promise<Echo> }>({
    name: 'c',
    baseUrl: server.url,
    headers: {},
    auth: [{ kind: 'cookie', name: 'api_key' }],
    routes: { get: { method: 'GET', url: '/c' } },
  });
  expect((await new Client({ auth: 'tok-123' }).get()).data.cookie).toBe('api_key=tok-123');
  expect((await new Client().get()).data.cookie).toBeNull();
});

describe('bodies by bodyType', () => {
  const c = client({
    form: { method: 'POST', url: '/form', body: ['name', 'tags', 'n'], bodyType: 'form' },
    multipart: { method: 'POST', url: '/upload', body: ['title', 'file', 'raw'], bodyType: 'multipart' },
    binary: { method: 'PUT', url: '/bin', bodyType: 'binary', bodyMediaType: 'image/png' },
    text: { method: 'POST', url: '/text', bodyType: 'text' },
    json: { method: 'POST', url: '/json', bodyType: 'json' },
    legacy: { method: 'POST', url: '/legacy' },
  });

  test('form: application/x-www-form-urlencoded, arrays as repeated fields', async () => {
    const r = await c.form({ name: 'a b', tags: ['x', 'y'], n: 3 });
    expect(r.data.type).toBe('application/x-www-form-urlencoded');
    expect(r.data.body).toBe('name=a+b&tags=x&tags=y&n=3');
  });

  test('multipart: fields and file parts (Blob, Uint8Array), with the boundary in the content type', async () => {
    const r = await c.multipart({ title: 'T', file: new Blob(['hello'], { type: 'text/plain' }), raw: new Uint8Array([1, 2, 3]) });
    expect(r.data.type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(r.data.body, { headers: { 'content-type': r.data.type! } }).formData();
    expect(form.get('title')).toBe('T');
    expect(await (form.get('file') as Blob).text()).toBe('hello');
    expect((form.get('raw') as File).name).toBe('raw');
    expect((form.get('raw') as Blob).size).toBe(3);
  });

  test('binary: data as it is, with bodyMediaType; text: text/plain', async () => {
    const bin = await c.binary({ data: new Uint8Array([104, 105]) });
    expect(bin.data).toMatchObject({ type: 'image/png', body: 'hi' });
    const text = await c.text({ data: '# title' });
    expect(text.data).toMatchObject({ type: 'text/plain; charset=utf-8', body: '# title' });
  });

  test('json: a string or array body is JSON with its content type; a route without bodyType sends a string as it is', async () => {
    expect((await c.json({ data: 'just text' })).data).toMatchObject({ type: 'application/json; charset=utf-8', body: '"just text"' });
    expect((await c.json({ data: [1, 2] })).data).toMatchObject({ type: 'application/json; charset=utf-8', body: '[1,2]' });
    expect((await c.legacy({ data: 'raw' })).data).toMatchObject({ type: null, body: 'raw' });
  });

  test('the caller’s content-type wins', async () => {
    expect((await c.text({ data: 'x', headers: { 'content-type': 'text/markdown' } })).data.type).toBe('text/markdown');
  });
});

test('a route whose style or body type it has no code for is refused, named, before anything is sent', async () => {
  const c = client(
    {
      list: { method: 'GET', url: '/list', query: ['csv'], styles: { csv: { in: 'query', style: 'form', explode: false } } },
      form: { method: 'POST', url: '/form', body: ['name'], bodyType: 'form', wire: { bodies: { text: EVERY_WIRE_FORMAT.bodies!.text! } } },
      json: { method: 'POST', url: '/json', body: ['name'] },
    },
    false,
  );
  const seen = server.seen.length;
  await expect(c.list({ csv: ['a', 'b'] })).rejects.toThrow(
    new SpecforgeError('list: "csv" has a parameter style, but its route has no wire.styles to send it with (generate the client again)'),
  );
  await expect(c.form({ name: 'n' })).rejects.toThrow(
    new SpecforgeError('form: a form body, but its route has no wire.bodies.form to encode it (generate the client again)'),
  );
  expect(server.seen.length).toBe(seen);
  // Unstyled parameters and JSON bodies need no code of the route's.
  expect((await c.json({ name: 'n' })).data.body).toBe('{"name":"n"}');
});
