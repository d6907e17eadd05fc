// Server-sent events over a loopback server that speaks the protocol, on both transports: events
// typed and parsed (JSON data, text data such as `[DONE]`, names, ids, multi-line data, comments),
// breaking the loop closes the connection, the caller's signal ends the stream with an AbortError,
// a GET whose connection drops mid-stream resumes with Last-Event-ID after the server's `retry:`
// (a wait the signal ends), a POST does not, and a route that reads events still decodes a JSON
// answer as any other; with `validateEvents`, the first event the route's validator refuses ends
// the stream with a ValidationError.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type http from 'node:http';
import { AbortError, EventStream, NetworkError, NotFoundError, type RequestRequestOptions, ValidationError } from 'specforge';
import { defineClient, type Method, type ParamsValidator, type ServerSentEvent } from 'specforge/runtime';
import { eventStream } from 'specforge/runtime/routes';
import { startServer, type SeenRequest } from '../../helpers/server.js';
import { TRANSPORTS } from '../../helpers/transports.js';

type Tick = { n: number };

/** What the server did with each connection to /drop: how many were opened. */
let dropConnections = 0;
const closed: string[] = [];

function handler(req: SeenRequest, res: http.ServerResponse): void {
  const path = req.url.split('?')[0];
  if (path === '/json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ whole: true }));
  }
  if (path === '/missing') {
    res.writeHead(404, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ message: 'no such stream' }));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (path === '/ticks' || path === '/post') {
    res.write(': a comment the reader skips\n\n');
    res.write('event: tick\nid: 1\ndata: {"n":1}\n\n');
    res.write('data: {"n":\ndata: 2}\n\n');
    res.write('data: [DONE]\n\n');
    return void res.end();
  }
  if (path === '/endless') {
    let n = 0;
    const timer = setInterval(() => res.write(`data: {"n":${++n}}\n\n`), 5);
    res.on('close', () => {
      clearInterval(timer);
      closed.push('endless');
    });
    return;
  }
  if (path === '/drop') {
    dropConnections++;
    const from = Number(req.headers['last-event-id'] ?? 0);
    res.write('retry: 20\n\n');
    res.write(`id: ${from + 1}\ndata: {"n":${from + 1}}\n\n`);
    // The first connection dies after one event; the second ends the stream cleanly.
    if (dropConnections === 1) return void setTimeout(() => res.socket?.destroy(), 10);
    res.write(`id: ${from + 2}\ndata: {"n":${from + 2}}\n\n`);
    return void res.end();
  }
  if (path === '/slow-retry') {
    res.write('retry: 60000\nid: 1\ndata: {"n":1}\n\n');
    return void setTimeout(() => res.socket?.destroy(), 10);
  }
  res.end();
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(handler);
});
afterAll(() => server.close());

type Api = {
  ticks: {
    get: Method<{ name: string }, EventStream<Tick>>;
    post: Method<Record<string, unknown>, EventStream<Tick> | { whole: boolean }>;
  };
};

/** A client whose two routes read events: `ticks.get` GET /{name}, `ticks.post` POST `postPath`. */
function client(request: RequestRequestOptions, postPath = '/post') {
  const route = (method: 'GET' | 'POST', url: string) => ({ method, url, events: eventStream, eventValidator: async () => upToTwo });
  const Client = defineClient<Api>({
    name: 'events',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { 'ticks.get': route('GET', '/{name}'), 'ticks.post': route('POST', postPath) },
  });
  return new Client({ request });
}

/** The routes' event-data validator (as generated ones are: ajv's errors on the function): `n` at most 2. */
const upToTwo: ParamsValidator = (data) => {
  const n = (data as Tick).n;
  upToTwo.errors = n <= 2 ? null : [{ instancePath: '/n', keyword: 'maximum', params: { limit: 2 } }];
  return n <= 2;
};

async function all<T>(stream: AsyncIterable<ServerSentEvent<T>>): Promise<ServerSentEvent<T>[]> {
  const out: ServerSentEvent<T>[] = [];
  for await (const event of stream) out.push(event);
  return out;
}

describe.each(TRANSPORTS)('event streams over %s', (_, request) => {
  test('events arrive parsed, named and numbered; text data stays text', async () => {
    const { data, headers } = await client(request).ticks.get({ name: 'ticks' });
    expect(headers['content-type']).toBe('text/event-stream');
    expect(data).toBeInstanceOf(EventStream);
    expect(await all(data)).toEqual([
      { event: 'tick', id: '1', data: { n: 1 } },
      { event: undefined, id: undefined, data: { n: 2 } },
      { event: undefined, id: undefined, data: '[DONE]' },
    ]);
  });

  test('an event stream is read once', async () => {
    const { data } = await client(request).ticks.get({ name: 'ticks' });
    await all(data);
    await expect(all(data)).rejects.toThrow('read once');
  });

  test('breaking the loop closes the connection', async () => {
    const before = closed.length;
    const { data } = await client(request).ticks.get({ name: 'endless' });
    for await (const event of data) if ((event.data as Tick).n === 3) break;
    for (let i = 0; i < 100 && closed.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(closed.length).toBe(before + 1);
  });

  test("aborting the call's signal mid-stream ends it with an AbortError and closes the connection", async () => {
    const before = closed.length;
    const controller = new AbortController();
    const { data } = await client({ ...request, signal: controller.signal }).ticks.get({ name: 'endless' });
    const seen: number[] = [];
    const reading = (async () => {
      for await (const event of data) {
        seen.push((event.data as Tick).n);
        if (seen.length === 2) controller.abort(new Error('enough'));
      }
    })();
    await expect(reading).rejects.toThrow(AbortError);
    await expect(reading).rejects.toThrow('enough');
    for (let i = 0; i < 100 && closed.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(closed.length).toBe(before + 1);
  });

  test('a GET whose connection drops mid-stream resumes from Last-Event-ID after retry:', async () => {
    dropConnections = 0;
    const mark = server.seen.length;
    const started = Date.now();
    const { data } = await client(request).ticks.get({ name: 'drop' });
    expect((await all(data)).map((e) => [e.id, e.data])).toEqual([
      ['1', { n: 1 }],
      ['2', { n: 2 }],
      ['3', { n: 3 }],
    ]);
    expect(dropConnections).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
    const resumed = server.seen.slice(mark).filter((r) => r.url === '/drop');
    expect(resumed.map((r) => r.headers['last-event-id'])).toEqual([undefined, '1']);
  });

  test("aborting the call's signal while a dropped GET waits to resume ends it at once with an AbortError", async () => {
    const controller = new AbortController();
    const { data } = await client({ ...request, signal: controller.signal }).ticks.get({ name: 'slow-retry' });
    const reading = all(data);
    // The server asked for a minute before resuming: only an abort that ends the wait settles within the test's time.
    setTimeout(() => controller.abort(new Error('stop waiting')), 100);
    await expect(reading).rejects.toThrow(AbortError);
  });

  test('a POST whose stream drops is not sent again: the loop fails with a NetworkError', async () => {
    dropConnections = 0;
    const { data } = await client(request, '/drop').ticks.post({});
    await expect(all(data as EventStream<Tick>)).rejects.toThrow(NetworkError);
    expect(dropConnections).toBe(1);
  });

  test('validateEvents: the first event the validator refuses ends the stream with a ValidationError, and closes the connection', async () => {
    const before = closed.length;
    const { data } = await client(request).ticks.get({ name: 'endless', request: { ...request, validateEvents: true } });
    const seen: unknown[] = [];
    const failure = await (async () => {
      for await (const event of data) seen.push(event.data);
    })().catch((error: unknown) => error);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).message).toBe('Invalid event data for ticks.get: "data.n" must be at most 2 (got 3)');
    for (let i = 0; i < 100 && closed.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(closed.length).toBe(before + 1);
  });

  test('a route that reads events decodes a JSON answer as any other, and an error answer as its RequestError', async () => {
    expect((await client(request, '/json').ticks.post({})).data).toEqual({ whole: true });
    const missing = client(request).ticks.get({ name: 'missing' });
    await expect(missing).rejects.toThrow(NotFoundError);
    await expect(missing).rejects.toThrow('no such stream');
  });
});
