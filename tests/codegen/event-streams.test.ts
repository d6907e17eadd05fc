// Operations that answer with server-sent events (tests/fixtures/documents/event-streams.yaml),
// generated into a temporary folder: the types say EventStream of the events' schema (or the JSON
// body, for an operation that answers either), the route reads events, and the generated mocks
// answer an events-only operation with its example as an event, and any operation with the events
// a test gives them (with delays), read through the generated client.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SetupServer, setupServer } from 'msw/node';
import { EventStream, ValidationError } from 'specforge';
import type { MockService } from 'specforge/runtime/mocks';
import { run } from '../helpers/fixture-root.js';
import { claimedErrors } from '../helpers/type-errors.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/event-streams.yaml');

type Call = (params?: Record<string, unknown>) => Promise<{ status: number; data: any }>;
let out: string;
let client: Record<string, Call>;
let mocks: MockService;
let server: SetupServer;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-event-streams-'));
  const result = await run(['generate', SPEC, '--out', out, '--name', 'ticker']);
  expect(result.err).toEqual([]);
  expect(result.code).toBe(0);
  const api = (await import(join(out, 'ticker/index.ts'))) as { TickerClient: new () => Record<string, Call> };
  const { createTickerMocks } = (await import(join(out, 'ticker/mocks.ts'))) as { createTickerMocks: () => MockService };
  mocks = createTickerMocks();
  server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  client = new api.TickerClient();
}, 60_000);
afterAll(async () => {
  server?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

test('the types: an EventStream of the events, or the JSON body where the operation answers either', async () => {
  const types = await readFile(join(out, 'ticker/types.ts'), 'utf8');
  expect(types).toContain("import type { EventStream } from 'specforge/runtime';");
  expect(types).toMatch(/export type ListTicksResponse = EventStream<Tick>;/);
  expect(types).toMatch(/export type CreateQuoteResponse = Quote \| EventStream<QuoteChunk>;/);
  const routes = await readFile(join(out, 'ticker/routes.ts'), 'utf8');
  expect(routes).toMatch(/events: eventStream/);
});

test('a consumer iterates typed events, and must tell the JSON answer from the stream', async () => {
  const usage = `
import { EventStream, ValidationError } from 'specforge';
import { TickerClient } from './ticker/index.js';
const client = new TickerClient();
export async function prices(): Promise<number[]> {
  const out: number[] = [];
  for await (const e of (await client.listTicks({ symbol: 'ACME' })).data) if (typeof e.data !== 'string') out.push(e.data.price);
  const { data } = await client.createQuote({ symbol: 'ACME', stream: true });
  if (data instanceof EventStream) {
    for await (const e of data) if (typeof e.data !== 'string') e.data.part.toUpperCase();
  } else data.price.toFixed();
  // @ts-expect-error the answer may be an event stream: no price before telling which
  data.price;
  // @ts-expect-error an event's data may be its text
  for await (const e of (await client.listTicks({ symbol: 'ACME' })).data) e.data.price;
  return out;
}
`;
  const { asWritten, expected } = await claimedErrors(join(out, 'usage.ts'), usage, out);
  expect(asWritten).toEqual([]);
  expect(expected.length).toBe(2);
});

test('the mocks answer an events-only operation with its example as an event, and the client reads it', async () => {
  const { data } = await client.listTicks!({ symbol: 'ACME' });
  expect(data).toBeInstanceOf(EventStream);
  const events: unknown[] = [];
  for await (const e of data) events.push(e);
  expect(events).toEqual([{ event: undefined, id: undefined, data: { symbol: 'ACME', price: 12.5 } }]);
  expect(mocks.calls.at(-1)?.violations).toEqual([]);
});

test('the mocks answer the events a test gives, in order, with their delays', async () => {
  mocks.respond('createQuote', {
    status: 200,
    events: [{ data: { part: 'bid' }, event: 'part', id: '1' }, { data: { part: 'ask' }, delay: 20 }, { data: '[DONE]' }],
  });
  const started = Date.now();
  const { data } = await client.createQuote!({ symbol: 'ACME', stream: true });
  const events: unknown[] = [];
  for await (const e of data) events.push(e);
  expect(Date.now() - started).toBeGreaterThanOrEqual(20);
  expect(events).toEqual([
    { event: 'part', id: '1', data: { part: 'bid' } },
    { event: undefined, id: undefined, data: { part: 'ask' } },
    { event: undefined, id: undefined, data: '[DONE]' },
  ]);
});

test('validateEvents: events that break the schema end the stream with a ValidationError naming the field, after the good ones', async () => {
  mocks.respond('createQuote', {
    status: 200,
    events: [{ data: { part: 'bid' } }, { data: '[DONE]' }, { data: { part: 42 } }, { data: { part: 'never read' } }],
  });
  const { data } = await client.createQuote!({ symbol: 'ACME', stream: true, request: { validateEvents: true } });
  const events: unknown[] = [];
  const failure = await (async () => {
    for await (const e of data) events.push(e.data);
  })().catch((error: unknown) => error);
  expect(events).toEqual([{ part: 'bid' }, '[DONE]']);
  expect(failure).toBeInstanceOf(ValidationError);
  expect((failure as ValidationError).message).toBe('Invalid event data for createQuote: "data.part" must be a string (got 42)');
  expect([(failure as ValidationError).parameter, (failure as ValidationError).received]).toEqual(['data.part', 42]);
});

test('validateEvents: the whole event refused by its type is named `data`; without the option nothing is checked', async () => {
  const events = [{ data: 7 }];
  mocks.respond('createQuote', { status: 200, events });
  const checked = await client.createQuote!({ symbol: 'ACME', stream: true, request: { validateEvents: true } });
  await expect(
    (async () => {
      for await (const _ of checked.data);
    })(),
  ).rejects.toThrow('"data" must be an object (got 7)');
  mocks.respond('createQuote', { status: 200, events });
  const unchecked = await client.createQuote!({ symbol: 'ACME', stream: true });
  const seen: unknown[] = [];
  for await (const e of unchecked.data) seen.push(e.data);
  expect(seen).toEqual([7]);
});

test('the event validators are a module of their own, loaded only by the routes that read events', async () => {
  const routes = await readFile(join(out, 'ticker/routes.ts'), 'utf8');
  expect(routes).toContain("eventValidator: () => import('./validators/events/events.js').then((v) => v.listTicks)");
  const client = await readFile(join(out, 'ticker/client.ts'), 'utf8');
  expect(client).not.toContain('validators/events');
  const module = await readFile(join(out, 'ticker/validators/events/events.js'), 'utf8');
  expect(module).toMatch(/export const listTicks = /);
});
