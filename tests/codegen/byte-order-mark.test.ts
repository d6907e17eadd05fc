// A document saved with a UTF-8 byte order mark (as .NET tools write their swagger.json) is read as
// if the mark were not there, in JSON and in YAML, with positions counted from the text after it;
// a JSON file's syntax errors are reported as JSON's, not YAML's.
import { expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDiagnostic } from '../../codegen/openapi/diagnostics.js';
import { loadDocument } from '../../codegen/spec/load.js';

const MARK = '\uFEFF';
const json = JSON.stringify(
  {
    openapi: '3.0.3',
    info: { title: 'Marked', version: '1' },
    paths: { '/items': { get: { operationId: 'listItems', responses: { '200': { description: 'ok' } } } } },
  },
  null,
  2,
);
const yaml =
  'openapi: 3.1.0\ninfo:\n  title: Marked\n  version: "1"\npaths:\n  /items:\n    get:\n      responses:\n        "200":\n          description: ok\n';

async function load(name: string, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-bom-'));
  try {
    writeFileSync(join(dir, name), text, 'utf8');
    return await loadDocument(join(dir, name), name, 'marked');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a JSON document with a byte order mark is read, its positions those of the text after it', async () => {
  const { doc, diagnostics } = await load('swagger.verified.json', MARK + json);
  expect(diagnostics).toEqual([]);
  expect(doc?.version).toBe('3.0');
  expect(doc?.locate(['paths', '/items', 'get'])).toEqual((await load('plain.json', json)).doc?.locate(['paths', '/items', 'get']));
  expect(doc?.locate(['openapi'])).toEqual({ line: 2, col: 3 });
});

test('a YAML document with a byte order mark is read the same', async () => {
  const { doc, diagnostics } = await load('marked.yaml', MARK + yaml);
  expect(diagnostics).toEqual([]);
  expect(doc?.version).toBe('3.1');
  expect(doc?.locate(['info', 'title'])).toEqual({ line: 3, col: 10 });
});

test("a JSON file's syntax error names JSON and the line it is on, mark or not", async () => {
  const broken = `${MARK}{\n  "openapi": "3.0.3",\n  "info": {,\n}`;
  const { doc, diagnostics } = await load('broken.json', broken);
  expect(doc).toBeUndefined();
  expect(diagnostics).toHaveLength(1);
  const line = formatDiagnostic(diagnostics[0]!);
  expect(line).toMatch(/^broken\.json:3:\d+ json not valid JSON: /);
  expect(line).not.toContain(MARK);
});
