// The deliveries a service sends (`webhooks:`): each one's payload schema, and the header that
// carries its shared secret (a header parameter marked sensitive).

import { isObject, stringList } from '../openapi/json.js';
import { externalDocsOf } from './external-docs.js';
import { HTTP_VERBS } from '../openapi/walk.js';
import { isJsonMediaType } from './body.js';
import type { ModelContext } from './context.js';
import type { WebhookModel } from './types.js';

export interface WebhookDraft {
  model: Omit<WebhookModel, 'identifier' | 'typeName'>;
}

export function buildWebhooks(ctx: ModelContext): WebhookDraft[] {
  const hooks = isObject(ctx.data.webhooks) ? ctx.data.webhooks : {};
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
      const payload =
        mediaType !== undefined && content[mediaType]?.schema !== undefined
          ? ctx.schema(content[mediaType].schema, ['webhooks', name, verb, 'requestBody', 'content', mediaType, 'schema'])
          : {};
      const secret = [...(Array.isArray(op.parameters) ? op.parameters : []), ...(Array.isArray(item.parameters) ? item.parameters : [])]
        .map((p) => ctx.deref(p))
        .find((p) => isObject(p) && p.in === 'header' && p['x-sensitive'] === true);
      const model: WebhookDraft['model'] = { name, payload, sources: stringList(op['x-source']) };
      if (mediaType !== undefined) model.mediaType = mediaType;
      if (secret) {
        model.secretHeader = String(secret.name).toLowerCase();
        model.secretHeaderName = String(secret.name);
      }
      if (typeof op.summary === 'string') model.summary = op.summary;
      if (typeof op.description === 'string') model.description = op.description;
      const docs = externalDocsOf(op.externalDocs);
      if (docs) model.externalDocs = docs;
      out.push({ model });
      break; // one delivery per entry: the first verb that has one
    }
  }
  return out;
}
