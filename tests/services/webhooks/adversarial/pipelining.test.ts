// Several requests on one connection, written at once: answered in order, each delivery once;
// after a refusal that closes the connection, the requests behind it are not processed (their
// sender sees the connection close without their answer, and can send them again).
import { expect, test } from '@jest/globals';
import { post, request, SECRET, serverForFile } from './harness.js';

const server = serverForFile();

test('50 deliveries pipelined on one connection: 50 answers in order, each delivered once', async () => {
  const ids = Array.from({ length: 50 }, (_, i) => `p-${i}`);
  const exchange = await server().raw({ send: [ids.map((id) => post(id)).join('')], responses: 50 });
  expect(exchange.statuses).toEqual(Array(50).fill(200));
  expect(server().received).toEqual(ids);
  expect(exchange.text.match(/"received":"p-\d+"/g)).toEqual(ids.map((id) => `"received":"${id}"`));
});

test('a valid delivery pipelined behind a refused one with a body is not processed', async () => {
  const exchange = await server().raw({ send: [post('refused', { secret: 'wrong' }) + post('behind')], waitMs: 3000 });
  expect(exchange.statuses).toEqual([403]);
  expect(exchange.closed).toBe(true);
  expect(server().received).toEqual([]);
});

test('a bodiless refusal keeps the connection: the delivery behind it is answered', async () => {
  const exchange = await server().raw({ send: [request('GET /nowhere HTTP/1.1') + post('behind')], responses: 2 });
  expect(exchange.statuses).toEqual([404, 200]);
  expect(server().received).toEqual(['behind']);
});

test('garbage pipelined behind a valid delivery: the delivery is answered with Connection: close, and the connection closes', async () => {
  const exchange = await server().raw({ send: [`${post('first')}GARBAGE \x00\r\n\r\n`], waitMs: 3000 });
  expect(exchange.statuses).toEqual([200]);
  expect(exchange.text).toMatch(/\r\nconnection: close\r\n/i);
  expect(exchange.closed).toBe(true);
  expect(server().received).toEqual(['first']);
});

test('a 400 (bad JSON) and a 422 keep the connection, and the deliveries behind them are answered', async () => {
  const bad = (text: string) => request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${text.length}`], text);
  const exchange = await server().raw({ send: [bad('{nope') + bad('{}') + post('third')], responses: 3 });
  expect(exchange.statuses).toEqual([400, 422, 200]);
  expect(server().received).toEqual(['third']);
});
