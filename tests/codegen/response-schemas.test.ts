// response-schemas/_components.js writes a component's references to other components relative to
// its own `$id` (`user`, not the whole `https://specforge.local/<service>/components/user` again);
// the mocks' response validators resolve
// them to the same components: a made-up spec is generated into a temporary folder and its
// response schemas are loaded and checked against bodies.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { responseValidator } from 'specforge/runtime/mocks';
import { run } from '../helpers/fixture-root.js';

const BASE = 'https://specforge.local/notes/components/';

const document = {
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  servers: [{ url: 'https://notes.example.com' }],
  paths: {
    '/notes': {
      get: {
        operationId: 'notes/list',
        tags: ['notes'],
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/note' } } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      note: {
        type: 'object',
        required: ['id', 'owner'],
        properties: {
          id: { type: 'integer' },
          owner: { $ref: '#/components/schemas/user' },
          parent: { $ref: '#/components/schemas/folder.v2' },
        },
      },
      user: { type: 'object', required: ['login'], properties: { login: { type: 'string', minLength: 2 } } },
      'folder.v2': { type: 'object', required: ['kind'], properties: { kind: { enum: ['folder'] } } },
    },
  },
};

let out: string;
let components: readonly Record<string, unknown>[];
let list: object;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-response-schemas-'));
  await writeFile(join(out, 'notes.json'), JSON.stringify(document));
  const result = await run(['generate', join(out, 'notes.json'), '--out', out]);
  expect(result.code).toBe(0);
  ({ components } = (await import(join(out, 'notes/response-schemas/_components.js'))) as { components: Record<string, unknown>[] });
  ({ notesList: list } = (await import(join(out, 'notes/response-schemas/operations.js'))) as { notesList: object });
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

test("a component's references to other components are relative to its own id", () => {
  const note = components.find((c) => c.$id === `${BASE}note`) as { properties: Record<string, { $ref: string }> };
  expect(note.properties.owner).toEqual({ $ref: 'user' });
  expect(note.properties.parent).toEqual({ $ref: 'folder.v2' });
  // The operation's own schema has no id to be relative to: its reference stays whole.
  expect(list).toEqual({ type: 'array', items: { $ref: `${BASE}note` } });
});

test('the response validator resolves them to the components they name', () => {
  const validate = responseValidator(components, list);
  expect(validate([{ id: 1, owner: { login: 'ab' }, parent: { kind: 'folder' } }])).toBe(true);
  expect(validate([{ id: 1, owner: { login: 'a' } }])).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/0/owner/login', keyword: 'minLength' })]);
  expect(validate([{ id: 1, owner: { login: 'ab' }, parent: { kind: 'file' } }])).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/0/parent/kind', keyword: 'enum' })]);
});
