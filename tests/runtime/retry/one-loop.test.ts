// One retry loop per call: the spec's per-route policy and the retry plugin's join into one policy
// with one budget (runtime/retry-policy.ts, joinPolicies), counted against a loopback server that
// always answers 503. Before, the plugin's loop ran inside the route's and the tries multiplied
// (AuditClient: 5 requests alone, 20 with the plugin).
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { retry } from 'specforge';
import { AuditClient } from 'specforge/audit';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let requests = 0;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    requests++;
    json(res, 503, { error: { code: 503, message: 'Backend Error' } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = 0;
});

const noWait = { sleep: () => Promise.resolve() };
const activities = (client: AuditClient) => client.activities.list({ userKey: 'all', applicationName: 'drive' });

test("the route's own policy: 1 try and its 4 retries", async () => {
  await expect(activities(new AuditClient({ auth: 'ya29.token', baseUrl: server.url, retryPolicy: noWait }))).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(5);
});

test("with the retry plugin the route's policy and the plugin's are one loop: the larger budget, not the product", async () => {
  const Retrying = AuditClient.plugin(retry);
  await expect(activities(new Retrying({ auth: 'ya29.token', baseUrl: server.url, retryPolicy: noWait, retry: { baseDelayMs: 1 } }))).rejects.toMatchObject({
    status: 503,
  });
  expect(requests).toBe(5);
  requests = 0;
  // A plugin that asks for more retries than the route: its budget.
  await expect(
    activities(new Retrying({ auth: 'ya29.token', baseUrl: server.url, retryPolicy: noWait, retry: { retries: 6, baseDelayMs: 1 } })),
  ).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(7);
});

test('a status the plugin says never to retry is not retried, even where the route would', async () => {
  const Retrying = AuditClient.plugin(retry);
  const client = new Retrying({ auth: 'ya29.token', baseUrl: server.url, retryPolicy: noWait, retry: { doNotRetry: [503], baseDelayMs: 1 } });
  await expect(activities(client)).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(1);
});

test('routes without a policy of their own, and client.request, retry by the plugin alone', async () => {
  const Retrying = HostingClient.plugin(retry);
  const client = new Retrying({ baseUrl: server.url, retry: { baseDelayMs: 1 } });
  await expect(client.emojis.get()).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(4);
  requests = 0;
  await expect(client.request('GET /emojis')).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(4);
  requests = 0;
  await expect(new HostingClient({ baseUrl: server.url }).emojis.get()).rejects.toMatchObject({ status: 503 });
  expect(requests).toBe(1);
});
