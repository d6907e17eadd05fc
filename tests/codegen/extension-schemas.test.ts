// The schemas of the project's extensions are valid JSON Schema 2020-12 (the generator compiles
// them without checking, on first use).
import { expect, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { EXTENSIONS } from '../../codegen/spec/extensions.js';

test('every extension schema is valid JSON Schema 2020-12', () => {
  const ajv = new Ajv2020({ strict: false });
  const invalid = EXTENSIONS.filter((e) => !ajv.validateSchema(e.schema)).map((e) => `${e.name}: ${ajv.errorsText()}`);
  expect(invalid).toEqual([]);
  expect(EXTENSIONS.length).toBeGreaterThan(10);
});
