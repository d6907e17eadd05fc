// Emits `server.ts` (entry `<service>/server`) for a document with deliveries under `webhooks:`
// (or `x-webhooks`) that carry a JSON body (the runtime's server receives JSON deliveries; a
// document whose deliveries have no body, or another kind of body, gets no server): the runtime's
// WebhooksServer bound to the service's server conventions as data (the secret header from the
// delivery's sensitive header parameter; port, settings address, public-host variable, how
// deliveries are signed and whether a delivery breaking its schema is refused, from
// `x-webhooks-server`), and `webhookEndpoint` on a default server. Kept apart from index.ts so that
// importing the client never loads node:http.
// Where the document says where a delivery names its event (`x-webhooks-server.event`), every
// webhook is served at one URL: `WebhookEvents` maps each event key (and each whole event, the
// part before a dot) to its payload type, and the description maps each key to its validator.
// Without it, the server takes the first JSON delivery's payload (the Hub's one kind of delivery).

import { componentName } from '../../openapi/pointer.js';
import type { ServiceModel, WebhookModel } from '../../model/types.js';
import type { Declaration, Member } from '../code/ast.js';
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

/** Each event key, and each whole event (every prefix before a dot), with the payload types it covers, in key order. */
function eventTypes(model: ServiceModel, hooks: readonly WebhookModel[]): Map<string, string[]> {
  const keys = new Map<string, Set<string>>();
  for (const hook of hooks) {
    const type = webhookPayloadType(model, hook);
    for (const key of hook.events ?? []) {
      const parts = key.split('.');
      for (let i = parts.length; i >= 1; i--) {
        const prefix = parts.slice(0, i).join('.');
        if (prefix === '') continue;
        let set = keys.get(prefix);
        if (set === undefined) keys.set(prefix, (set = new Set()));
        set.add(type);
      }
    }
  }
  return new Map([...keys.keys()].sort().map((k) => [k, [...keys.get(k)!]]));
}

export function emitServer(model: ServiceModel): string | undefined {
  const json = model.webhooks.filter((w) => w.mediaType !== undefined && isJsonMediaType(w.mediaType));
  const hook = json[0];
  if (!hook) return undefined;
  const server = model.webhooksServer ?? {};
  const dispatched = server.event !== undefined ? json.filter((w) => (w.events?.length ?? 0) > 0) : [];
  const dispatching = dispatched.length > 0;
  const others = model.webhooks.filter((w) => w !== hook).map((w) => w.name);
  const payloadTypes = dispatching ? [...new Set(dispatched.map((w) => webhookPayloadType(model, w)))] : [webhookPayloadType(model, hook)];
  const payloadType = dispatching ? 'WebhookEvents[keyof WebhookEvents]' : payloadTypes[0]!;
  const validators = dispatching ? [...new Set(dispatched.map(webhookValidatorName))] : [webhookValidatorName(hook)];
  const events: Record<string, unknown> = {};
  for (const w of dispatched) for (const key of w.events!) events[key] ??= raw(webhookValidatorName(w));
  const description = {
    validate: dispatching ? undefined : raw(validators[0]!),
    event: server.event && { header: server.event.header, field: server.event.field },
    events: dispatching ? events : undefined,
    strict: server.strict,
    // A signed delivery carries a signature, not the secret.
    secretHeader: server.signature ? undefined : hook.secretHeaderName,
    signature: server.signature,
    deliveryId: server.deliveryId,
    port: server.port,
    settingsUrl: server.settingsUrl,
    publicHost: server.publicHost,
  };
  const where =
    server.event === undefined ? '' : [server.event.header, server.event.field && `the body's "${server.event.field}"`].filter(Boolean).join(' and ');
  const note =
    !dispatching && others.length
      ? `\n(The spec also describes ${others.join(', ')}; this server takes \`${hook.name}\` deliveries. Say where a delivery names its event in \`x-webhooks-server.event\` to serve them all.)`
      : '';
  const what = [
    'the payload validator' + (dispatching ? 's by event' : ''),
    server.signature ? 'how deliveries are signed' : hook.secretHeaderName ? 'the secret header' : '',
    server.port ? 'the default port' : '',
    server.settingsUrl ? 'where webhooks are set up' : '',
    server.publicHost ? "the app platform's public-host variable" : '',
  ].filter(Boolean);
  const example = dispatching
    ? `const server = new WebhooksServer({ webhookSecret: process.env.WEBHOOK_SECRET });\nserver.on(${JSON.stringify(dispatched[0]!.events![0]!)}, async (payload, delivery) => { delivery.violations; });\nserver.onAny((payload, delivery) => console.log(delivery.event));\nawait server.run(${server.port ? `{ port: ${server.port} }` : ''}); // POST /webhooks`
    : `const server = new WebhooksServer({ webhookSecret: process.env.WEBHOOK_SECRET });\nserver.addWebhook('/say_hello', async (payload) => ({ ok: true }));\nawait server.run(${server.port ? `{ port: ${server.port} }` : ''});`;
  const classDocs = dispatching
    ? `Receives every webhook of the spec at one URL (\`POST /webhooks\`), each delivery told apart by ${where}:\nchecked against its own webhook's schema and handed to the handlers of its event as its payload type\n(\`on(event, handler)\`, \`onAny(handler)\`).\n\n@example\n${example}`
    : `Receives \`${hook.name}\` deliveries: each payload is checked against the spec's schema and handed to\nits handler as a typed \`${payloadTypes[0]}\`.${note}\n\n@example\n${example}`;
  const eventMembers: Member[] = dispatching ? [...eventTypes(model, dispatched)].map(([name, types]) => ({ name, type: types.join(' | ') })) : [];
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
    { kind: 'import', from: './types.js', names: payloadTypes.map((name) => ({ name, type: true })) },
    { kind: 'import', from: `./validators/${DELIVERIES_FILE}.js`, names: validators },
    {
      kind: 'const',
      name: 'webhooksServerDescription',
      exported: true,
      type: 'WebhooksServerDescription',
      value: literal(description),
      docs: `What the server knows of the service: ${what.join(', ')}.`,
    },
    ...(dispatching
      ? [
          {
            kind: 'interface',
            name: 'WebhookEvents',
            exported: true,
            members: eventMembers,
            docs: 'The payload of each event a delivery can name (`event.action`), and of each whole event (every action of it).',
          } satisfies Declaration,
        ]
      : []),
    {
      kind: 'class',
      name: 'WebhooksServer',
      exported: true,
      extends: dispatching ? `BaseWebhooksServer<${payloadType}, WebhookEvents>` : `BaseWebhooksServer<${payloadType}>`,
      docs: classDocs,
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
        ...[
          'LandingPageInfo',
          'RunOptions',
          'RunningServer',
          'WebhookDelivery',
          'WebhookHandler',
          'WebhookViolation',
          'WebhookReport',
          'WebhooksServerOptions',
        ].map((name) => ({
          name,
          type: true,
        })),
      ],
    },
    ...(dispatching ? [] : [{ kind: 'export-from', from: './types.js', names: [{ name: payloadType, type: true }] } satisfies Declaration]),
  ];
  return printModule(jsHeader(model, `entry of the ${model.name} webhook server`), decls);
}
