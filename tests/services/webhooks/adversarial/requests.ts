// Raw requests of the adversarial suite and the soak (no test framework here, so the soak can
// use them too): the secret, valid deliveries with unique ids, and HTTP/1.1 request text.
import { readFileSync } from 'node:fs';

export const SECRET = 'adv3rsarial-Secret+/=value';

/** The example delivery of the tests (tests/fixtures/webhook-delivery.json). */
const EXAMPLE = JSON.parse(readFileSync(new URL('../../../fixtures/webhook-delivery.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** The forms in which a leaked secret could appear. */
export function secretForms(secret: string): string[] {
  const base64 = Buffer.from(secret).toString('base64');
  return [secret, encodeURIComponent(secret), base64, base64.replace(/=+$/, ''), Buffer.from(secret).toString('base64url')];
}

/** A delivery with a unique webhook id, as JSON text. */
export function delivery(id: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...EXAMPLE, webhook: { id, version: 3 }, ...extra });
}

/** A raw HTTP/1.1 request; `headers` are added after Host. */
export function request(line: string, headers: string[] = [], body = ''): string {
  return `${line}\r\n${['Host: 127.0.0.1', ...headers].join('\r\n')}\r\n\r\n${body}`;
}

/** A valid delivery request, with the right secret unless `secret` says otherwise. */
export function post(id: string, options: { secret?: string | null; path?: string; close?: boolean } = {}): string {
  const body = delivery(id);
  const headers = ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`];
  const secret = options.secret === undefined ? SECRET : options.secret;
  if (secret !== null) headers.push(`X-Webhook-Secret: ${secret}`);
  if (options.close) headers.push('Connection: close');
  return request(`POST ${options.path ?? '/webhooks/count'} HTTP/1.1`, headers, body);
}
