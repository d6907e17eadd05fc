// The Standard Schemas output: schemas.ts, each operation's parameters and each delivery's payload
// as a Standard Schema v1 object over the generated validators.

import type { GeneratorOutput } from '../output.js';
import { emitSchemas } from './schemas.js';

export const schemasOutput: GeneratorOutput<'schemas'> = {
  name: 'schemas',
  summary: 'schemas.ts: Standard Schema objects of every operation’s parameters and every webhook payload',
  emit(model, put) {
    const schemas = emitSchemas(model);
    if (schemas !== undefined) put(`${model.name}/schemas.ts`, schemas);
  },
};
