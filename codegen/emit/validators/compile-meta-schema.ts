// Compiles JSON Schema 2020-12's meta-schema, as ajv checks schemas against it (checkSchema in
// ajv-schemas.ts: formats on, not strict), into an ajv standalone module beside this file, so the
// generator loads a ready checker instead of compiling the meta-schema on every run (41 ms of a
// 300 ms generation of a small document). Run `npx tsx codegen/emit/validators/compile-meta-schema.ts`
// after updating ajv or ajv-formats; a test checks that the module is what this writes today and
// that it answers as ajv does.

import { writeFileSync } from 'node:fs';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { standaloneEsm } from '../../spec/standalone-esm.js';
import { META_SCHEMA, metaAjv } from './ajv-schemas.js';

const standalone = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (ajv: Ajv2020, validate: unknown) => string;

/** The module's text. */
export function compileMetaSchema(): string {
  const ajv = metaAjv({ source: true, esm: true, lines: true });
  return standaloneEsm(standalone(ajv, ajv.getSchema(META_SCHEMA)), [
    '// @ts-nocheck',
    `// Compiled by codegen/emit/validators/compile-meta-schema.ts (ajv standalone) from ajv's copy of ${META_SCHEMA}.`,
    '// DO NOT EDIT: run `npx tsx codegen/emit/validators/compile-meta-schema.ts`.',
  ]);
}

/** The module file, beside this file. */
export const META_SCHEMA_MODULE = new URL('./meta-schema-2020.ts', import.meta.url);

if (import.meta.url === new URL(process.argv[1] ?? '', 'file://').href) {
  writeFileSync(META_SCHEMA_MODULE, compileMetaSchema());
  process.stdout.write(`wrote ${META_SCHEMA_MODULE.pathname}\n`);
}
