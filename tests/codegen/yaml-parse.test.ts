// The generator reads YAML with js-yaml first and builds \`yaml\`'s syntax tree only when it needs
// positions or js-yaml cannot be trusted (errors, aliases): both paths give the same data and the
// same positions.
import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseText } from '../../codegen/spec/parse.js';

const root = new URL('../../', import.meta.url);
const yamlFiles = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(`${dir}${e.name}/`) : /\.ya?ml$/.test(e.name) ? [`${dir}${e.name}`] : [],
  );

test('every YAML document of the repository reads as the `yaml` package reads it', () => {
  const files = [...yamlFiles('specs/'), ...yamlFiles('tests/fixtures/')];
  expect(files.length).toBeGreaterThan(4);
  for (const file of files) {
    const text = readFileSync(new URL(file, root), 'utf8');
    expect([file, parseText(file, text).data]).toEqual([file, parse(text)]);
  }
});

test('YAML 1.2 core scalars read the same on both paths', () => {
  const text = [
    'a: 0o17',
    'b: 0x1F',
    'c: .inf',
    'd: ~',
    'e: True',
    'f: yes',
    'g: 2020-01-01',
    'h: "1"',
    'i: 1e3',
    "j: '0'",
    'k: -.5',
    'k2: 1_000',
    'k3: +12',
    'k4: .NaN',
    'k5: -.inf',
    'k6: 1.',
    'k7: 0x',
    'k8: FALSE',
    'k9: ""',
    'l: null',
    'm:',
    '"200": x',
    '201: y',
  ].join('\n');
  expect(parseText('s.yaml', text).data).toEqual(parse(text));
});

test('positions on the fast path are those of the syntax tree', () => {
  const text = 'openapi: 3.1.0\ninfo:\n  title: T\n  version: "1"\npaths:\n  /a:\n    get:\n      responses: {}\n';
  const fast = parseText('s.yaml', text);
  expect(fast.locate(['paths', '/a', 'get', 'responses'])).toEqual({ line: 8, col: 7 });
  expect(fast.locate(['info', 'version'])).toEqual({ line: 4, col: 12 });
});

test('a document with aliases is read by `yaml`, which counts them', () => {
  const bomb = [
    'a: &a [x, x, x, x, x, x, x, x, x, x]',
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
    ),
  ].join('\n');
  const parsed = parseText('bomb.yaml', bomb);
  expect(parsed.data).toBeUndefined();
  expect(parsed.diagnostics[0]?.message).toMatch(/expands too many aliases/);
  const small = 'a: &a {x: 1}\nb: *a\n';
  expect(parseText('s.yaml', small).data).toEqual({ a: { x: 1 }, b: { x: 1 } });
});

test('duplicate keys and syntax errors are reported by `yaml` with their position', () => {
  expect(parseText('s.yaml', 'a: 1\na: 2\n').diagnostics.map((d) => [d.line, d.message])).toEqual([[2, 'Map keys must be unique']]);
  expect(parseText('s.yaml', 'a: [1\n').diagnostics.length).toBeGreaterThan(0);
});
