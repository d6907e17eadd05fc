// The URI resolver ajv is given (codegen/emit/validators/ajv-uri.ts): what it answers is what
// fast-uri (ajv's own) answers, asked once or again, and a parsed URI handed out is a copy of its
// own; a document's validators compiled with it are those ajv writes with its own resolver.
import { expect, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import uriModule from 'ajv/dist/runtime/uri.js';
import type { UriResolver } from 'ajv/dist/types/index.js';
import { rememberingUriResolver } from '../../codegen/emit/validators/ajv-uri.js';

const fast = ((uriModule as unknown as { default?: UriResolver }).default ?? uriModule) as UriResolver;

const CASES: Array<[string, string]> = [
  ['https://specforge.local/x/params/a.json', 'https://specforge.local/x/components/Pet'],
  ['https://specforge.local/x/components/Pet', '#/properties/owner'],
  ['https://specforge.local/x/components/Pet', '../params/0.json'],
  ['https://specforge.local/x/components/Pet', 'Owner#/items'],
  ['https://specforge.local/x/components/A%20B', '#'],
  ['', 'https://elsewhere.example/s.json#/$defs/a~1b'],
  // References with a scheme, against several bases: resolved once, whatever the base.
  ['https://specforge.local/x/params/b.json', 'https://specforge.local/x/components/Pet'],
  ['https://specforge.local/x/components/Owner', 'https://specforge.local/x/components/Pet'],
  ['https://specforge.local/x/params/b.json', 'HTTPS://Specforge.local/x/./components/../components/Pet#/a'],
  ['https://specforge.local/x/params/c.json', 'HTTPS://Specforge.local/x/./components/../components/Pet#/a'],
  ['urn:specforge:x', 'urn:specforge:y#/a'],
];

test('each resolution and parse is fast-uri’s, the first time and the next', () => {
  const remembering = rememberingUriResolver();
  for (let round = 0; round < 2; round++)
    for (const [base, path] of CASES) {
      expect([base, path, remembering.resolve(base, path)]).toEqual([base, path, fast.resolve(base, path)]);
      expect(remembering.parse(path)).toEqual(fast.parse(path));
    }
});

test('a reference with a scheme still fails against a base that does not parse, as fast-uri does', () => {
  const remembering = rememberingUriResolver();
  const pet = 'https://specforge.local/x/components/Pet';
  expect(remembering.resolve('https://specforge.local/x/params/a.json', pet)).toBe(pet);
  for (const base of ['http://host:99999/', 'http://%zz/', 'ht tp://x']) {
    expect(() => fast.resolve(base, pet)).toThrow();
    expect(() => remembering.resolve(base, pet)).toThrow();
  }
});

test('a reference with a scheme is resolved once, whatever the base it is met in', () => {
  const remembering = rememberingUriResolver();
  const original = fast.resolve;
  let calls = 0;
  fast.resolve = (base, path) => {
    calls++;
    return original.call(fast, base, path);
  };
  try {
    const bases = ['a', 'b', 'c'].map((name) => `https://specforge.local/x/params/${name}.json`);
    for (const base of bases) remembering.resolve(base, '#/properties/a');
    expect(calls).toBe(3);
    for (const base of bases) expect(remembering.resolve(base, 'https://specforge.local/x/components/Pet')).toBe('https://specforge.local/x/components/Pet');
    expect(calls).toBe(4);
  } finally {
    fast.resolve = original;
  }
});

test('a parsed URI is a copy: changing one does not change the next', () => {
  const remembering = rememberingUriResolver();
  const first = remembering.parse('https://specforge.local/x/components/Pet#/a');
  (first as { fragment?: string }).fragment = 'changed';
  expect(remembering.parse('https://specforge.local/x/components/Pet#/a').fragment).toBe('/a');
});

test('ajv writes the same validators with it', () => {
  const schemas = [
    { $id: 'https://specforge.local/x/components/Owner', type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    {
      $id: 'https://specforge.local/x/components/Pet',
      type: 'object',
      properties: { owner: { $ref: 'Owner' }, friend: { $ref: '#' }, name: { $ref: 'Owner#/properties/name' } },
    },
  ];
  const code = (uriResolver?: UriResolver) => {
    const ajv = new Ajv2020({ code: { source: true }, inlineRefs: false, ...(uriResolver ? { uriResolver } : {}) });
    for (const s of schemas) ajv.addSchema(s);
    const validate = ajv.getSchema('https://specforge.local/x/components/Pet')!;
    expect(validate({ owner: { name: 'a' }, friend: { name: 'b' } })).toBe(true);
    expect(validate({ owner: {} })).toBe(false);
    return (validate as unknown as { source: { validateCode: string } }).source.validateCode;
  };
  expect(code(rememberingUriResolver())).toBe(code());
});
