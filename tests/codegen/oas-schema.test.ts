// The ahead-of-time compiled OpenAPI schema validators (codegen/spec/oas-schema-3x.ts) are those
// of the schemas installed, and report what ajv compiling the same schema reports.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { oasAjv, OAS_SCHEMAS, schemaDigest } from '../../codegen/spec/compile-oas-schemas.js';
import * as compiled30 from '../../codegen/spec/oas-schema-30.js';
import * as compiled31 from '../../codegen/spec/oas-schema-31.js';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const compiled = { '3.0': compiled30, '3.1': compiled31 } as const;
const read = (path: string) => parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const PETS_30 = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://pets.example.com' }],
  paths: {
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } }],
        responses: { 200: { description: 'A pet', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    },
  },
  components: { schemas: { Pet: { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true } } } } },
};

/** Valid documents of each version and broken variants of them. */
function documents(version: '3.0' | '3.1'): Array<[string, unknown]> {
  const base = version === '3.0' ? PETS_30 : read('specs/hosting.yaml');
  const paths = base.paths as Record<string, Record<string, unknown>>;
  const [firstPath] = Object.keys(paths);
  return [
    ['as is', base],
    ['no info', { ...base, info: undefined }],
    ['info without title', { ...base, info: { version: '1' } }],
    ['unknown top-level field', { ...base, surprise: true }],
    ['path not starting with /', { ...base, paths: { ...paths, nope: {} } }],
    ['operation with a bad response', { ...base, paths: { [firstPath!]: { get: { responses: { 200: { content: 5 } } } } } }],
    [
      'parameter without in',
      { ...base, paths: { '/x': { get: { parameters: [{ name: 'a', schema: { type: 'string' } }], responses: { 200: { description: 'ok' } } } } } },
    ],
    ['bad server url type', { ...base, servers: [{ url: 7 }] }],
  ];
}

for (const version of ['3.0', '3.1'] as const) {
  test(`OpenAPI ${version}: the compiled module was compiled from the installed schema`, () => {
    expect(compiled[version].SCHEMA_SHA256).toBe(schemaDigest(version));
  });

  test(`OpenAPI ${version}: the compiled validator agrees with ajv on valid and broken documents`, () => {
    const fresh = oasAjv(version).compile(OAS_SCHEMAS[version]) as Validate;
    const ready = compiled[version].validate as Validate;
    const outcomes: string[] = [];
    for (const [label, doc] of documents(version)) {
      const data = JSON.parse(JSON.stringify(doc)) as unknown;
      const ok = ready(data);
      expect([label, ok]).toEqual([label, fresh(data)]);
      expect(ready.errors ?? null).toEqual(fresh.errors ?? null);
      outcomes.push(`${label}: ${ok}`);
    }
    // The valid document passes and every broken one fails.
    expect(outcomes.filter((o) => o.endsWith('true'))).toEqual(['as is: true']);
  });
}
