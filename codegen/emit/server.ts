// Emits `server.ts` (entry of `specforge/<service>/server`) for a spec with deliveries under
// `webhooks:`: the handwritten WebhooksServer (runtime/webhooks-server/) bound to the delivery's
// payload type and its generated validator, and `webhookEndpoint` on a default server.
// Kept apart from index.ts so that importing the client never loads node:http.

import type { Project } from 'ts-morph';
import type { ServiceModel } from '../model/types.js';
import { jsHeader } from './header.js';
import { textOf } from './project.js';
import { refTypeName } from './ts-type.js';

export function emitServer(project: Project, model: ServiceModel): string | undefined {
  const hook = model.webhooks[0];
  if (!hook) return undefined;
  const others = model.webhooks.slice(1).map((w) => w.name);
  // The payload's component type (`WebhookPayload`) when it is a $ref, else the delivery's own type.
  const ref = typeof hook.payload === 'object' && typeof hook.payload.$ref === 'string' ? hook.payload.$ref : undefined;
  const payloadType = ref ? refTypeName(ref) : hook.typeName;
  const header = jsHeader(model, `entry of specforge/${model.name}/server`);
  const file = project.createSourceFile(`${model.name}/server.ts`, '', { overwrite: true });
  file.addImportDeclarations([
    {
      moduleSpecifier: '../../runtime/webhooks-server/index.js',
      namedImports: ['createDefaultServer', 'WebhooksServer as BaseWebhooksServer', 'type WebhooksServerOptions'],
    },
    { moduleSpecifier: './types.js', namedImports: [payloadType], isTypeOnly: true },
    { moduleSpecifier: './validators.js', namedImports: [`webhook_${hook.id}`] },
  ]);
  const note = others.length ? `\n * (The spec also describes ${others.join(', ')}; this server takes \`${hook.name}\` deliveries.)` : '';
  file.addStatements([
    `/**\n * Receives \`${hook.name}\` deliveries: each payload is checked against the spec's schema and handed to\n * its handler as a typed \`${payloadType}\`.${note}\n *\n * @example\n * const server = new WebhooksServer({ webhookSecret: process.env.WEBHOOK_SECRET });\n * server.addWebhook('/say_hello', async (payload) => ({ ok: true }));\n * await server.run({ port: 7860 });\n */\nexport class WebhooksServer extends BaseWebhooksServer<${payloadType}> {\n  constructor(options: WebhooksServerOptions = {}) {\n    super(options, webhook_${hook.id});\n  }\n}`,
    `/** \`webhookEndpoint(handler)\` or \`webhookEndpoint(path, handler)\`: registers on the default server, started when the script's registrations are done unless its \`run()\` was called. */\nexport const { webhookEndpoint, defaultWebhooksServer } = createDefaultServer<${payloadType}, WebhooksServer>(() => new WebhooksServer());`,
    `export { WebhookRegistrationError, type LandingPageInfo, type RunOptions, type RunningServer, type WebhookDelivery, type WebhookHandler, type WebhooksServerOptions } from '../../runtime/webhooks-server/index.js';`,
    `export type { ${payloadType} } from './types.js';`,
  ]);
  return textOf(file, header);
}
