// Signed deliveries (x-webhooks-server.signature) against a WebhooksServer on a loopback port, the
// deliveries signed by implementations that are not ours: the `standardwebhooks` package (the
// Standard Webhooks reference library) and GitHub's documented HMAC procedure, checked first
// against GitHub's published test vector. Wrong, tampered, stale, unsigned and replayed deliveries
// never reach the handler; the signature is checked over the exact bytes sent.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { ConfigurationError } from 'specforge';
import { WebhooksServer, type WebhookSignature } from 'specforge/runtime/webhooks-server';
import { recordingLogger } from '../../helpers/webhook-payload.js';
import { SignatureCheck } from '../../../runtime/webhooks-server/signature.js';

type Received = { route: string; payload: unknown };

/** A server of deliveries signed as `signature` with `secret`; `fail` makes the handler throw once per listed id. */
async function start(signature: WebhookSignature, secret: string) {
  const received: Received[] = [];
  const failOnce = new Set<string>();
  const server = new WebhooksServer<unknown>({ webhookSecret: secret, logger: recordingLogger().logger }, { signature });
  server.addWebhook('events', (payload, delivery) => {
    const id = delivery.headers['webhook-id'] as string | undefined;
    if (id !== undefined && failOnce.delete(id)) throw new Error('handler failed once');
    received.push({ route: delivery.route, payload });
    return { ok: true };
  });
  const running = await server.run({ port: 0, host: '127.0.0.1' });
  const post = async (body: string, headers: Record<string, string>) => {
    const res = await fetch(`${running.localUrl}/webhooks/events`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  return { server, received, failOnce, post };
}

describe('Standard Webhooks, signed by the standardwebhooks package', () => {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const signer = new Webhook(secret);
  let srv: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    srv = await start({ scheme: 'standard-webhooks', tolerance: 300 }, secret);
  });
  afterAll(() => srv.server.close());

  let n = 0;
  /** Headers of a delivery of `body` signed by `by` at `at` (default now), with a fresh id unless given. */
  const signed = (body: string, { by = signer, at = new Date(), id = `msg_${++n}_${Date.now()}` } = {}) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': by.sign(id, at, body),
  });

  test('a delivery signed with the secret reaches the handler, its bytes exactly as sent', async () => {
    // Spacing and a non-ASCII character: a check over the body parsed and printed again would fail.
    const body = '{ "type": "user.created",  "name": "Zoë" }';
    const before = srv.received.length;
    expect(await srv.post(body, signed(body))).toEqual({ status: 200, body: { ok: true } });
    expect(srv.received.slice(before)).toEqual([{ route: '/webhooks/events', payload: { type: 'user.created', name: 'Zoë' } }]);
  });

  test('wrong secret, tampered body, stale or future timestamp, missing headers: refused before the handler', async () => {
    const body = '{"type":"user.deleted"}';
    const before = srv.received.length;
    const stranger = new Webhook(`whsec_${randomBytes(24).toString('base64')}`);
    expect(await srv.post(body, signed(body, { by: stranger }))).toEqual({ status: 403, body: { error: 'Invalid webhook signature.' } });
    expect(await srv.post('{"type":"user.created"}', signed(body))).toEqual({ status: 403, body: { error: 'Invalid webhook signature.' } });
    const stale = new Date(Date.now() - 10 * 60 * 1000);
    const future = new Date(Date.now() + 10 * 60 * 1000);
    const away = { error: "webhook-timestamp is more than 300 s away from the server's clock." };
    expect(await srv.post(body, signed(body, { at: stale }))).toEqual({ status: 401, body: away });
    expect(await srv.post(body, signed(body, { at: future }))).toEqual({ status: 401, body: away });
    const { 'webhook-signature': _, ...unsigned } = signed(body);
    expect(await srv.post(body, unsigned)).toEqual({ status: 401, body: { error: 'webhook-signature header not set.' } });
    expect(await srv.post(body, { ...signed(body), 'webhook-timestamp': 'yesterday' })).toEqual({
      status: 401,
      body: { error: 'webhook-timestamp is not a Unix time in seconds.' },
    });
    expect(srv.received.length).toBe(before);
  });

  test('while a secret is rotated, one valid signature among several is enough', async () => {
    const body = '{"type":"rotated"}';
    const headers = signed(body);
    const old = signed(body, { by: new Webhook(`whsec_${randomBytes(24).toString('base64')}`), id: headers['webhook-id'] });
    headers['webhook-signature'] = `${old['webhook-signature']} ${headers['webhook-signature']}`;
    expect((await srv.post(body, headers)).status).toBe(200);
  });

  test('a delivery sent again (the same webhook-id) is answered without the handler; a failed one is handled again', async () => {
    const body = '{"type":"once"}';
    const headers = signed(body);
    const before = srv.received.length;
    expect(await srv.post(body, headers)).toEqual({ status: 200, body: { ok: true } });
    expect(await srv.post(body, headers)).toEqual({ status: 200, body: { duplicate: true } });
    expect(srv.received.length).toBe(before + 1);
    // The handler fails the first time: the service's retry, with the same id, is handled.
    const retried = signed('{"type":"retried"}');
    srv.failOnce.add(retried['webhook-id']);
    expect((await srv.post('{"type":"retried"}', retried)).status).toBe(500);
    expect(await srv.post('{"type":"retried"}', retried)).toEqual({ status: 200, body: { ok: true } });
    // A wrong signature under a taken id gives nothing back: the real delivery stays handled once.
    const forged = { ...headers, 'webhook-signature': signed(body, { by: new Webhook(`whsec_${randomBytes(24).toString('base64')}`) })['webhook-signature'] };
    expect((await srv.post(body, forged)).status).toBe(403);
    expect(await srv.post(body, headers)).toEqual({ status: 200, body: { duplicate: true } });
    expect(srv.received.length).toBe(before + 2);
  });

  test('a secret that is not whsec_<base64> is a ConfigurationError that does not show it', () => {
    const create = () => new WebhooksServer({ webhookSecret: 'whsec_not base64!' }, { signature: { scheme: 'standard-webhooks' } });
    expect(create).toThrow(ConfigurationError);
    expect(create).toThrow('webhookSecret: expected a Standard Webhooks secret: whsec_ followed by base64, got [hidden] a value that is not whsec_<base64>');
  });
});

describe("GitHub's X-Hub-Signature-256, signed by GitHub's documented procedure", () => {
  const SIGNATURE: WebhookSignature = { scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' };
  /** HMAC-SHA256 of the body with the secret, hex, after `sha256=` (docs.github.com, "Validating webhook deliveries"). */
  const githubSign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
  const secret = "It's a Secret to Everybody";
  let srv: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    srv = await start(SIGNATURE, secret);
  });
  afterAll(() => srv.server.close());

  test("GitHub's published test vector verifies", () => {
    const vector = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';
    expect(githubSign(secret, 'Hello, World!')).toBe(vector);
    const check = new SignatureCheck(SIGNATURE, secret, 'webhookSecret');
    expect(check.verify({ 'x-hub-signature-256': vector }, Buffer.from('Hello, World!'))).toBe(true);
    expect(check.verify({ 'x-hub-signature-256': vector }, Buffer.from('Hello, World?'))).toBe(false);
    expect(check.verify({ 'x-hub-signature-256': vector.slice('sha256='.length) }, Buffer.from('Hello, World!'))).toBe(false);
  });

  test('a signed delivery is handled; wrong, tampered and unsigned ones are refused', async () => {
    const body = '{"action":"opened","number":1}';
    const before = srv.received.length;
    expect(await srv.post(body, { 'x-hub-signature-256': githubSign(secret, body) })).toEqual({ status: 200, body: { ok: true } });
    expect(await srv.post(body, { 'x-hub-signature-256': githubSign('another secret', body) })).toEqual({
      status: 403,
      body: { error: 'Invalid webhook signature.' },
    });
    expect(await srv.post('{"action":"closed","number":1}', { 'x-hub-signature-256': githubSign(secret, body) })).toEqual({
      status: 403,
      body: { error: 'Invalid webhook signature.' },
    });
    expect(await srv.post(body, {})).toEqual({ status: 401, body: { error: 'x-hub-signature-256 header not set.' } });
    expect(srv.received.slice(before)).toEqual([{ route: '/webhooks/events', payload: { action: 'opened', number: 1 } }]);
  });

  test('the signing key may hold what a header could not (non-ASCII): only an empty one is refused', () => {
    expect(() => new WebhooksServer({ webhookSecret: 'clé secrète ' }, { signature: SIGNATURE })).not.toThrow();
    expect(() => new WebhooksServer({ webhookSecret: '' }, { signature: SIGNATURE })).toThrow(ConfigurationError);
  });
});
