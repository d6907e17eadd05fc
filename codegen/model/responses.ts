// The responses of an operation and the one its method resolves with: the first 2xx, else the
// default, else the first 3xx (an operation that only redirects), else none. A response's kind
// comes from its content type: JSON is decoded, text stays a string, anything else is bytes; a
// `text/event-stream` content (alone, or next to another) makes the response a stream of events.

import { isObject, type JsonObject } from '../openapi/json.js';
import { isJsonMediaType } from './body.js';
import type { ModelContext } from './context.js';
import type { JsonSchema, ResponseKind, ResponseModel } from './types.js';

function kindOf(mediaType: string): ResponseKind {
  if (isJsonMediaType(mediaType)) return 'json';
  if (/^text\/|xml|javascript|x-www-form-urlencoded/i.test(mediaType)) return 'text';
  return 'binary';
}

function statusOrder(a: string, b: string): number {
  const rank = (s: string) => (s === 'default' ? 1000 : Number(s.replace(/X/gi, '0')) + (/X/i.test(s) ? 0.5 : 0));
  return rank(a) - rank(b);
}

const EVENT_STREAM = /^text\/event-stream\b/i;

/** The schema of an event stream's events (its `schema`, as OpenAI writes it), else any value. */
function eventSchema(ctx: ModelContext, media: unknown, pointer: readonly (string | number)[]): JsonSchema {
  return isObject(media) && media.schema !== undefined ? ctx.schema(media.schema, [...pointer, 'schema']) : {};
}

export function buildResponses(ctx: ModelContext, pointer: readonly (string | number)[], op: JsonObject): ResponseModel[] {
  const responses: JsonObject = isObject(op.responses) ? op.responses : {};
  return Object.keys(responses)
    .filter((s) => /^([1-5][0-9X]{2}|default)$/i.test(s))
    .sort(statusOrder)
    .map((status) => {
      const r = ctx.deref(responses[status]);
      const description = isObject(r) && typeof r.description === 'string' ? r.description : '';
      const content: JsonObject = isObject(r) && isObject(r.content) ? r.content : {};
      const types = Object.keys(content);
      const eventType = types.find((t) => EVENT_STREAM.test(t));
      const events = eventType === undefined ? undefined : eventSchema(ctx, content[eventType], [...pointer, 'responses', status, 'content', eventType]);
      const mediaType = types.find(isJsonMediaType) ?? types.find((t) => t !== eventType);
      if (mediaType === undefined) return { status, description, kind: 'none', ...(events ? { events } : {}) };
      const kind = kindOf(mediaType);
      const res: ResponseModel = { status, description, kind, mediaType, ...(events ? { events } : {}) };
      const raw = content[mediaType]?.schema;
      if (kind === 'json' && raw !== undefined) res.schema = ctx.schema(raw, [...pointer, 'responses', status, 'content', mediaType, 'schema']);
      else if (kind === 'text') res.schema = { type: 'string' };
      return res;
    });
}

/** The media types of the operation's responses, distinct, those of 2xx and 3xx first (the Accept a request sends). */
export function acceptOf(ctx: ModelContext, op: JsonObject): string {
  const responses: JsonObject = isObject(op.responses) ? op.responses : {};
  const statuses = Object.keys(responses)
    .filter((s) => /^([1-5][0-9X]{2}|default)$/i.test(s))
    .sort((a, b) => Number(!/^[23]/.test(a)) - Number(!/^[23]/.test(b)) || statusOrder(a, b));
  const types = new Set<string>();
  for (const status of statuses) {
    const r = ctx.deref(responses[status]);
    if (isObject(r) && isObject(r.content)) for (const type of Object.keys(r.content)) if (/^[\w.+-]+\/[\w.+*-]+/.test(type)) types.add(type);
  }
  return [...types].join(', ');
}

export function successOf(responses: readonly ResponseModel[]): ResponseModel {
  return (
    responses.find((r) => /^2/.test(r.status)) ??
    responses.find((r) => r.status === 'default') ??
    responses.find((r) => /^3/.test(r.status)) ?? { status: '200', description: '', kind: 'none' }
  );
}
