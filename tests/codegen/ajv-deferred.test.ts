// deferEvaluation (codegen/emit/validators/ajv-deferred.ts): validators compiled by a deferred ajv
// answer every value as those of a plain ajv do (valid or not, with the same errors, through
// references to other validators and unevaluatedProperties), their standalone code is the same,
// and no validator's code is made a function before it is first called.
import { afterEach, describe, expect, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { deferEvaluation } from '../../codegen/emit/validators/ajv-deferred.js';

const standaloneModuleAny = standaloneModule as unknown as { default?: unknown };
const standaloneCode = (standaloneModuleAny.default ?? standaloneModule) as (ajv: unknown, refs: Record<string, string>) => string;

const OPTIONS = { allErrors: true, strict: false, logger: false, inlineRefs: false, code: { source: true, esm: true, lines: true } } as const;
const BASE = 'https://example.test/';

const COMPONENTS = [
  { $id: `${BASE}tag.json`, type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 } } },
  {
    $id: `${BASE}pet.json`,
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1 }, tags: { type: 'array', items: { $ref: `${BASE}tag.json` } }, kind: { enum: ['cat', 'dog'] } },
  },
  { $id: `${BASE}strict.json`, allOf: [{ $ref: `${BASE}tag.json` }], unevaluatedProperties: false },
  { $id: `${BASE}tree.json`, type: 'object', properties: { children: { type: 'array', items: { $ref: `${BASE}tree.json` } } } },
];

const VALUES: Record<string, unknown[]> = {
  'pet.json': [{ id: 1 }, { id: 0, tags: [{ name: 'a' }, {}], kind: 'cow' }, { tags: 'x' }, 'no'],
  'strict.json': [{ name: 'ok' }, { name: 'ok', extra: 1 }, { name: 1 }],
  'tree.json': [{ children: [{ children: [] }] }, { children: [{ children: 'x' }] }],
};

function ajvOf(deferred: boolean): Ajv2020 {
  const ajv = new Ajv2020(OPTIONS);
  if (deferred) deferEvaluation(ajv);
  for (const c of COMPONENTS) ajv.addSchema(c);
  return ajv;
}

/** Counts the functions made by `new Function` from more than the deferred short line. */
function countingFunctions(): { made: () => number; restore: () => void } {
  const original = globalThis.Function;
  let made = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      if (!String(args.at(-1)).startsWith('return self.specforgeDeferredValidator(')) made++;
      return Reflect.construct(target, args);
    },
  });
  return { made: () => made, restore: () => void (globalThis.Function = original) };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('deferEvaluation', () => {
  test.each(Object.keys(VALUES))('%s: the same answers and errors as a plain ajv', (name) => {
    const plain = ajvOf(false).getSchema(`${BASE}${name}`)!;
    const deferred = ajvOf(true).getSchema(`${BASE}${name}`)!;
    for (const value of VALUES[name]!) {
      const expected = plain(value);
      expect(deferred(value)).toBe(expected);
      expect(deferred.errors).toEqual(plain.errors);
    }
    // Valid after invalid: the errors left are those of the last call.
    expect(deferred(VALUES[name]![0])).toBe(true);
    expect(deferred.errors).toBeNull();
  });

  test('the standalone code is the same byte for byte', () => {
    const refs = Object.fromEntries(COMPONENTS.map((c, i) => [`v${i}`, c.$id]));
    const plain = ajvOf(false);
    const deferred = ajvOf(true);
    for (const id of Object.values(refs)) {
      plain.getSchema(id);
      deferred.getSchema(id);
    }
    expect(standaloneCode(deferred, refs)).toBe(standaloneCode(plain, refs));
    // Once a function is made, the code ajv keeps is read from it (not held twice), unchanged.
    const pet = deferred.getSchema(`${BASE}pet.json`) as unknown as ((v: unknown) => boolean) & { source: object };
    expect(Object.getOwnPropertyDescriptor(pet.source, 'validateCode')?.get).toBeUndefined();
    pet({ id: 1, tags: [{ name: 'ab' }] });
    expect(Object.getOwnPropertyDescriptor(pet.source, 'validateCode')?.get).toBeDefined();
    expect(standaloneCode(deferred, refs)).toBe(standaloneCode(plain, refs));
  });

  test('a validator is made a function on its first call, with those it calls', () => {
    const ajv = ajvOf(true);
    const counting = countingFunctions();
    restore = counting.restore;
    const pet = ajv.getSchema(`${BASE}pet.json`)!;
    ajv.getSchema(`${BASE}tree.json`);
    expect(counting.made()).toBe(0);
    expect(pet({ id: 1 })).toBe(true);
    // pet's own function; tag's is not needed for a pet without tags.
    expect(counting.made()).toBe(1);
    expect(pet({ id: 2, tags: [{ name: 'ab' }] })).toBe(true);
    expect(counting.made()).toBe(2);
    pet({ id: 3 });
    expect(counting.made()).toBe(2);
  });

  test('an ajv that already processes its code is refused', () => {
    const ajv = new Ajv2020({ ...OPTIONS, code: { ...OPTIONS.code, process: (s: string) => s } });
    expect(() => deferEvaluation(ajv)).toThrow(/already processes its code/);
  });
});
