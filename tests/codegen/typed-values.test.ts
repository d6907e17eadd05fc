// The opt-in value conversions (`--dates`, `--int64 bigint|string`) over a document written as
// published (tests/fixtures/documents/typed-values.yaml), generated into temporary folders: the
// types say Date and bigint (or string) where the schemas say date-time, date and int64, and
// nowhere else; a loopback server answers with a JSON text whose 64-bit integers exceed 2^53 and
// sees what the client sends: dates written back as RFC 3339, integers exact in the URL, and in a
// JSON body up to 2^53 (a larger one is refused by name, never rounded). Without the flags
// nothing changes.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationError } from 'specforge';
import { run } from '../helpers/fixture-root.js';
import { startServer } from '../helpers/server.js';
import { claimedErrors } from '../helpers/type-errors.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/typed-values.yaml');
const BIG = '9007199254740993'; // 2^53 + 1: a number would read 9007199254740992
const ENTRY = `{"id":${BIG},"at":"2024-01-31T12:00:00Z","day":"2024-01-31","amount":${BIG},"kind":"2024-01-01","stamps":{"seen":"2024-02-01T00:00:00Z"},"reversal":{"id":7,"at":"2024-03-01T00:00:00.000Z","amount":1}}`;

type Call = (params?: Record<string, unknown>) => Promise<{ status: number; data: any }>;
let out: string;
let api: Awaited<ReturnType<typeof startServer>>;
const clients: Record<string, Record<string, Call>> = {};

async function generated(name: string, flags: string[]): Promise<void> {
  const result = await run(['generate', SPEC, '--out', out, '--name', name, ...flags]);
  expect(result.err).toEqual([]);
  expect(result.code).toBe(0);
  const module = (await import(join(out, name, 'index.ts'))) as { LedgerClient: new (o: object) => Record<string, Call> };
  clients[name] = new module.LedgerClient({ baseUrl: api.url });
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-typed-values-'));
  api = await startServer((req, res) => {
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
    if (req.method === 'POST') res.end(ENTRY);
    else if (req.url.startsWith('/entries/')) res.end(`{"noted":null}`);
    else res.end(`{"entries":[${ENTRY}],"next":${BIG}}`);
  });
  await generated('bigints', ['--dates', '--int64', 'bigint']);
  await generated('strings', ['--int64', 'string']);
  await generated('plain', []);
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

const USAGE = `
import { LedgerClient as Bigints } from './bigints/index.js';
import { LedgerClient as Strings } from './strings/index.js';
import { LedgerClient as Plain } from './plain/index.js';
import type * as B from './bigints/types.js';
import type * as S from './strings/types.js';
import type * as P from './plain/types.js';

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
function assertType<V extends true>(_: V): void {}

assertType<Equal<B.Entry['id'], bigint>>(true);
assertType<Equal<B.Entry['at'], Date>>(true);
assertType<Equal<B.Entry['day'], Date | undefined>>(true);
assertType<Equal<B.Entry['amount'], number>>(true);
assertType<Equal<B.Entry['email'], string | undefined>>(true);
assertType<Equal<B.Entry['kind'], '2024-01-01' | undefined>>(true);
assertType<Equal<NonNullable<B.Entry['stamps']>[string], Date>>(true);
assertType<Equal<B.Note['noted'], Date | null>>(true);
assertType<Equal<B.ListEntriesResponse['next'], bigint | null | undefined>>(true);
assertType<Equal<B.ListEntriesParams['since'], Date | undefined>>(true);
assertType<Equal<S.Entry['id'], string>>(true);
assertType<Equal<S.Entry['at'], string>>(true);
assertType<Equal<P.Entry['id'], number>>(true);
assertType<Equal<P.Entry['at'], string>>(true);

export async function calls() {
  await new Bigints().listEntries({ since: new Date(), after: 1n });
  await new Bigints().createEntry({ id: 2n, at: new Date(), amount: 1 });
  // @ts-expect-error a date goes as a Date
  await new Bigints().listEntries({ since: '2024-01-01T00:00:00Z' });
  await new Strings().getEntry({ entryId: '${BIG}' });
  await new Plain().getEntry({ entryId: 1 });
}
`;

test('the types say Date and bigint (or string) where the schemas say so, and nowhere else', async () => {
  const { asWritten, expected } = await claimedErrors(join(out, 'usage.ts'), USAGE, out);
  expect(asWritten).toEqual([]);
  expect(expected).toHaveLength(1);
}, 120_000);

test('responses are decoded: dates to Date, int64 to bigint exactly; other values as they were', async () => {
  const { data } = await clients.bigints!.listEntries!();
  const entry = data.entries[0];
  expect(entry.id).toBe(BigInt(BIG));
  expect(data.next).toBe(BigInt(BIG));
  expect(entry.at).toEqual(new Date('2024-01-31T12:00:00Z'));
  expect(entry.day).toEqual(new Date('2024-01-31'));
  expect(entry.stamps.seen).toEqual(new Date('2024-02-01T00:00:00Z'));
  expect(entry.reversal).toEqual({ id: 7n, at: new Date('2024-03-01T00:00:00Z'), amount: 1 });
  // Not int64 (an int32 the service overflowed): the number JSON.parse gives, not a bigint.
  expect(entry.amount).toBe(Number(BIG));
  expect(entry.kind).toBe('2024-01-01');
  expect((await clients.bigints!.getEntry!({ entryId: 1n })).data).toEqual({ noted: null });
});

test('--int64 string keeps the digits as a string; without flags the client reads what JSON.parse reads', async () => {
  const strings = (await clients.strings!.listEntries!()).data;
  expect([strings.entries[0].id, strings.next, strings.entries[0].at]).toEqual([BIG, BIG, '2024-01-31T12:00:00Z']);
  const plain = (await clients.plain!.listEntries!()).data;
  expect([plain.entries[0].id, plain.entries[0].at]).toEqual([Number(BIG), '2024-01-31T12:00:00Z']);
});

test('requests are encoded: dates as RFC 3339, integers exact in the URL and up to 2^53 in a JSON body', async () => {
  await clients.bigints!.listEntries!({ since: new Date('2024-05-01T10:00:00Z'), after: BigInt(BIG) });
  expect(api.seen.at(-1)!.url).toBe(`/entries?since=2024-05-01T10%3A00%3A00.000Z&after=${BIG}`);
  await clients.strings!.getEntry!({ entryId: BIG });
  expect(api.seen.at(-1)!.url).toBe(`/entries/${BIG}`);
  const at = new Date('2024-06-01T08:30:00Z');
  const sent = { id: 42n, at, day: new Date('2024-06-01T00:00:00Z'), amount: 3, stamps: { a: at }, reversal: { id: 41n, at, amount: 3 } };
  await clients.bigints!.createEntry!(sent);
  expect(JSON.parse(api.seen.at(-1)!.body)).toEqual({
    id: 42,
    at: '2024-06-01T08:30:00.000Z',
    day: '2024-06-01',
    amount: 3,
    stamps: { a: '2024-06-01T08:30:00.000Z' },
    reversal: { id: 41, at: '2024-06-01T08:30:00.000Z', amount: 3 },
  });
  // The caller's values are left as they were.
  expect(sent.reversal.at).toBe(at);
  expect(sent.id).toBe(42n);
  const refused = await clients.bigints!.createEntry!({ id: BigInt(BIG), at, amount: 1 }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ValidationError);
  expect((refused as ValidationError).issues).toEqual([
    { parameter: 'id', expected: 'is an integer of at most 2^53 in a JSON body (JSON.stringify cannot write a larger one exactly)', received: BIG },
  ]);
});

test("the Standard Schemas check a call's parameters as the call would send them", async () => {
  type Schema = { '~standard': { validate(value: unknown): { value?: unknown; issues?: unknown[] } } };
  const schemas = (await import(join(out, 'bigints/schemas.ts'))) as Record<string, Schema>;
  const given = { since: new Date('2024-05-01T10:00:00Z'), after: BigInt(BIG) };
  expect(schemas.listEntries!['~standard'].validate(given)).toEqual({ value: given });
  expect(schemas.listEntries!['~standard'].validate({ after: 'soon' }).issues).toEqual([{ message: 'must match the pattern ^-?[0-9]+$', path: ['after'] }]);
  expect(schemas.listEntries!['~standard'].validate({ after: 1.5 }).issues).toEqual([
    { message: 'must be an integer or a string', path: ['after'] },
    { message: 'must be in the "int64" format', path: ['after'] },
  ]);
  expect(schemas.createEntry!['~standard'].validate({ id: BigInt(BIG), at: new Date(), amount: 1 }).issues).toEqual([
    { message: 'is an integer of at most 2^53 in a JSON body (JSON.stringify cannot write a larger one exactly)', path: ['id'] },
  ]);
});

test('the choice is in the stamp, so --check tells a folder generated without it', async () => {
  const stamp = JSON.parse(await readFile(join(out, 'bigints/specforge-stamp.json'), 'utf8')) as { options: Record<string, unknown> };
  expect(stamp.options.transforms).toEqual({ dates: true, int64: 'bigint' });
  const check = await run(['generate', SPEC, '--out', out, '--name', 'bigints', '--check']);
  expect(check.code).toBe(1);
  expect(check.err.join('\n')).toContain('options changed (transforms: {"dates":true,"int64":"bigint"} → unset)');
  expect((await run(['generate', SPEC, '--out', out, '--name', 'x', '--int64', 'int'])).err.join('\n')).toContain(
    '--int64 must be bigint or string, got "int"',
  );
});
