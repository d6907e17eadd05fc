// Positions in JSON text (codegen/spec/json-positions.ts), held against the `yaml` package's syntax
// tree of the same text (JSON is YAML): every key and item of a document found where the tree puts
// it, in any order and any number of times (each object is scanned once and remembered).
import { expect, test } from '@jest/globals';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { jsonPositions } from '../../codegen/spec/json-positions.js';

const TEXT = `{
  "openapi": "3.0.3",
  "paths": {"/a/{id}": {"get": {"parameters": [ {"name": "id", "in": "path"},{"name":"q\\"uote","schema":{"pattern":"^[a-z]{2}$"}} ]}}},
  "x-escaped\\/key": [1, [2, 3], {"deep": {"er": [true, null, "s\\\\"]}}],
  "components":
    {
      "schemas": { "A": { "type": "object", "example": { "}": "]", "[": "{" } }, "B": [] }
    },
  "tail": "\\u00e9t\\u00e9"
}`;

/** Every pointer of the tree with the offset the diagnostics must name: a member's key, an item's start. */
function expected(node: Node | null, pointer: string[], out: Array<[string[], number]>): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as Node;
      const name = String(isScalar(key) ? key.value : key);
      const at = [...pointer, name];
      out.push([at, key.range![0]]);
      expected(pair.value as Node, at, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      const at = [...pointer, String(i)];
      out.push([at, (item as Node).range![0]]);
      expected(item as Node, at, out);
    });
  }
}

test('every key and item is found where the syntax tree puts it, asked in any order', () => {
  const lines = new LineCounter();
  const doc = parseDocument(TEXT, { lineCounter: lines });
  const all: Array<[string[], number]> = [];
  expected(doc.contents as Node, [], all);
  expect(all.length).toBeGreaterThan(30);
  const positions = jsonPositions(TEXT);
  // Deepest first, then in document order: the remembered members must answer both the same.
  for (const [pointer, offset] of [...all].reverse().concat(all)) {
    expect([pointer.join('/'), positions.offset(pointer)]).toEqual([pointer.join('/'), offset]);
    expect(positions.lineCol(offset)).toEqual(lines.linePos(offset));
  }
});

test('lines and columns count characters where the text has characters past ASCII (the text is kept as UTF-8 bytes)', () => {
  const text = '{\n  "tïtle": "Größe → 📦",\n  "paths": {"/ça": {"get": {"summary": "日本語📦", "x": [ "é", {"ü": 1} ]}}}\n}';
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const all: Array<[string[], number]> = [];
  expected(doc.contents as Node, [], all);
  const positions = jsonPositions(text);
  for (const [pointer, offset] of all)
    expect([pointer.join('/'), positions.lineCol(positions.offset(pointer))]).toEqual([pointer.join('/'), lines.linePos(offset)]);
  expect(positions.lineCol(positions.offset(['paths', '/ça', 'get', 'x', '1', 'ü']))).toEqual({ line: 3, col: 62 });
  // On a line of many kilobytes (a description on one line), a column is still in characters.
  const long = `{"a": "${'é→📦'.repeat(3000)}", "b": {"c": 1}}`;
  const onLong = jsonPositions(long);
  expect(onLong.lineCol(onLong.offset(['b', 'c']))).toEqual({ line: 1, col: long.indexOf('"c"') + 1 });
});

test('a pointer past what exists names the deepest step that does', () => {
  const positions = jsonPositions(TEXT);
  const components = positions.offset(['components', 'schemas', 'A']);
  expect(TEXT.slice(components, components + 3)).toBe('"A"');
  expect(positions.offset(['components', 'schemas', 'A', 'missing', 'more'])).toBe(components);
  const item = positions.offset(['x-escaped/key', '1']);
  expect(TEXT.slice(item, item + 6)).toBe('[2, 3]');
  expect(positions.offset(['x-escaped/key', '1', '5'])).toBe(item);
  expect(positions.offset(['tail', 'x'])).toBe(TEXT.indexOf('"tail"'));
  expect(positions.offset([])).toBe(0);
});

test('the first of repeated keys is the one named', () => {
  const text = '{"a": 1, "b": {"c": 2}, "a": {"c": 3}}';
  const positions = jsonPositions(text);
  expect(positions.offset(['a'])).toBe(1);
  expect(positions.offset(['a', 'c'])).toBe(1);
  expect(positions.offset(['b', 'c'])).toBe(text.indexOf('"c"'));
});

test('line and column count from 1, also on the last line and at the very start', () => {
  const text = '{\n  "a": [\n1]}';
  const positions = jsonPositions(text);
  expect(positions.lineCol(0)).toEqual({ line: 1, col: 1 });
  expect(positions.lineCol(text.indexOf('"a"'))).toEqual({ line: 2, col: 3 });
  expect(positions.lineCol(positions.offset(['a', '0']))).toEqual({ line: 3, col: 1 });
});
