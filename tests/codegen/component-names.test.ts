// Component names that are dot segments (`.` and `..`, legal in OpenAPI) keep their own schema:
// as part of a URI they would be resolved away, and the document was refused as unresolvable.
// A made-up spec is generated into a temporary folder and its validators are loaded and run.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParamsValidator } from 'specforge/runtime';
import { run, type RunResult } from '../helpers/fixture-root.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'Dots', version: '1' },
  servers: [{ url: 'https://dots.example.com' }],
  paths: {
    '/a': {
      post: {
        operationId: 'a/make',
        tags: ['a'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { x: { $ref: '#/components/schemas/.' }, y: { $ref: '#/components/schemas/..' } } },
            },
          },
        },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/..' } } } } },
      },
    },
  },
  components: { schemas: { '.': { type: 'string', maxLength: 3 }, '..': { type: 'integer' } } },
};

let out: string;
let generated: RunResult;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-component-names-'));
  await writeFile(join(out, 'dots.json'), JSON.stringify(document));
  generated = await run(['generate', join(out, 'dots.json'), '--out', out]);
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

test('components named "." and ".." generate, each validated by its own schema', async () => {
  expect([generated.code, generated.err]).toEqual([0, []]);
  const { aMake } = (await import(join(out, 'dots/validators/a.js'))) as { aMake: ParamsValidator };
  expect(aMake({ x: 'abc', y: 2 })).toBe(true);
  expect(aMake({ x: 'abcd' })).toBe(false);
  expect(aMake.errors?.[0]).toMatchObject({ instancePath: '/x', keyword: 'maxLength' });
  expect(aMake({ y: 1.5 })).toBe(false);
  expect(aMake.errors?.[0]).toMatchObject({ instancePath: '/y', keyword: 'type' });
});
