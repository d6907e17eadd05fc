// Streamed bodies on both transports: `responseType: 'stream'` gives a successful answer's body as
// a ReadableStream, uncapped by maxResponseBytes and read as it arrives (an error answer is still
// read whole into its RequestError); uploads take a ReadableStream, a Node stream or an async
// iterable of bytes without buffering them into JSON or text, and a Blob with its length.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Readable } from 'node:stream';
import { NotFoundError, ResponseTooLargeError } from 'specforge';
import { HostingCore } from 'specforge/hosting/operations';
import { startServer } from '../../helpers/server.js';
import { TRANSPORTS } from '../../helpers/transports.js';

const SIZE = 256 * 1024;
/** What /declared announces in its Content-Length: more than the default maxResponseBytes (64 MiB). */
const DECLARED = 200 * 1024 * 1024;
const MIB = 1024 * 1024;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      // Written in pieces, after the headers: a client that streams sees the first before the last is sent.
      let sent = 0;
      const next = () => {
        if (sent >= SIZE) return void res.end();
        res.write(Buffer.alloc(16 * 1024, sent / 1024));
        sent += 16 * 1024;
        setTimeout(next, 1);
      };
      return next();
    }
    if (req.url === '/declared') {
      // An export of 200 MB, its length announced, written only as fast as the client reads it.
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(DECLARED) });
      let sent = 0;
      const more = () => {
        while (sent < DECLARED && !res.destroyed) {
          sent += MIB;
          if (!res.write(Buffer.alloc(MIB, 7))) return void res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    if (req.url === '/missing') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end('{"message":"gone"}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        length: req.body.length,
        body: req.body.slice(0, 40),
        type: req.headers['content-type'] ?? null,
        declared: req.headers['content-length'] ?? null,
        chunked: req.headers['transfer-encoding'] ?? null,
      }),
    );
  });
});
afterAll(() => server.close());

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<number> {
  let n = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) n += chunk.byteLength;
  return n;
}

describe.each(TRANSPORTS)('streamed bodies over %s', (_, transport) => {
  const core = () => new HostingCore({ baseUrl: server.url, request: transport });

  test("responseType 'stream': the body is a ReadableStream, past maxResponseBytes", async () => {
    const { status, data } = await core().request('GET /big', { request: { ...transport, responseType: 'stream', maxResponseBytes: 1024 } });
    expect(status).toBe(200);
    expect(data).toBeInstanceOf(ReadableStream);
    expect(await bytesOf(data as ReadableStream<Uint8Array>)).toBe(SIZE);
  });

  test("responseType 'stream': an answer that announces more than the default maxResponseBytes is streamed", async () => {
    const { status, headers, data } = await core().request('GET /declared', { request: { ...transport, responseType: 'stream' } });
    expect(status).toBe(200);
    expect(headers['content-length']).toBe(String(DECLARED));
    // Read past the first 8 MiB, then stop: the answer is the caller's to read or cancel.
    const reader = (data as ReadableStream<Uint8Array>).getReader();
    let read = 0;
    while (read < 8 * MIB) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
    }
    await reader.cancel();
    expect(read).toBeGreaterThanOrEqual(8 * MIB);
  });

  test('collected, an answer that announces more than maxResponseBytes is refused', async () => {
    await expect(core().request('GET /declared', { request: transport })).rejects.toThrow(ResponseTooLargeError);
    await expect(core().request('GET /declared', { request: transport })).rejects.toThrow('more than 67108864 bytes');
  });

  test("a HEAD's announced length is not a body: it is answered, not refused", async () => {
    const { status, headers } = await core().request('HEAD /declared', { request: transport });
    expect([status, headers['content-length']]).toEqual([200, String(DECLARED)]);
  });

  test('without it the same answer is collected and held to maxResponseBytes', async () => {
    await expect(core().request('GET /big', { request: { ...transport, maxResponseBytes: 1024 } })).rejects.toThrow('more than 1024 bytes');
  });

  test('an error answer to a streamed call is its RequestError, body read', async () => {
    const call = core().request('GET /missing', { request: { ...transport, responseType: 'stream' } });
    await expect(call).rejects.toThrow(NotFoundError);
    await expect(call).rejects.toThrow('gone');
  });

  test('uploads: a web stream, a Node stream and an async generator are sent as bytes', async () => {
    const text = 'streamed upload body';
    const bodies = [
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(text));
          c.close();
        },
      }),
      Readable.from([Buffer.from(text)]),
      (async function* () {
        yield new TextEncoder().encode('streamed ');
        yield new TextEncoder().encode('upload body');
      })(),
    ];
    for (const data of bodies) {
      const { data: seen } = await core().request('POST /upload', { data, headers: { 'content-type': 'application/octet-stream' } });
      expect(seen).toMatchObject({ length: text.length, body: text, type: 'application/octet-stream', declared: null, chunked: 'chunked' });
    }
  });

  test('a Blob upload says its length', async () => {
    const { data } = await core().request('POST /upload', { data: new Blob(['blob body'], { type: 'text/plain' }) });
    expect(data).toMatchObject({ length: 9, body: 'blob body', type: 'text/plain', declared: '9' });
  });
});
