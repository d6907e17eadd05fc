// Validator chunks: one per namespace, a namespace whose params schemas exceed the budget split in
// parts of about equal size, and every module that names a chunk (routes, client loaders,
// operations, mocks) naming the part that holds the operation's validator.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { CHUNK_SCHEMA_BUDGET } from '../../codegen/emit/validators/chunks.js';

let dir: string;
let files: Map<string, string>;

/** `things`: 40 operations with wide bodies (well over the budget); `other`: one small operation. */
function document(): object {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 40; i++) {
    const properties = Object.fromEntries(
      Array.from({ length: 12 }, (_, j) => [
        `field_${j}_with_a_long_name`,
        { type: 'string', description: `Field ${j} of thing ${i}, described at some length.`, maxLength: 100 + j },
      ]),
    );
    paths[`/things/${i}`] = {
      post: {
        operationId: `things/create-${i}`,
        tags: ['things'],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties, required: ['field_0_with_a_long_name'] } } } },
        responses: { 201: { description: 'made', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } } },
      },
    };
  }
  paths['/other'] = { get: { operationId: 'other/list', tags: ['other'], responses: { 200: { description: 'ok' } } } };
  // No namespace, and a method name that is not a safe identifier: its validator is named apart.
  paths['/gone/{id}'] = {
    delete: {
      operationId: 'delete',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 204: { description: 'gone' } },
    },
  };
  return { openapi: '3.1.0', info: { title: 'Big', version: '1' }, servers: [{ url: 'https://big.example.com' }], paths };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-chunks-'));
  const text = JSON.stringify(document());
  expect(text.length).toBeGreaterThan(2 * CHUNK_SCHEMA_BUDGET);
  await writeFile(join(dir, 'big.json'), text);
  files = (await generate([{ path: join(dir, 'big.json'), shown: 'big.json', name: 'big' }])).files;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const exportsOf = (path: string) => [...files.get(path)!.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);

/** The parts of `things`, in order: `things`, `things-2`, ... */
const parts = () => ['things', ...Array.from({ length: 40 }, (_, i) => `things-${i + 2}`)].filter((c) => files.has(`big/validators/${c}.js`));

test('a namespace over the budget is split in parts; a small one is not', () => {
  const chunks = [...files.keys()].filter((p) => /^big\/validators\/[^_].*\.js$/.test(p) && !p.endsWith('index.js'));
  expect(chunks.sort()).toEqual(['other', ...parts()].map((c) => `big/validators/${c}.js`).sort());
  expect(parts().length).toBeGreaterThanOrEqual(3);
  const counts = parts().map((c) => exportsOf(`big/validators/${c}.js`).length);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
  // The response schemas are one module for every operation, whatever its part.
  expect(exportsOf('big/response-schemas/operations.js').sort()).toEqual(
    parts()
      .flatMap((c) => exportsOf(`big/validators/${c}.js`))
      .sort(),
  );
  expect([...files.keys()].filter((p) => p.startsWith('big/response-schemas/')).sort()).toEqual(
    ['_components.d.ts', '_components.js', 'operations.d.ts', 'operations.js'].map((f) => `big/response-schemas/${f}`),
  );
});

test('routes, client loaders, operations and mocks name the part holding each validator', () => {
  const routes = files.get('big/routes.ts')!;
  const client = files.get('big/client.ts')!;
  // A route names its validator and chunk only where the runtime cannot derive them from the
  // operation's name (`things.create0` → `thingsCreate0` in `things`).
  const routeOf = (name: string | undefined) => routes.slice(routes.indexOf(`export const ${name}: RouteDescription = `)).split('};')[0]!;
  for (const chunk of parts()) {
    expect(client).toContain(`() => import('./validators/${chunk}.js')`);
    for (const name of exportsOf(`big/validators/${chunk}.js`)) {
      expect(routeOf(name)).not.toContain('validator:');
      if (chunk === 'things') expect(routeOf(name)).not.toContain('validatorChunk');
      else expect(routeOf(name)).toContain(`validatorChunk: '${chunk}'`);
      const alias = `v_${chunk.replace('-', '$')}`;
      expect(files.get('big/operations.ts')).toContain(`${alias}.${name})`);
      expect(files.get('big/mocks.ts')).toContain(`validate: ${alias}.${name},`);
    }
  }
});

test('a validator whose export name differs from the operation name is named in its route', () => {
  const routes = files.get('big/routes.ts')!;
  const client = files.get('big/client.ts')!;
  const [, identifier] = /\bdelete: r\.(\w+)/.exec(client) ?? [];
  expect(identifier).toBeDefined();
  expect(identifier).not.toBe('delete');
  expect(exportsOf('big/validators/_client.js')).toContain(identifier);
  const route = routes.slice(routes.indexOf(`export const ${identifier}: RouteDescription = `)).split('};')[0]!;
  expect(route).toContain(`validator: '${identifier}'`);
  expect(route).not.toContain('validatorChunk');
});
