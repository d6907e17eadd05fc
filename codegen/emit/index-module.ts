// Emits `index.ts`, the entry of `specforge/<service>`: the client, its types and the runtime's
// errors. It never imports the mocks (so importing a client never loads msw).

import type { Project } from 'ts-morph';
import type { ServiceModel } from '../model/types.js';
import { methodsInterfaceName, serviceConstName } from './client.js';
import { jsHeader } from './header.js';
import { textOf } from './project.js';

export function emitIndex(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, `entry of specforge/${model.name}`);
  const file = project.createSourceFile(`${model.name}/index.ts`, '', { overwrite: true });
  file.addExportDeclarations([
    { moduleSpecifier: './client.js', namedExports: [model.clientName, serviceConstName(model), `type ${methodsInterfaceName(model)}`] },
    { moduleSpecifier: './types.js', isTypeOnly: true },
    { moduleSpecifier: '../../runtime/index.js' },
    ...(model.events ? [{ moduleSpecifier: './events.js' }] : []),
  ]);
  return textOf(file, header);
}
