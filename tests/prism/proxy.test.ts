// The recording proxy (proxy.ts) between a client and a stand-in for Prism on loopback: what was
// sent and answered is recorded under the operation the control port named, and the answer
// reaches the client unchanged.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startServer } from '../helpers/server.js';
import { type RecordingProxy, startRecordingProxy } from './proxy.js';

let upstream: Awaited<ReturnType<typeof startServer>>;
let proxy: RecordingProxy;

beforeAll(async () => {
  upstream = await startServer((req, res) => {
    const bad = req.url.includes('bad');
    res.writeHead(bad ? 422 : 200, {
      'content-type': 'application/json',
      ...(bad ? { 'sl-violations': '[{"location":["request","body"],"severity":"Error","message":"Body parameter is required"}]' } : {}),
    });
    res.end(JSON.stringify({ echo: req.body }));
  });
  proxy = await startRecordingProxy(upstream.url);
});
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});

test('records each exchange under the operation named before it, and passes the answer on', async () => {
  await fetch(`${proxy.controlUrl}/${encodeURIComponent('pets.create')}`, { method: 'PUT' });
  const ok = await fetch(`${proxy.url}/pets?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Rex"}' });
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ echo: '{"name":"Rex"}' });
  await fetch(`${proxy.controlUrl}/${encodeURIComponent('pets.bad')}`, { method: 'PUT' });
  const bad = await fetch(`${proxy.url}/bad`, { method: 'PATCH' });
  expect(bad.status).toBe(422);
  expect(bad.headers.get('sl-violations')).toContain('Body parameter is required');

  expect(proxy.exchanges).toHaveLength(2);
  expect(proxy.exchanges[0]).toMatchObject({
    operation: 'pets.create',
    request: { method: 'POST', url: '/pets?x=1', body: '{"name":"Rex"}', headers: { 'content-type': 'application/json' } },
    response: { status: 200 },
  });
  expect(proxy.exchanges[0]!.response.body).toBeUndefined(); // only answers ≥ 400 keep theirs
  expect(proxy.exchanges[1]).toMatchObject({
    operation: 'pets.bad',
    request: { method: 'PATCH', url: '/bad' },
    response: { status: 422, violations: '[{"location":["request","body"],"severity":"Error","message":"Body parameter is required"}]', body: '{"echo":""}' },
  });
  expect(upstream.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /pets?x=1', 'PATCH /bad']);
});
