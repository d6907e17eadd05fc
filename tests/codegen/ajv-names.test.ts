// countNames (codegen/emit/validators/ajv-names.ts) counts the names of ajv's code tree as ajv's own
// `names` does, for validators that use every kind of block ajv makes (conditions with else
// branches, for loops of each kind, functions, try/catch of async references), and
// withNamesCountedOnce leaves ajv as it found it and its output unchanged.
import { describe, expect, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { CodeGen } from 'ajv/dist/compile/codegen/index.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { type CodeNode, countNames, withNamesCountedOnce } from '../../codegen/emit/validators/ajv-names.js';

/** ajv's standalone writer (a CommonJS module: its function is the default export or the module). */
const standaloneModuleAny = standaloneModule as unknown as { default?: unknown };
const standaloneCode = (standaloneModuleAny.default ?? standaloneModule) as (ajv: unknown, refs: Record<string, string>) => string;

const SCHEMAS: object[] = [
  {
    type: 'object',
    required: ['id', 'tags'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      name: { type: 'string', pattern: '^[a-z]+$', maxLength: 20 },
      tags: { type: 'array', items: { enum: ['a', 'b', 'c'] }, uniqueItems: true, contains: { const: 'a' } },
      pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
      kind: { oneOf: [{ const: 'x' }, { const: 'y' }] },
      either: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    },
    patternProperties: { '^x-': { type: 'string' } },
    propertyNames: { maxLength: 30 },
    additionalProperties: { type: 'boolean' },
    dependentRequired: { name: ['id'] },
    if: { properties: { kind: { const: 'x' } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords.
    then: { required: ['name'] },
    else: { not: { required: ['either'] } },
  },
  { type: 'object', allOf: [{ properties: { a: { type: 'string' } } }], unevaluatedProperties: false },
  { type: 'array', items: { type: 'object', properties: { n: { type: 'number', multipleOf: 0.5 } }, minProperties: 1 }, minItems: 1, maxItems: 9 },
];

/** The trees ajv optimises while `compile` runs, each with ajv's own count taken before ours. */
function treesOf(compile: () => void): Array<{ ajvs: Record<string, number>; ours: Record<string, number> }> {
  const proto = CodeGen.prototype as unknown as { optimize: (n?: number) => void };
  const original = proto.optimize;
  const seen: Array<{ ajvs: Record<string, number>; ours: Record<string, number> }> = [];
  proto.optimize = function (this: { _root: CodeNode }, n?: number) {
    seen.push({ ajvs: { ...this._root.names }, ours: countNames(this._root) });
    original.call(this, n);
  };
  try {
    compile();
  } finally {
    proto.optimize = original;
  }
  return seen;
}

const newAjv = () => new Ajv2020({ allErrors: true, strict: false, logger: false, inlineRefs: false, code: { source: true } });

describe('countNames', () => {
  test("counts each name as often as ajv's own count does, in validators of every kind of block", () => {
    const trees = treesOf(() => {
      const ajv = newAjv();
      for (const schema of SCHEMAS) ajv.compile(schema);
      // An $async schema referencing another: its call is wrapped in try/catch.
      ajv.addSchema({ $id: 'https://x.test/b', $async: true, type: 'string', minLength: 2 });
      ajv.compile({ $id: 'https://x.test/a', $async: true, properties: { b: { $ref: 'b' } } });
    });
    expect(trees.length).toBeGreaterThanOrEqual(SCHEMAS.length + 2);
    for (const { ajvs, ours } of trees) expect(ours).toEqual(ajvs);
    expect(trees.some(({ ajvs }) => Object.keys(ajvs).length > 10)).toBe(true);
  });

  test('compiling with it writes the same code, and leaves ajv as it was', () => {
    const proto = CodeGen.prototype as unknown as { optimize: unknown };
    const original = proto.optimize;
    const codeOf = (ajv: Ajv2020) => {
      const exports: Record<string, string> = {};
      SCHEMAS.forEach((schema, i) => {
        ajv.addSchema(schema, `s${i}`);
        exports[`v${i}`] = `s${i}`;
      });
      for (const id of Object.values(exports)) ajv.getSchema(id);
      return standaloneCode(ajv, exports);
    };
    const withOurs = withNamesCountedOnce(() => codeOf(newAjv()));
    expect(proto.optimize).toBe(original);
    expect(withOurs).toBe(codeOf(newAjv()));
    expect(() =>
      withNamesCountedOnce(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(proto.optimize).toBe(original);
  });
});
