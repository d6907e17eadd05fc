// Type tests of specforge/webhooks and specforge/webhooks/server (checked by `make typecheck`):
// positional methods, the derived status, and the typed payload of a webhook handler. The lines
// marked to expect an error fail the type-check if a wrong call were ever accepted.
import { expect, test } from '@jest/globals';
import { WebhooksClient, type Response, type Webhook } from 'specforge/webhooks';
import { WebhooksServer, webhookEndpoint, type WebhookPayload } from 'specforge/webhooks/server';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

test('positional management methods and typed records', () => {
  const client = new WebhooksClient();
  // The service wraps the record ({ webhook }); x-unwrap makes the method return the record itself, as the seed says.
  assertType<Equal<ReturnType<typeof client.getWebhook>, Promise<Response<Webhook>>>>(true);
  assertType<Equal<Awaited<ReturnType<typeof client.createWebhook>>['data'], Webhook>>(true);
  assertType<Equal<Webhook['status'], 'enabled' | 'disabled'>>(true);
  assertType<Equal<Awaited<ReturnType<typeof client.deleteWebhook>>['data'], undefined>>(true);
  const calls = () => {
    void client.getWebhook('id');
    void client.enableWebhook('id', { request: { timeout: 1000 } });
    void client.updateWebhook('id', { watched: [{ type: 'org', name: 'acme' }], url: 'https://example.com/h' });
    void client.createWebhook({ url: 'https://example.com/h', watched: [{ type: 'user', name: 'alice' }], domains: ['repo'], secret: 's' });
    void client.updateWebhook.endpoint({ webhook_id: 'id', watched: [] });
    // @ts-expect-error the id is required
    void client.getWebhook();
    // @ts-expect-error the id is a string
    void client.disableWebhook(1);
    // update_webhook takes every field as optional (seed 002; huggingface_hub sends watched: [] when left out)
    void client.updateWebhook('id');
    void client.updateWebhook('id', { url: 'https://example.com/h' });
    // a job webhook: jobSourceId instead of url
    void client.createWebhook({ jobSourceId: 'job-1', watched: [{ type: 'user', name: 'alice' }] });
    // @ts-expect-error unknown watched type
    void client.createWebhook({ url: 'https://example.com/h', watched: [{ type: 'team', name: 'x' }] });
    // @ts-expect-error the id goes first, not in the object
    void client.deleteWebhook({ webhook_id: 'id' });
  };
  expect(typeof calls).toBe('function');
});

test('handlers get a typed WebhookPayload', () => {
  const register = () => {
    const server = new WebhooksServer({ webhookSecret: 's', ui: (info) => `<p>${info.routes.length}</p>` });
    server.addWebhook('/say_hello', (payload) => {
      assertType<Equal<typeof payload, WebhookPayload>>(true);
      assertType<Equal<typeof payload.repo.type, 'model' | 'dataset' | 'space' | (string & {})>>(true);
      assertType<Equal<NonNullable<typeof payload.updatedRefs>[number]['oldSha'], string | null | undefined>>(true);
      return payload.event.action === 'update';
    });
    webhookEndpoint(async function on_update(payload, delivery) {
      assertType<Equal<typeof delivery.route, string>>(true);
      // @ts-expect-error no such field in the payload schema
      return payload.repo.colour;
    });
    // @ts-expect-error a path needs a handler
    server.addWebhook('/x');
    // @ts-expect-error unknown option
    void new WebhooksServer({ secret: 's' });
  };
  expect(typeof register).toBe('function');
});
