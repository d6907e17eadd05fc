// Emits `schemas.ts`, the entry `specforge/<service>/schemas`: every operation's parameters, and
// every delivery's payload, as a Standard Schema v1 object (runtime/standard-schema.ts) over the
// validator compiled from the document, typed with the generated types, for libraries that accept
// Standard Schema (forms, routers, RPC). One export per operation, named as its function in
// operations.ts, so a bundler keeps only the schemas an application imports.

import type { ServiceModel } from '../../model/types.js';
import { encodesParams } from '../../model/value-plans.js';
import type { Declaration } from '../code/ast.js';
import { printModule } from '../code/print.js';
import { jsHeader } from '../code/header.js';
import { chunkAlias, chunkImports, DELIVERIES_FILE, validatorChunkOf, webhookValidatorName } from '../validators/chunks.js';
import { webhookPayloadType } from '../server/server.js';

/** The export of a delivery's payload schema: `<webhook>Payload` (`<webhook>WebhookPayload` where an operation has that name). */
function webhookSchemaName(identifier: string, taken: ReadonlySet<string>): string {
  return taken.has(`${identifier}Payload`) ? `${identifier}WebhookPayload` : `${identifier}Payload`;
}

export function emitSchemas(model: ServiceModel): string | undefined {
  const operations = model.operations;
  const hooks = model.webhooks;
  if (operations.length === 0 && hooks.length === 0) return undefined;
  const taken = new Set(operations.map((op) => op.identifier));
  const decls: Declaration[] = [
    { kind: 'import', from: 'specforge/runtime', names: ['standardSchema'] },
    { kind: 'import', from: './types.js', namespace: 'T', typeOnly: true },
    ...(operations.some(encodesParams) ? ([{ kind: 'import', from: './routes.js', namespace: 'r' }] as Declaration[]) : []),
    ...chunkImports(model, operations),
    ...(hooks.length ? ([{ kind: 'import', from: `./validators/${DELIVERIES_FILE}.js`, namespace: 'd' }] as Declaration[]) : []),
    ...operations.map(
      (op): Declaration => ({
        kind: 'const',
        name: op.identifier,
        exported: true,
        pure: true,
        // With --dates or --int64, the route's prepare makes the value what the call would send.
        value: `standardSchema<T.${op.typeBase}Params>(${chunkAlias(validatorChunkOf(model, op))}.${op.identifier}${encodesParams(op) ? `, r.${op.identifier}.prepare` : ''})`,
        docs: `The parameters of \`${op.name}\` (\`${op.httpMethod} ${op.path}\`) as a Standard Schema.`,
      }),
    ),
    ...hooks.map(
      (hook): Declaration => ({
        kind: 'const',
        name: webhookSchemaName(hook.identifier, taken),
        exported: true,
        pure: true,
        value: `standardSchema<T.${webhookPayloadType(model, hook)}>(d.${webhookValidatorName(hook)})`,
        docs: `The payload of the \`${hook.name}\` webhook's deliveries as a Standard Schema.`,
      }),
    ),
  ];
  return printModule(jsHeader(model, `entry of specforge/${model.name}/schemas`), decls);
}
