// The mocks' response validators: a response schema (data, as generated into response-schemas/)
// compiled on its first call against its service's component schemas, answering like a generated
// validator (valid or not, the first error kept in `errors`).
import { expect, test } from '@jest/globals';
import { responseValidator } from 'specforge/runtime/mocks';

const BASE = 'https://specforge.local/notes/components/';
const components = [
  { $id: `${BASE}note`, type: 'object', required: ['id', 'owner'], properties: { id: { type: 'integer' }, owner: { $ref: `${BASE}user` } } },
  { $id: `${BASE}user`, type: 'object', required: ['login'], properties: { login: { type: 'string' }, url: { type: 'string', format: 'uri' } } },
];

test('checks a body through the components it references, formats included', () => {
  const validate = responseValidator(components, { type: 'array', items: { $ref: `${BASE}note` } });
  expect(validate([{ id: 1, owner: { login: 'a', url: 'https://example.com/a' } }])).toBe(true);
  expect(validate.errors).toBeNull();
  expect(validate([{ id: 1, owner: { login: 'a', url: 'not a uri' } }])).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/0/owner/url', keyword: 'format', params: { format: 'uri' } })]);
  expect(validate([{ id: 'x', owner: { login: 'a' } }])).toBe(false);
  expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/0/id', keyword: 'type' })]);
});

test('compiles on the first call, not before: a schema naming a missing component fails then, not at import', () => {
  const validate = responseValidator(components, { $ref: `${BASE}missing` });
  expect(validate.errors).toBeNull();
  expect(() => validate({})).toThrow(/missing/);
});

test('validators of one service share its components; another service has its own', () => {
  const a = responseValidator(components, { $ref: `${BASE}user` });
  const b = responseValidator(components, { $ref: `${BASE}note` });
  expect(a({ login: 'x' })).toBe(true);
  expect(b({ id: 2, owner: { login: 'y' } })).toBe(true);
  const other = [{ $id: `${BASE}user`, type: 'string' }];
  const c = responseValidator(other, { $ref: `${BASE}user` });
  expect(c('just a string')).toBe(true);
  expect(a('just a string')).toBe(false);
});
