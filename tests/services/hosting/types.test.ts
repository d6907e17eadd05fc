// Type tests: the generated methods accept exactly the declared parameters and return the
// declared response types. `make typecheck` (tsc) checks this file; the @ts-expect-error lines
// fail the type-check if a wrong call were ever accepted.
import { expect, test } from '@jest/globals';
import { HostingClient, type CodeOfConduct, type Response } from 'specforge/hosting';
import type { WebhooksClient, Webhook } from 'specforge/webhooks';
import { AuditClient, type AuditActivities } from 'specforge/audit';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

test('typed parameters and responses', () => {
  const hosting = new HostingClient();
  type Get = ReturnType<typeof hosting.codesOfConduct.getConductCode>;
  assertType<Equal<Get, Promise<Response<CodeOfConduct>>>>(true);
  assertType<Equal<Awaited<ReturnType<typeof hosting.codesOfConduct.listConductCodes>>['data'], CodeOfConduct[]>>(true);
  assertType<Equal<Awaited<ReturnType<typeof hosting.emojis.get>>['data'], { [key: string]: string }>>(true);
  assertType<Equal<Awaited<ReturnType<WebhooksClient['listWebhooks']>>['data'], Webhook[]>>(true);
  assertType<Equal<Awaited<ReturnType<AuditClient['activities']['list']>>['data'], AuditActivities>>(true);
  // A record's kinds are an open set: new kinds of watched targets still type-check.
  assertType<Equal<Webhook['watched'][number]['type'], 'user' | 'org' | 'model' | 'dataset' | 'space' | (string & {})>>(true);

  const calls = () => {
    void hosting.codesOfConduct.getConductCode({ key: 'mit' });
    void hosting.codesOfConduct.getConductCode({ key: 'mit', request: { timeout: 1000 }, headers: { 'x-a': '1' } });
    void hosting.emojis.get();
    void new AuditClient().activities.list();
    void new AuditClient().activities.list({ maxResults: 10, eventName: 'edit' });
    // @ts-expect-error key is required
    void hosting.codesOfConduct.getConductCode({});
    // @ts-expect-error key must be a string
    void hosting.codesOfConduct.getConductCode({ key: 1 });
    // @ts-expect-error unknown parameter
    void hosting.codesOfConduct.getForRepo({ owner: 'o', repo: 'r', colour: 'red' });
    // @ts-expect-error maxResults is a number
    void new AuditClient().activities.list({ maxResults: '10' });
    // @ts-expect-error no such method
    void hosting.emojis.list();
  };
  expect(typeof calls).toBe('function');
});
