// The mocks output: mocks.ts (msw handlers and a mock transport that check every request) and the
// success-response schemas they check bodies against (response-schemas/).

import type { GeneratorOutput } from '../output.js';
import { emitResponseSchemas } from '../validators/response-schemas.js';
import { emitMocks } from './mocks.js';

export const mocksOutput: GeneratorOutput<'mocks'> = {
  name: 'mocks',
  summary: 'mocks.ts: msw handlers and a mock transport answering with examples (needs msw for the handlers)',
  peer: 'msw',
  emit(model, put) {
    for (const [path, text] of Object.entries(emitResponseSchemas(model))) put(path, text);
    if (model.operations.length > 0) put(`${model.name}/mocks.ts`, emitMocks(model));
  },
};
