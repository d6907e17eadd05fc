// The deliveries a service sends (`webhooks:`, or `x-webhooks`, the form OpenAPI 3.0 documents
// such as GitHub's and Redocly's publish): each one's payload schema, the header that carries its
// shared secret (a header parameter marked sensitive), and the event keys a dispatching server
// knows it by (webhook-events.ts).

import { isObject, stringList } from '../openapi/json.js';
import { externalDocsOf } from './external-docs.js';
import { HTTP_VERBS } from '../openapi/walk.js';
import { isJsonMediaType } from './body.js';
import type { ModelContext } from './context.js';
import type { WebhookModel, WebhookEventLocation } from './types.js';
import { eventKeysOf } from './webhook-events.js';

export interface WebhookDraft {
  model: Omit<WebhookModel, 'identifier' | 'typeName'>;
}

/** The section the deliveries are under: `webhooks` (3.1), else `x-webhooks` (3.0). */
export function webhooksSection(data: Record<string, unknown>): 'webhooks' | 'x-webhooks' {
  return isObject(data.webhooks) || !isObject(data['x-webhooks']) ? 'webhooks' : 'x-webhooks';
}

export function buildWebhooks(ctx: ModelContext, location: WebhookEventLocation | undefined): WebhookDraft[] {
  const section = webhooksSection(ctx.data);
  const hooks = isObject(ctx.data[section]) ? (ctx.data[section] as Record<string, unknown>) : {};
  const out: WebhookDraft[] = [];
  for (const name of Object.keys(hooks).sort()) {
    const item = ctx.deref(hooks[name]);
    if (!isObject(item)) continue;
    for (const verb of HTTP_VERBS) {
      const op = item[verb];
      if (!isObject(op)) continue;
      const body = ctx.deref(op.requestBody);
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const types = Object.keys(content);
      const mediaType = types.find(isJsonMediaType) ?? types[0];
      const rawPayload = mediaType !== undefined ? content[mediaType]?.schema : undefined;
      const payload = rawPayload !== undefined ? ctx.schema(rawPayload, [section, name, verb, 'requestBody', 'content', mediaType!, 'schema']) : {};
      const headers = [...(Array.isArray(op.parameters) ? op.parameters : []), ...(Array.isArray(item.parameters) ? item.parameters : [])]
        .map((p) => ctx.deref(p))
        .filter((p) => isObject(p) && p.in === 'header');
      const secret = headers.find((p) => p['x-sensitive'] === true);
      const model: WebhookDraft['model'] = { name, payload, sources: stringList(op['x-source']) };
      if (mediaType !== undefined) model.mediaType = mediaType;
      if (secret) {
        model.secretHeader = String(secret.name).toLowerCase();
        model.secretHeaderName = String(secret.name);
      }
      if (location !== undefined) {
        const events = eventKeysOf(location, headers, (raw) => ctx.deref(raw), rawPayload, op);
        if (events.length > 0) model.events = events;
        else
          ctx.warn(
            [section, name, verb],
            'extension',
            `no event key found for webhook "${name}" (${describeLocation(location)}): the dispatching server leaves it out`,
          );
      }
      if (typeof op.summary === 'string') model.summary = op.summary;
      if (typeof op.description === 'string') model.description = op.description;
      const docs = externalDocsOf(op.externalDocs);
      if (docs) model.externalDocs = docs;
      out.push({ model });
      break; // one delivery per entry: the first verb that has one
    }
  }
  const json = out.filter((d) => d.model.mediaType !== undefined && isJsonMediaType(d.model.mediaType));
  if (location === undefined && json.length > 1) {
    ctx.warn(
      [section],
      'extension',
      `${json.length} webhooks with a JSON body, but x-webhooks-server.event does not say where a delivery names its event: the generated server takes "${json[0]!.model.name}" deliveries only (say it, in the document or an overlay, to serve them all at one URL)`,
    );
  }
  return out;
}

function describeLocation(location: WebhookEventLocation): string {
  const parts: string[] = [];
  if (location.header !== undefined)
    parts.push(
      `${location.headerValueAt !== undefined ? `the operation's ${location.headerValueAt} or ` : ''}the ${location.header} header parameter's const, single enum value or example`,
    );
  if (location.field !== undefined) parts.push(`the payload's "${location.field}" const or enum`);
  return `looked for ${parts.join(' and ')}`;
}
