// The webhook server output: server.ts, for a document with JSON deliveries under `webhooks:`.

import type { GeneratorOutput } from '../output.js';
import { emitServer } from './server.js';

export const serverOutput: GeneratorOutput<'server'> = {
  name: 'server',
  summary: "server.ts: a server receiving the document's webhooks, checked and typed (Node only)",
  emit(model, put) {
    const server = emitServer(model);
    if (server !== undefined) put(`${model.name}/server.ts`, server);
  },
};
