// Types that say what a document means, over a document written as published
// (tests/fixtures/documents/typed-shapes.yaml), generated into a temporary folder: error bodies
// typed per status and narrowed by `isRequestError(error, method)`; discriminated unions (with and
// without `mapping`, inline and through an allOf parent) narrowing on their property; readOnly
// properties out of requests, writeOnly ones out of responses. A usage file is type-checked
// (strict) with each claim written as a type assertion or an expected error, and the same calls
// are made through the generated mocks: the validators and the mocks follow the types.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SetupServer, setupServer } from 'msw/node';
import { isRequestError, RequestError, ValidationError } from 'specforge';
import type { MockService } from 'specforge/runtime/mocks';
import { run } from '../helpers/fixture-root.js';
import { claimedErrors } from '../helpers/type-errors.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/typed-shapes.yaml');
let out: string;

type Call = (params?: Record<string, unknown>) => Promise<{ status: number; data: any }>;
let client: Record<string, Call>;
let operations: Record<string, (core: unknown, params?: Record<string, unknown>) => Promise<unknown>> & { ShelterCore: new () => unknown };
let mocks: MockService;
let server: SetupServer;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-typed-shapes-'));
  const result = await run(['generate', SPEC, '--out', out, '--name', 'shelter']);
  expect(result.err).toEqual([]);
  expect(result.code).toBe(0);
  const api = (await import(join(out, 'shelter/index.ts'))) as { ShelterClient: new () => Record<string, Call> };
  operations = (await import(join(out, 'shelter/operations.ts'))) as typeof operations;
  const { createShelterMocks } = (await import(join(out, 'shelter/mocks.ts'))) as { createShelterMocks: () => MockService };
  mocks = createShelterMocks();
  server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  client = new api.ShelterClient();
}, 60_000);
afterAll(async () => {
  server?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

const USAGE = `
import { isRequestError } from 'specforge';
import { ShelterClient } from './shelter/index.js';
import { ShelterCore, getPet } from './shelter/operations.js';
import type * as T from './shelter/types.js';

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
function assertType<V extends true>(_: V): void {}
const client = new ShelterClient();
const core = new ShelterCore();
const dog = { petType: 'dog', barks: true } as const;

export async function readAndWrite() {
  await client.createPet({ name: 'Rex', kind: dog });
  // @ts-expect-error id is readOnly: no part of a request
  await client.createPet({ id: 'pet-1', name: 'Rex', kind: dog });
  await client.replacePet({ petId: 'pet-1', pet: { name: 'Rex', kind: { petType: 'cat', livesLeft: 3 }, owner: { name: 'Ada' } } });
  assertType<Equal<keyof T.PetWrite, 'name' | 'kind' | 'owner'>>(true);
  assertType<Equal<keyof T.OwnerWrite, 'name'>>(true);
  const { data: pet } = await client.getPet({ petId: 'pet-1' });
  assertType<Equal<typeof pet.id, string>>(true);
  assertType<Equal<keyof T.Pet, 'id' | 'createdAt' | 'name' | 'kind' | 'owner'>>(true);
  const { data: account } = await client.createAccount({ email: 'ada@example.com', password: 'correct-horse' });
  // @ts-expect-error password is writeOnly: no part of a response
  account.password;
  assertType<Equal<keyof T.CreateAccountParams, 'email' | 'password'>>(true);
}

export async function unions() {
  const { data: pet } = await client.getPet({ petId: 'pet-1' });
  const kind = pet.kind;
  if (kind.petType === 'dog') assertType<Equal<typeof kind.barks, boolean>>(true);
  else assertType<Equal<typeof kind.livesLeft, number>>(true);
  // @ts-expect-error the mapping names dog and cat only
  await client.createPet({ name: 'Rex', kind: { petType: 'parrot', barks: true } });
  const { data: events } = await client.listEvents();
  for (const event of events) {
    if (event.type === 'closed') assertType<Equal<typeof event.reason, string>>(true);
    else assertType<Equal<typeof event.at, string>>(true);
  }
  const { data: animals } = await client.listAnimals();
  for (const animal of animals) {
    if (animal.species === 'Lion') assertType<Equal<typeof animal.mane, boolean>>(true);
    else assertType<Equal<typeof animal.words, number>>(true);
  }
}

export function errors(error: unknown) {
  if (isRequestError(error, client.getPet)) {
    assertType<Equal<typeof error.status, 404>>(true);
    assertType<Equal<typeof error.data, T.Problem>>(true);
  }
  if (isRequestError(error, client.createPet)) {
    if (error.status === 422) assertType<Equal<typeof error.data, T.ValidationProblem | T.Outage>>(true);
    if (error.status === 409) assertType<Equal<typeof error.data, T.Problem | T.Outage>>(true);
    if (error.status === 503) assertType<Equal<typeof error.data, T.Outage>>(true);
  }
  if (isRequestError(error, getPet)) error.data.title.toUpperCase();
  if (isRequestError(error, client.listEvents)) assertType<Equal<typeof error.data, unknown>>(true);
  if (isRequestError(error)) assertType<Equal<typeof error.data, unknown>>(true);
  void core;
}
`;

test('the types narrow errors, unions and shapes as the document says (type-checked, strict)', async () => {
  const { asWritten, expected } = await claimedErrors(join(out, 'usage.ts'), USAGE, out);
  expect(asWritten).toEqual([]);
  // Without its @ts-expect-error lines, the file has exactly those errors: each claim is real.
  expect(expected).toHaveLength(3);
  expect(expected.join('\n')).toMatch(/'id' does not exist[\s\S]*'password' does not exist[\s\S]*"parrot"/);
}, 120_000);

test('a create call without its readOnly properties is sent, and answered with them', async () => {
  const { status, data } = await client.createPet!({ name: 'Rex', kind: { petType: 'dog', barks: true } });
  expect(status).toBe(201);
  expect(mocks.lastCall()!.violations).toEqual([]);
  expect(data).toMatchObject({ id: 'pet-1', name: 'Rex' });
  // Nested too: the owner's readOnly id is not asked of a replace call.
  await client.replacePet!({ petId: 'pet-1', pet: { name: 'Rex', kind: { petType: 'cat', livesLeft: 3 }, owner: { name: 'Ada' } } });
  expect(mocks.lastCall()!.violations).toEqual([]);
  // What the schema requires of a request is still required.
  await expect(client.createPet!({ kind: { petType: 'dog', barks: true } })).rejects.toThrow(ValidationError);
});

test('a discriminated value is checked against the alternative it names: its own errors, no others', async () => {
  const error = await client.createPet!({ name: 'Rex', kind: { petType: 'cat', barks: true } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  // Only the cat's: livesLeft is missing (not the dog's view of it).
  expect((error as ValidationError).issues).toEqual([{ parameter: 'kind.livesLeft', expected: 'is required', received: undefined }]);
  // A value the discriminator does not name is checked against every alternative, as written.
  const other = await client.createPet!({ name: 'Rex', kind: { petType: 'parrot' } }).catch((e: unknown) => e);
  expect(other).toBeInstanceOf(ValidationError);
});

test('the mocks give each example the discriminator value of its alternative', async () => {
  const { data: pet } = await client.getPet!({ petId: 'pet-1' });
  expect(pet.kind).toEqual({ petType: 'dog', barks: true });
  const { data: animals } = await client.listAnimals!();
  expect(animals[0]).toMatchObject({ species: 'Lion' });
});

test("respond(key, status) answers with a body of that status's type; isRequestError narrows to the method's calls", async () => {
  mocks.respond('getPet', 404);
  const error = await client.getPet!({ petId: 'pet-1' }).catch((e: unknown) => e);
  expect(isRequestError(error, client.getPet!)).toBe(true);
  expect(isRequestError(error, operations.getPet!)).toBe(true);
  expect(isRequestError(error, client.createPet!)).toBe(false);
  expect(isRequestError(new Error('no'), client.getPet!)).toBe(false);
  expect((error as RequestError).data).toEqual({ title: 'Not Found' });
  // A status the document names only by family, and one it does not name (its default).
  mocks.respond('createPet', 409);
  const conflict = (await client.createPet!({ name: 'Rex', kind: { petType: 'dog', barks: true } }).catch((e: unknown) => e)) as RequestError;
  expect([conflict.status, conflict.data]).toEqual([409, { title: 'Not Found' }]);
  mocks.respond('createPet', 422);
  const refused = (await operations.createPet!(new operations.ShelterCore(), { name: 'Rex', kind: { petType: 'dog', barks: true } }).catch(
    (e: unknown) => e,
  )) as RequestError;
  expect([refused.status, refused.data]).toEqual([422, { title: 'title', errors: [{ field: 'name' }] }]);
  mocks.respond('createPet', 503);
  expect(((await client.createPet!({ name: 'Rex', kind: { petType: 'dog', barks: true } }).catch((e: unknown) => e)) as RequestError).data).toEqual({
    retryAfter: 1,
  });
  // No body described: the status alone.
  mocks.respond('listEvents', 500);
  expect(((await client.listEvents!().catch((e: unknown) => e)) as RequestError).data).toBeUndefined();
  expect(() => mocks.respond('getPet', 99)).toThrow('respond: expected an HTTP status from 100 to 599, got 99');
  mocks.reset();
});

test('isRequestError tells the calls of two methods on one path apart by verb and path', async () => {
  mocks.respond('replacePet', 404);
  const error = await client.replacePet!({ petId: 'a/b', pet: { name: 'Rex', kind: { petType: 'dog', barks: true } } }).catch((e: unknown) => e);
  expect(isRequestError(error, client.replacePet!)).toBe(true);
  expect(isRequestError(error, client.getPet!)).toBe(false);
  mocks.reset();
});
