// The event runtime decodes whatever wire layout a spec declares: a made-up feed
// (tests/fixtures/conventions/signals.yaml) names every field differently from any real service
// (`happenings`, `what`, `details`, `label`, `text`, `texts`, `count`, `group`, ...); its generated
// client decodes pages, its generated mocks build pages in that layout, and encoding gives the
// wire form back.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { run } from '../../helpers/fixture-root.js';

const SPEC = new URL('../../fixtures/conventions/signals.yaml', import.meta.url).pathname;

type Event = {
  known: boolean;
  name: string;
  type?: string;
  parameters: Record<string, unknown>;
  extra?: Record<string, unknown>;
  issues?: unknown[];
  origin?: unknown;
  otherFields?: Record<string, unknown>;
};
type Events = {
  decodeEvent(e: unknown): Event;
  encodeEvent(e: Event): Record<string, unknown>;
  decodePage(p: unknown): { entries?: Array<{ happenings: Event[] }> };
  formatMessage(e: Event, a?: unknown): string | undefined;
  groupActions(a: unknown[]): Array<{ key: string; time?: string; actor?: unknown; primary: Event[]; sideEffects: Event[] }>;
};
let out: string;
let events: Events;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-event-wire-'));
  expect((await run(['generate', SPEC, '--out', out])).code).toBe(0);
  events = (await import(join(out, 'signals/events.ts'))) as Events;
}, 60_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

const WIRE = {
  what: 'ping',
  kind: 'signal',
  origin: 'sensor-7',
  extraField: { kept: true },
  details: [
    { label: 'target', text: 'door' },
    { label: 'times', count: '3' },
    { label: 'main_one', flag: true },
    { label: 'tags', texts: ['a', 'b'] },
    { label: 'meta', group: { inner: [{ label: 'depth', count: '2' }] } },
    { label: 'history', groups: [{ inner: [{ label: 'n', flags: [true] }] }] },
  ],
};

test('an event in the declared layout decodes to typed parameters, kept fields and the rest', () => {
  const e = events.decodeEvent(WIRE);
  expect(e).toMatchObject({
    known: true,
    name: 'ping',
    type: 'signal',
    origin: 'sensor-7',
    parameters: { target: 'door', times: 3n, main_one: true, tags: ['a', 'b'] },
    issues: [],
  });
  expect(e.extra).toEqual({ meta: { depth: 2n }, history: [{ n: [true] }] });
  expect(e.otherFields).toEqual({ extraField: { kept: true } });
  expect(events.encodeEvent(e)).toEqual(WIRE);
});

test("another service's field names mean nothing here: they are neither values nor the event's name", () => {
  const e = events.decodeEvent({ name: 'ping', parameters: [{ name: 'target', value: 'door' }], what: 'ping', details: [{ label: 'target', value: 'door' }] });
  expect(e.known).toBe(true);
  expect(e.parameters).toEqual({});
  expect(e.extra).toEqual({ target: null });
  expect(e.otherFields).toEqual({ name: 'ping', parameters: [{ name: 'target', value: 'door' }] });
  const wrong = events.decodeEvent({ what: 'ping', details: [{ label: 'times', text: 'three' }] });
  expect(wrong.issues).toEqual([{ parameter: 'times', problem: 'unexpected-value-type', expected: 'an integer (count)', received: 'three' }]);
});

test('messages, grouping and pages follow the declared activity fields', () => {
  const activity = {
    key: { at: '2024-01-01T00:00:00Z', serial: '9' },
    who: { number: '42' },
    happenings: [WIRE, { ...WIRE, details: [{ label: 'main_one', flag: false }] }],
  };
  const page = events.decodePage({ entries: [activity], next: 'n' });
  const decoded = page.entries![0]!;
  expect(decoded.happenings.map((e) => e.name)).toEqual(['ping', 'ping']);
  expect(events.formatMessage(decoded.happenings[0]!, activity)).toBe('42 pinged door 3 times');
  const [group] = events.groupActions(page.entries!);
  expect(group).toMatchObject({ key: '2024-01-01T00:00:00Z|9', time: '2024-01-01T00:00:00Z', actor: { number: '42' } });
  expect([group!.primary.length, group!.sideEffects.length]).toEqual([1, 1]);
});

test('the generated client and activity mocks speak the declared layout end to end', async () => {
  const { SignalsClient } = (await import(join(out, 'signals/index.ts'))) as {
    SignalsClient: new (o?: object) => { listSignals(p?: object): AsyncIterable<{ happenings: Event[]; who?: Record<string, unknown> }> };
  };
  const { createSignalsActivityMocks } = (await import(join(out, 'signals/mocks.ts'))) as {
    createSignalsActivityMocks(o: object): { handlers: never[]; activities: Array<Record<string, unknown>> };
  };
  const mocks = createSignalsActivityMocks({ count: 30 });
  const raw = mocks.activities[0]!;
  expect(Object.keys(raw)).toEqual(expect.arrayContaining(['key', 'who', 'happenings']));
  expect(JSON.stringify(mocks.activities)).not.toMatch(/"(events|parameters|value|multiValue|intValue|boolValue|messageValue|uniqueQualifier|email)"/);
  const server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const seen: Event[] = [];
    for await (const a of new SignalsClient().listSignals()) seen.push(...a.happenings);
    expect(seen.filter((e) => e.known && e.name === 'ping').length).toBeGreaterThan(0);
    expect(seen.some((e) => !e.known && e.name === 'a_later_signal')).toBe(true);
    const ping = seen.find((e) => e.known && e.name === 'ping')!;
    expect(typeof ping.parameters.times).toBe('bigint');
    expect(typeof ping.parameters.target).toBe('string');
  } finally {
    server.close();
  }
});
