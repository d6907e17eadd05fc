// The client output, always written: the types, the routes, the client class, the tree-shakable
// per-operation functions (operations.ts), the event catalogue where the document has one, and
// the entry (index.ts).

import type { GeneratorOutput } from '../output.js';
import { emitClient } from './client.js';
import { emitEvents } from './events.js';
import { emitIndex } from './index-module.js';
import { emitOperations } from './operations.js';
import { emitRoutes } from './routes.js';
import { emitTypes } from '../types/types.js';

export const clientOutput: GeneratorOutput<'client'> = {
  name: 'client',
  summary: 'types, routes, the client class and the per-operation functions (always written)',
  emit(model, put) {
    const n = model.name;
    put(`${n}/types.ts`, emitTypes(model));
    put(`${n}/index.ts`, emitIndex(model));
    if (model.operations.length > 0) {
      put(`${n}/routes.ts`, emitRoutes(model));
      put(`${n}/client.ts`, emitClient(model));
      put(`${n}/operations.ts`, emitOperations(model));
    }
    const events = emitEvents(model);
    if (events !== undefined) put(`${n}/events.ts`, events);
  },
};
