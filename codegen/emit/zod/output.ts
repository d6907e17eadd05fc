// The zod output: zod.ts, zod 4 schemas of every component and of each operation's parameters and
// answer (zod is an optional peer dependency the application installs).

import type { GeneratorOutput } from '../output.js';
import { emitZod } from './zod.js';

export const zodOutput: GeneratorOutput<'zod'> = {
  name: 'zod',
  summary: 'zod.ts: zod 4 schemas of every component and of each operation’s parameters and answer (needs zod 4)',
  peer: 'zod',
  emit(model, put) {
    const text = emitZod(model);
    if (text !== undefined) put(`${model.name}/zod.ts`, text);
  },
};
