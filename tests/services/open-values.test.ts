// The open-value rule of specs/README.md, enforced on the three specs: every string enum a
// response or a webhook delivery can carry is open (anyOf of the known values and any string),
// and no object there refuses unknown fields (additionalProperties: false). Request parameters
// are not walked: their enums are the values the service documents.
import { describe, expect, test } from '@jest/globals';
import { HTTP_VERBS, type Json } from './oracle/openapi-document.js';
import { loadSpec } from './oracle/spec-document.js';

/** Closed string enums and closed objects reachable from `schema`, by dotted path. */
function closedParts(doc: ReturnType<typeof loadSpec>, schema: unknown, at: string, out: string[], seen: Set<unknown>): void {
  const s = doc.deref<Json>(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  const openBranch = (list: unknown[]) =>
    list.some((b) => {
      const x = doc.deref<Json>(b);
      return x.type === 'string' && x.enum === undefined && x.const === undefined && x.pattern === undefined;
    });
  if (Array.isArray(s.enum) && s.enum.some((v: unknown) => typeof v === 'string')) out.push(`${at}: closed enum ${JSON.stringify(s.enum)}`);
  if (s.additionalProperties === false) out.push(`${at}: additionalProperties false`);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    const open = openBranch(s[key]);
    for (const [i, b] of s[key].entries()) {
      const x = doc.deref<Json>(b);
      if (open && Array.isArray(x.enum)) continue; // the known values of an open enum
      closedParts(doc, b, `${at}|${i}`, out, seen);
    }
  }
  for (const part of s.allOf ?? []) closedParts(doc, part, at, out, seen);
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Json)) closedParts(doc, sub, `${at}.${name}`, out, seen);
  if (s.items !== undefined) closedParts(doc, s.items, `${at}[]`, out, seen);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') closedParts(doc, s.additionalProperties, `${at}.*`, out, seen);
}

describe.each(['hosting', 'audit', 'webhooks'])('specs/%s.yaml', (service) => {
  const doc = loadSpec(service);

  test('responses carry only open string sets and open objects', () => {
    const out: string[] = [];
    for (const { verb, path, op } of doc.operations()) {
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Json)) {
        const r = doc.deref<Json>(raw);
        for (const [type, media] of Object.entries((r.content ?? {}) as Json)) {
          if (/json/.test(type) && media.schema !== undefined) closedParts(doc, media.schema, `${verb.toUpperCase()} ${path} ${status}`, out, new Set());
        }
      }
    }
    expect(out).toEqual([]);
  });

  test('webhook deliveries carry only open string sets and open objects', () => {
    const out: string[] = [];
    for (const [name, rawItem] of Object.entries((doc.data.webhooks ?? {}) as Json)) {
      const item = doc.deref<Json>(rawItem);
      for (const verb of HTTP_VERBS) {
        const body = doc.deref<Json>(item[verb]?.requestBody);
        for (const media of Object.values((body?.content ?? {}) as Json))
          if (media.schema !== undefined) closedParts(doc, media.schema, `webhook ${name}`, out, new Set());
      }
    }
    expect(out).toEqual([]);
  });
});

test('the walk finds a closed enum and a closed object when there is one (planted)', () => {
  const doc = loadSpec(
    'webhooks',
    'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}\nwebhooks:\n  d:\n    post:\n      requestBody:\n        content:\n          application/json:\n            schema:\n              type: object\n              additionalProperties: false\n              properties:\n                kind: { enum: [a, b] }\n                open: { anyOf: [{ enum: [a] }, { type: string }] }\n',
  );
  const out: string[] = [];
  const schema = doc.data.webhooks.d.post.requestBody.content['application/json'].schema;
  closedParts(doc, schema, 'webhook d', out, new Set());
  expect(out).toEqual(['webhook d: additionalProperties false', 'webhook d.kind: closed enum ["a","b"]']);
});
