// A document whose `$ref` graph has 4^60 paths (each level's properties and alternatives all lead to
// the next level, as Stripe's expandable `anyOf` references do) generates like any other: every
// walk over the schema graph (derived properties, shared types, fixtures, validators, docs) is
// memoised or bounded by the document's size. Walked naively, one of them never ends (the
// derived-properties walk did). With a derived property at the bottom, its places are bounded too,
// with a warning (a derived object eight levels down, reached in 4^8 places).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';

function exponential(LEVELS: number, derived: boolean): object {
  const schemas: Record<string, object> = {};
  for (let i = 0; i < LEVELS; i++) {
    const next = { $ref: `#/components/schemas/S${i + 1}` };
    schemas[`S${i}`] = {
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'string' }, next] },
        b: { anyOf: [{ type: 'integer' }, next] },
        c: { oneOf: [next, { type: 'boolean' }] },
        d: { allOf: [next] },
      },
    };
  }
  schemas[`S${LEVELS}`] = {
    type: 'object',
    properties: { kind: { type: 'string' } },
    ...(derived ? { 'x-derived': { label: { from: 'kind', values: [{ when: 'a', value: 'A' }] } } } : {}),
  };
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } };
  return {
    openapi: '3.1.0',
    info: { title: 'Expo', version: '1' },
    servers: [{ url: 'https://expo.example' }],
    paths: {
      '/s': {
        get: { operationId: 's/get', responses: { 200: { description: 'ok', ...body } } },
        post: { operationId: 's/post', requestBody: { required: true, ...body }, responses: { 204: { description: 'ok' } } },
      },
    },
    components: { schemas },
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-ref-graph-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('a document with exponentially many $ref paths generates', async () => {
  await writeFile(join(dir, 'expo.json'), JSON.stringify(exponential(60, false)));
  const { files, warnings } = await generate([{ path: join(dir, 'expo.json'), shown: 'expo.json', name: 'expo' }]);
  expect(warnings).toEqual([]);
  expect(files.get('expo/mocks.ts')).toContain('sGet');
  expect(files.get('expo/types.ts')).toContain('S60');
}, 60_000);

test('with a derived property at the bottom, its places are bounded, with a warning', async () => {
  await writeFile(join(dir, 'derived.json'), JSON.stringify(exponential(8, true)));
  const { files, warnings } = await generate([{ path: join(dir, 'derived.json'), shown: 'derived.json', name: 'derived' }]);
  expect(warnings.map((w) => w.message)).toEqual([
    'x-derived objects are nested in more than 4096 places of this response; the first ones get their derived properties',
  ]);
  expect(files.get('derived/routes.ts')).toContain("name: 'label'");
}, 60_000);
