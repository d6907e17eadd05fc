// The params validators' code: ajv's standalone output made shorter (one statement per error, no
// schemaPath, no sourceURL comments, no parentData arguments, no whole-schema copies kept for a few
// values) with the same answers: a made-up spec is generated into a temporary folder and its
// validators are loaded and run.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParamsValidator } from 'specforge/runtime';
import { esmOnly, passThroughUnread, withoutPassThroughArguments } from '../../codegen/emit/validators/standalone-code.js';
import { run } from '../helpers/fixture-root.js';

const LONG = 'A description long enough that keeping it in the module would cost bytes. '.repeat(4);

const document = {
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  servers: [{ url: 'https://notes.example.com' }],
  paths: {
    '/notes/{id}': {
      patch: {
        operationId: 'notes/update',
        tags: ['notes'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                description: LONG,
                required: ['title'],
                properties: {
                  title: { type: 'string', minLength: 1, maxLength: 2, description: LONG },
                  state: { type: 'string', enum: ['open', 'closed'], description: LONG },
                  tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
                  owner: { $ref: '#/components/schemas/owner' },
                },
              },
            },
          },
        },
        responses: { 200: { description: 'ok' } },
      },
    },
  },
  components: { schemas: { owner: { type: 'object', required: ['login'], properties: { login: { type: 'string', description: LONG } } } } },
};

let out: string;
let code: string;
let validate: ParamsValidator;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-validator-code-'));
  await writeFile(join(out, 'notes.json'), JSON.stringify(document));
  const result = await run(['generate', join(out, 'notes.json'), '--out', out]);
  expect(result.code).toBe(0);
  code = await readFile(join(out, 'notes/validators/notes.js'), 'utf8');
  validate = ((await import(join(out, 'notes/validators/notes.js'))) as Record<string, ParamsValidator>).notesUpdate!;
}, 60_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

test('the code holds no schemaPath, sourceURL, parentData, push-or-create blocks or schema copies', () => {
  expect(code).toMatch(/export const notesUpdate = validate\d+;/);
  expect(code).not.toMatch(/schemaPath|sourceURL|parentData|rootData|dynamicAnchors|vErrors|\bconst schema\d+ =/);
  expect(code).not.toContain('A description long enough');
  expect(code).toContain('import { ucs2length } from "specforge/runtime/formats"');
});

test('valid parameters pass; lengths count code points', () => {
  expect(validate({ id: 3, title: '😀😀', state: 'open', tags: ['a'], owner: { login: 'x' } })).toBe(true);
  expect(validate.errors ?? null).toBeNull();
});

test('every error is reported with its keyword, params and place, the enum values as literals', () => {
  expect(validate({ id: 0, title: '😀😀😀', state: 'gone', tags: ['a', 'z'], owner: {} })).toBe(false);
  const errors = (validate.errors ?? []).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
  expect(errors).toEqual(
    expect.arrayContaining([
      { instancePath: '/id', keyword: 'minimum', params: { comparison: '>=', limit: 1 } },
      { instancePath: '/title', keyword: 'maxLength', params: { limit: 2 } },
      { instancePath: '/state', keyword: 'enum', params: { allowedValues: ['open', 'closed'] } },
      { instancePath: '/tags/1', keyword: 'enum', params: { allowedValues: ['a', 'b'] } },
      { instancePath: '/owner', keyword: 'required', params: { missingProperty: 'login' } },
    ]),
  );
  expect(errors).toHaveLength(5);
  expect(validate({ id: 1 })).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'required', params: { missingProperty: 'title' } })]);
});

test('the pass-through arguments stay when any module reads them, and strings and other names are never renamed', () => {
  const call = 'if(!(validate2(data.a, {instancePath:instancePath+"/a",rootData,dynamicAnchors}))){\n';
  const signature = 'function validate2(data, {instancePath="", rootData=data, dynamicAnchors={}}={}){\n';
  expect(passThroughUnread([[call], [signature]])).toBe(true);
  expect([call, signature].map(withoutPassThroughArguments)).toEqual([
    'if(!(validate2(data.a, {instancePath:instancePath+"/a"}))){\n',
    'function validate2(data, {instancePath=""}={}){\n',
  ]);
  const reads = 'const anchor = dynamicAnchors[x];\n';
  expect(passThroughUnread([[call, signature], [reads]])).toBe(false);
  expect(esmOnly('let vErrors = null;\nvErrors.push({params:{missingProperty: "vErrors"}});\ndata.vErrors;\n').join('')).toBe(
    'let E = null;\nE.push({params:{missingProperty: "vErrors"}});\ndata.vErrors;\n',
  );
  // A module is rewritten in pieces (of about 32 KB), but an `E` anywhere in it keeps every piece's name.
  const first = `function validate1(data){\nlet vErrors = null;\n// ${'x'.repeat(40_000)}\n}\n`;
  const hasE = `${first}function validate2(data){\nconst E = 1;\n}\n`;
  expect(esmOnly(hasE).length).toBeGreaterThan(2); // the imports, then two pieces at least
  expect(esmOnly(hasE).join('')).toBe(hasE);
  expect(esmOnly(first).join('')).toContain('let E = null;');
});
