// Every operation's parameters and every delivery's payload as a Standard Schema v1 object
// (specforge/<service>/schemas): held to the specification's own types (@standard-schema/spec;
// `make typecheck` checks this file), used by a library that accepts any Standard Schema
// (standard-parse), and answering in ValidationError's words with paths of their own.
import { expect, test } from '@jest/globals';
import type { StandardSchemaV1 as Spec } from '@standard-schema/spec';
import { is, parse, safeParse, ValidationError as ParseError } from 'standard-parse';
import type { StandardSchemaV1 } from 'specforge';
import type { GistsGetParams, ChecksCreateParams } from 'specforge/hosting';
import { gistsGet, checksCreate } from 'specforge/hosting/schemas';
import { standardSchema, type ParamsValidator } from 'specforge/runtime';
import { examplePayload } from '../../helpers/webhook-payload.js';
import { deliveryPayload } from 'specforge/webhooks/schemas';
import type { WebhookPayload } from 'specforge/webhooks';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

test("the schemas are the specification's StandardSchemaV1, typed with the generated types", () => {
  const asSpec: Spec<GistsGetParams> = gistsGet;
  const copied: StandardSchemaV1<GistsGetParams> = asSpec;
  assertType<Equal<Spec.InferInput<typeof gistsGet>, GistsGetParams>>(true);
  assertType<Equal<Spec.InferOutput<typeof checksCreate>, ChecksCreateParams>>(true);
  assertType<Equal<Spec.InferOutput<typeof deliveryPayload>, WebhookPayload>>(true);
  expect(copied['~standard']).toMatchObject({ version: 1, vendor: 'specforge' });
});

test('a library that takes any Standard Schema validates with them', () => {
  const params = parse(gistsGet, { gist_id: 'aa5a315d61ae9438b18d' });
  assertType<Equal<typeof params, GistsGetParams>>(true);
  expect(params).toEqual({ gist_id: 'aa5a315d61ae9438b18d' });
  expect(is(deliveryPayload, examplePayload())).toBe(true);
  expect(safeParse(checksCreate, { owner: 'o', repo: 'r', head_sha: 'abc' })).toEqual({ issues: [{ message: 'is required', path: ['name'] }] });
  const action = { label: 'Fix', description: 'Fix it' };
  expect(safeParse(checksCreate, { owner: 'o', repo: 'r', head_sha: 'abc', name: 'lint', actions: [action] })).toEqual({
    issues: [{ message: 'is required', path: ['actions', 0, 'identifier'] }],
  });
  expect(() => parse(gistsGet, { gist_id: '' })).toThrow(ParseError);
  expect(safeParse(gistsGet, { gist_id: '' })).toEqual({ issues: [{ message: 'must be at least 1 character long', path: ['gist_id'] }] });
});

test('issues name nested places, array indexes as numbers, each problem once', () => {
  // A validator as ajv writes them: errors with JSON pointers, an anyOf behind its specific errors.
  const validate = ((value: unknown) => {
    validate.errors = [
      { instancePath: '/items/0', keyword: 'required', params: { missingProperty: 'name' } },
      { instancePath: '/items/1/size', keyword: 'maximum', params: { limit: 10 } },
      { instancePath: '/items/1/size', keyword: 'maximum', params: { limit: 10 } },
      { instancePath: '/items/1', keyword: 'anyOf', params: {} },
    ];
    return value === 'valid';
  }) as ParamsValidator;
  const schema = standardSchema<{ items: unknown[] }>(validate);
  expect(schema['~standard'].validate('valid')).toEqual({ value: 'valid' });
  expect(schema['~standard'].validate({ items: [{}, { size: 11 }] })).toEqual({
    issues: [
      { message: 'is required', path: ['items', 0, 'name'] },
      { message: 'must be at most 10', path: ['items', 1, 'size'] },
    ],
  });
});
