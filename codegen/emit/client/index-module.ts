// Emits `index.ts`, the entry of a service: the client, its types, its event helpers when it has
// a catalogue, and the package's error classes, so an application imports everything from one
// place. It never imports the mocks (importing a client never loads msw).

import { RUNTIME_REEXPORTS, RUNTIME_TYPE_REEXPORTS } from '../../model/reserved.js';
import type { ServiceModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { printModule } from '../code/print.js';
import { methodsInterfaceName, routesInterfaceName, serviceConstName } from './client.js';
import { jsHeader } from '../code/header.js';

export function emitIndex(model: ServiceModel): string {
  const decls: Declaration[] = [
    ...(model.operations.length
      ? ([
          {
            kind: 'export-from',
            from: './client.js',
            names: [
              model.clientName,
              serviceConstName(model),
              { name: methodsInterfaceName(model), type: true },
              { name: routesInterfaceName(model), type: true },
            ],
          },
        ] as Declaration[])
      : []),
    { kind: 'export-from', from: './types.js', typeOnly: true },
    { kind: 'export-from', from: 'specforge', names: [...RUNTIME_REEXPORTS, ...RUNTIME_TYPE_REEXPORTS.map((name) => ({ name, type: true }))] },
  ];
  if (model.events) decls.push({ kind: 'export-from', from: './events.js' });
  return printModule(jsHeader(model, `entry of the ${model.name} client`), decls);
}
