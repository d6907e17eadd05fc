// Compiles the official OpenAPI JSON Schemas (3.0 and 3.1, as adapted for ajv by
// @seriousme/openapi-schema-validator) into ajv standalone modules beside this file, so the
// generator loads a ready validator instead of compiling a 200 KB schema on every run.
// Run `npx tsx codegen/spec/compile-oas-schemas.ts` after updating that package; a test checks
// that the modules were compiled from the schemas installed (by their SHA-256) and agree with ajv.

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Ajv04Module from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import schema30 from '@seriousme/openapi-schema-validator/schemas/v3.0/schema.json' with { type: 'json' };
import schema31 from '@seriousme/openapi-schema-validator/schemas/v3.1/schema.json' with { type: 'json' };
import type { OpenApiVersion } from '../openapi/document.js';
import { standaloneEsm } from './standalone-esm.js';

type AnyAjv = { compile(schema: object): unknown; addFormat(name: string, format: true): unknown };
const interop = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;
const addFormats = interop<(ajv: AnyAjv) => void>(addFormatsModule);
const Ajv04 = interop<new (options: object) => AnyAjv>(Ajv04Module);
const standalone = interop<(ajv: AnyAjv, validate: unknown) => string>(standaloneModule);

/** The schema each version is checked against. */
export const OAS_SCHEMAS: Record<OpenApiVersion, object> = { '3.0': schema30, '3.1': schema31 };

/** The options both validators are compiled with. */
export const OAS_AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: true, logger: false as const };

/** A fresh ajv instance set up as the compiled modules were (formats, `media-range`). */
export function oasAjv(version: OpenApiVersion, code?: object): AnyAjv {
  const options = { ...OAS_AJV_OPTIONS, ...(code ? { code } : {}) };
  const ajv: AnyAjv = version === '3.0' ? new Ajv04(options) : (new Ajv2020(options) as unknown as AnyAjv);
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  return ajv;
}

export function schemaDigest(version: OpenApiVersion): string {
  return createHash('sha256').update(JSON.stringify(OAS_SCHEMAS[version])).digest('hex');
}

/** The module file of a version, beside this file. */
export function compiledFile(version: OpenApiVersion): URL {
  return new URL(`./oas-schema-${version.replace('.', '')}.ts`, import.meta.url);
}

/** The standalone module of one version (TypeScript that is not type-checked: ajv's output). */
export function compileOasSchema(version: OpenApiVersion): string {
  const ajv = oasAjv(version, { source: true, esm: true, lines: true });
  return standaloneEsm(
    standalone(ajv, ajv.compile(OAS_SCHEMAS[version])),
    [
      `// @ts-nocheck`,
      `// Compiled by codegen/spec/compile-oas-schemas.ts (ajv standalone) from the OpenAPI ${version} schema of`,
      `// @seriousme/openapi-schema-validator. DO NOT EDIT: run \`npx tsx codegen/spec/compile-oas-schemas.ts\`.`,
    ],
    [`export const SCHEMA_SHA256 = '${schemaDigest(version)}';`],
  );
}

if (import.meta.url === new URL(process.argv[1] ?? '', 'file://').href) {
  for (const version of ['3.0', '3.1'] as const) {
    const file = compiledFile(version);
    writeFileSync(file, compileOasSchema(version));
    process.stdout.write(`wrote ${file.pathname}\n`);
  }
}
