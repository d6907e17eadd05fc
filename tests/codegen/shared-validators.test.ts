// A params schema that several validator chunks hold (GitHub's `{ owner, repo, per_page, page }`
// in a dozen namespaces) is compiled once, into the shared module, and each chunk exports it from
// there instead of carrying its own copy; a schema one chunk holds stays in that chunk. The
// validators give the same answers: a made-up spec is generated into a temporary folder and its
// validators are loaded and run.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParamsValidator } from 'specforge/runtime';
import { run } from '../helpers/fixture-root.js';

const repoParams = [
  { name: 'owner', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
  { name: 'repo', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
  { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
];
const ok = { 200: { description: 'ok' } };

const document = {
  openapi: '3.1.0',
  info: { title: 'Twins', version: '1' },
  servers: [{ url: 'https://twins.example.com' }],
  paths: {
    '/repos/{owner}/{repo}/alpha': { get: { operationId: 'alpha/list', tags: ['alpha'], parameters: repoParams, responses: ok } },
    '/repos/{owner}/{repo}/beta': { get: { operationId: 'beta/list', tags: ['beta'], parameters: repoParams, responses: ok } },
    '/alpha/{id}': {
      get: { operationId: 'alpha/get', tags: ['alpha'], parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: ok },
    },
  },
};

let out: string;
const code: Record<string, string> = {};
const validators: Record<string, ParamsValidator> = {};

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-shared-validators-'));
  await writeFile(join(out, 'twins.json'), JSON.stringify(document));
  const result = await run(['generate', join(out, 'twins.json'), '--out', out]);
  expect(result.code).toBe(0);
  for (const chunk of ['alpha', 'beta', '_components']) {
    code[chunk] = await readFile(join(out, `twins/validators/${chunk}.js`), 'utf8');
    Object.assign(validators, await import(join(out, `twins/validators/${chunk}.js`)));
  }
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

const functionsIn = (text: string) => text.match(/^function validate\d+\(/gm) ?? [];

test('the schema both chunks hold is compiled once, in the shared module, and each chunk exports it from there', () => {
  const shared = /^export const alphaList = (validate\d+);$/m.exec(code.alpha!)![1]!;
  expect(code.beta).toMatch(new RegExp(`^export const betaList = ${shared};$`, 'm'));
  for (const chunk of ['alpha', 'beta']) {
    expect(code[chunk]).toMatch(new RegExp(`^import \\{[^}]*\\b${shared}\\b[^}]*\\} from "./_components.js";$`, 'm'));
    expect(code[chunk]).not.toContain(`function ${shared}(`);
  }
  expect(code._components).toContain(`function ${shared}(`);
  expect(code._components).toMatch(new RegExp(`^export \\{[^}]*\\b${shared}\\b`, 'm'));
  // What only one chunk holds stays there: beta has no code of its own, alpha its own get.
  expect(functionsIn(code.beta!)).toHaveLength(0);
  expect(functionsIn(code.alpha!)).toHaveLength(1);
});

test('the shared validator answers for both operations', () => {
  for (const name of ['alphaList', 'betaList']) {
    const validate = validators[name]!;
    expect(validate({ owner: 'o', repo: 'r', per_page: 50 })).toBe(true);
    expect(validate({ owner: 'o', per_page: 500 })).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ keyword: 'required', params: { missingProperty: 'repo' } }),
        expect.objectContaining({ instancePath: '/per_page', keyword: 'maximum' }),
      ]),
    );
  }
  expect(validators.alphaGet!({ id: 1 })).toBe(true);
  expect(validators.alphaGet!({ id: 'x' })).toBe(false);
});
