// Reads seed 002 at test time (../shared/seeds beside the repository, as in CI) and fails if a
// management function, a state transition or a server construct it names is missing from
// specforge/webhooks or specforge/webhooks/server. Nothing of the seed is copied here: names are
// taken from its tables and turned into this package's camelCase names.
import { expect, test } from '@jest/globals';
import { WebhooksClient } from 'specforge/webhooks';
import * as serverEntry from 'specforge/webhooks/server';
import { recordingLogger } from '../helpers/webhook-payload.js';
import { readSeedFile } from './seed-text.js';

const readSeed = () => readSeedFile('002_');

/** Rows of the first Markdown table under the heading `heading` (cells trimmed, header row dropped). */
function table(seed: string, heading: string): string[][] {
  const start = seed.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the seed has no "${heading}" section`);
  const lines = seed.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2);
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const seed = readSeed();
const client = new WebhooksClient() as unknown as Record<string, unknown>;

test('every management function of the seed is a WebhooksClient method', () => {
  const names = table(seed, '### Management functions').map((row) => row[0]!);
  expect(names.length).toBeGreaterThanOrEqual(6);
  const missing = names.filter((n) => typeof client[camel(n)] !== 'function');
  expect(missing).toEqual([]);
});

test('every state transition is a method, and every state it names is a webhook status or deletion', () => {
  const rows = table(seed, '## States and transitions');
  expect(rows.length).toBeGreaterThanOrEqual(3);
  const statuses = new Set<string>(['enabled', 'disabled']); // Webhook['status'] (x-derived in specs/webhooks.yaml)
  for (const [from, movedBy, , next] of rows) {
    expect([movedBy, typeof client[camel(movedBy!)]]).toEqual([movedBy, 'function']);
    for (const state of [...from!.split(' or '), next!]) {
      expect([state, statuses.has(state) || (state === 'deleted' && movedBy === 'delete_webhook')]).toEqual([state, true]);
    }
  }
  const route = (WebhooksClient.service.routes as Record<string, { derive?: Array<{ name: string; values: ReadonlyArray<readonly [unknown, unknown]> }> }>)
    .getWebhook;
  expect(route?.derive?.[0]?.values.map(([, v]) => v).sort()).toEqual([...statuses].sort());
});

test('every server construct of the seed exists', () => {
  const rows = table(seed, '### Server routes and constructs');
  const server = new serverEntry.WebhooksServer({ ui: '<p>mine</p>', webhookSecret: 'x', logger: recordingLogger().logger });
  const found: Record<string, boolean> = {};
  for (const [construct] of rows) {
    const name = construct!.replace(/\(.*$/, '').trim();
    const checks: Record<string, () => boolean> = {
      webhook_endpoint: () => typeof serverEntry.webhookEndpoint === 'function',
      WebhooksServer: () => typeof serverEntry.WebhooksServer === 'function' && server.secretConfigured,
      add_webhook: () => typeof server.addWebhook === 'function',
      run: () => typeof server.run === 'function' && typeof server.close === 'function',
      'Landing page': () => typeof server.listener === 'function',
    };
    const check = checks[name];
    found[name] = check ? check() : false; // a construct the seed names and this test does not know fails
  }
  expect(Object.keys(found).length).toBeGreaterThanOrEqual(5);
  expect(Object.entries(found).filter(([, ok]) => !ok)).toEqual([]);
});

test('the server configuration items of the seed are constructor options', () => {
  const items = table(seed, '### Server configuration').map((row) => row[0]!);
  expect(items).toEqual(expect.arrayContaining(['webhook_secret', 'ui']));
  const options: Record<string, string> = { webhook_secret: 'webhookSecret', ui: 'ui' };
  for (const item of items.filter((i) => /^[a-z_]+$/.test(i))) expect([item, options[item]]).toEqual([item, expect.any(String)]);
});
