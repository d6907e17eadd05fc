// A document gets only the outputs it needs: no client files without operations, no events.ts
// without an event catalogue, and no server.ts unless a delivery under `webhooks:` has a JSON body.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../helpers/fixture-root.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-emitted-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const operation = `
paths:
  /things:
    get:
      operationId: list-things
      responses:
        "200":
          description: The things.
          content:
            application/json:
              schema: { type: array, items: { type: string } }`;

const delivery = (body: boolean) => `
webhooks:
  thingChanged:
    post:
      summary: A thing changed${
        body
          ? `
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { id: { type: string } } }`
          : ''
      }
      responses:
        "200":
          description: Accepted.`;

async function filesOf(name: string, yaml: string): Promise<string[]> {
  const spec = join(dir, `${name}.yaml`);
  await writeFile(spec, `openapi: 3.1.0\ninfo: { title: ${name}, version: "1" }\n${yaml}\n`);
  const result = await run(['generate', spec, '--out', join(dir, 'out'), '--name', name, '--outputs', 'mocks,server']);
  expect(result.err.filter((l) => / error /.test(l))).toEqual([]);
  expect(result.code).toBe(0);
  return (await readdir(join(dir, 'out', name))).sort();
}

test('operations only: the client files, no events.ts, no server.ts', async () => {
  const files = await filesOf('plain', operation);
  expect(files).toEqual(expect.arrayContaining(['client.ts', 'index.ts', 'mocks.ts', 'operations.ts', 'routes.ts', 'types.ts']));
  expect(files).not.toContain('server.ts');
  expect(files).not.toContain('events.ts');
});

test('a webhook whose deliveries have no body (a bare notification) gets no server', async () => {
  expect(await filesOf('notifies', operation + delivery(false))).not.toContain('server.ts');
});

test('a webhook with a JSON body gets server.ts; a document with webhooks only gets no client files', async () => {
  const files = await filesOf('hooksOnly', delivery(true));
  expect(files).toContain('server.ts');
  expect(files).not.toContain('client.ts');
  expect(files).not.toContain('mocks.ts');
});
