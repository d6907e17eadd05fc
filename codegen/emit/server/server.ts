// Emits `server.ts` (entry `<service>/server`) for a document with deliveries under `webhooks:`
// that carry a JSON body (the runtime's server receives JSON deliveries; a document whose
// deliveries have no body, or another kind of body, gets no server):
// the runtime's WebhooksServer bound to the first such delivery's payload type, its generated
// validator and the service's server conventions as data (the secret header from the delivery's
// sensitive header parameter; port, settings address, public-host variable and how deliveries are
// signed from `x-webhooks-server`), and `webhookEndpoint` on a default server. Kept apart from index.ts so
// that importing the client never loads node:http.

import { componentName } from '../../openapi/pointer.js';
import type { ServiceModel, WebhookModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { literal, raw } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { jsHeader } from '../code/header.js';
import { isJsonMediaType } from '../../model/body.js';
import { DELIVERIES_FILE, webhookValidatorName } from '../validators/chunks.js';

/** The type of a delivery's payload: a payload that is only a reference to a component keeps that component's name (`WebhookPayload`). */
export function webhookPayloadType(model: ServiceModel, hook: WebhookModel): string {
  const ref = typeof hook.payload === 'object' && hook.payload.$ref !== undefined ? componentName(hook.payload.$ref) : undefined;
  return (ref !== undefined ? model.schemas.find((s) => s.name === ref)?.typeName : undefined) ?? hook.typeName;
}

export function emitServer(model: ServiceModel): string | undefined {
  const hook = model.webhooks.find((w) => w.mediaType !== undefined && isJsonMediaType(w.mediaType));
  if (!hook) return undefined;
  const others = model.webhooks.filter((w) => w !== hook).map((w) => w.name);
  const payloadType = webhookPayloadType(model, hook);
  const validator = webhookValidatorName(hook);
  const server = model.webhooksServer ?? {};
  const description = {
    validate: raw(validator),
    // A signed delivery carries a signature, not the secret.
    secretHeader: server.signature ? undefined : hook.secretHeaderName,
    signature: server.signature,
    port: server.port,
    settingsUrl: server.settingsUrl,
    publicHost: server.publicHost,
  };
  const note = others.length ? `\n(The spec also describes ${others.join(', ')}; this server takes \`${hook.name}\` deliveries.)` : '';
  const decls: Declaration[] = [
    {
      kind: 'import',
      from: 'specforge/runtime/webhooks-server',
      names: [
        'createDefaultServer',
        { name: 'WebhooksServer', as: 'BaseWebhooksServer' },
        ...['WebhooksServerDescription', 'WebhooksServerOptions'].map((name) => ({ name, type: true })),
      ],
    },
    { kind: 'import', from: './types.js', names: [{ name: payloadType, type: true }] },
    { kind: 'import', from: `./validators/${DELIVERIES_FILE}.js`, names: [validator] },
    {
      kind: 'const',
      name: 'webhooksServerDescription',
      exported: true,
      type: 'WebhooksServerDescription',
      value: literal(description),
      docs: `What the server knows of the service: the payload validator${server.signature ? ', how deliveries are signed' : hook.secretHeaderName ? `, the secret header` : ''}${server.port ? ', the default port' : ''}${server.settingsUrl ? ', where webhooks are set up' : ''}${server.publicHost ? ", the app platform's public-host variable" : ''}.`,
    },
    {
      kind: 'class',
      name: 'WebhooksServer',
      exported: true,
      extends: `BaseWebhooksServer<${payloadType}>`,
      docs: `Receives \`${hook.name}\` deliveries: each payload is checked against the spec's schema and handed to\nits handler as a typed \`${payloadType}\`.${note}\n\n@example\nconst server = new WebhooksServer({ webhookSecret: process.env.WEBHOOK_SECRET });\nserver.addWebhook('/say_hello', async (payload) => ({ ok: true }));\nawait server.run(${server.port ? `{ port: ${server.port} }` : ''});`,
      members: [
        {
          kind: 'constructor',
          params: [{ name: 'options', type: 'WebhooksServerOptions', initializer: '{}' }],
          body: ['super(options, webhooksServerDescription);'],
        },
      ],
    },
    {
      kind: 'destructure',
      names: ['webhookEndpoint', 'defaultWebhooksServer'],
      exported: true,
      value: `createDefaultServer<${payloadType}, WebhooksServer>(() => new WebhooksServer())`,
      docs: "`webhookEndpoint(handler)` or `webhookEndpoint(path, handler)`: registers on the default server, started when the script's registrations are done unless its `run()` was called.",
    },
    {
      kind: 'export-from',
      from: 'specforge/runtime/webhooks-server',
      names: [
        'WebhookRegistrationError',
        ...['LandingPageInfo', 'RunOptions', 'RunningServer', 'WebhookDelivery', 'WebhookHandler', 'WebhooksServerOptions'].map((name) => ({
          name,
          type: true,
        })),
      ],
    },
    { kind: 'export-from', from: './types.js', names: [{ name: payloadType, type: true }] },
  ];
  return printModule(jsHeader(model, `entry of the ${model.name} webhook server`), decls);
}
