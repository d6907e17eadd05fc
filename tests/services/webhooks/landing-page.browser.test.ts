// The landing page as a browser shows it: headless Chromium (found by tests/helpers/browser.ts,
// driven by playwright-core) loads `/` from a server on a random loopback port and every registered
// route must be listed with its full URL; `ui` replaces the page; interpolated values are escaped.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../../helpers/browser.js';
import { examplePayload, startWebhooksServer } from '../../helpers/webhook-payload.js';

let browser: BrowserContext;
let profile: string;

beforeAll(async () => {
  profile = await mkdtemp(join(tmpdir(), 'specforge-chromium-'));
  // A fresh profile directory per run (playwright passes it as --user-data-dir).
  browser = await launchChromium(profile);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

async function render(url: string) {
  const page = await browser.newPage();
  try {
    const response = await page.goto(`${url}/`);
    const routes = await page
      .locator('#routes li')
      .evaluateAll((items) => items.map((li) => ({ route: li.getAttribute('data-route'), text: li.textContent?.trim() })));
    return {
      status: response?.status(),
      title: await page.title(),
      routes,
      secret: await page.locator('#secret').getAttribute('data-secret'),
      body: await page.locator('body').innerText(),
    };
  } finally {
    await page.close();
  }
}

test('the default landing page lists every registered route with its URL and the secret status', async () => {
  const srv = await startWebhooksServer({ webhookSecret: 'landing-secret' }, (s) => {
    s.addWebhook(function say_hello() {});
    s.addWebhook('/datasets/updated/', () => 1);
  });
  try {
    const page = await render(srv.url);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Webhooks server');
    expect(srv.server.routes).toHaveLength(2);
    expect(page.routes).toEqual(srv.server.routes.map((route) => ({ route, text: `POST ${srv.url}${route}` })));
    expect(page.secret).toBe('configured');
    expect(page.body).toContain('X-Webhook-Secret');
    expect(page.body).not.toContain('landing-secret');
  } finally {
    await srv.close();
  }
}, 60_000);

test('values shown on the page are escaped (a public URL with markup stays text)', async () => {
  const publicUrl = 'https://hooks.example.test/<b>bold</b>';
  const srv = await startWebhooksServer({ publicUrl }, (s) => s.addWebhook('/x', () => 1));
  try {
    expect(srv.publicUrl).toBe(publicUrl);
    const page = await browser.newPage();
    await page.goto(`${srv.url}/`);
    expect(await page.locator('b').count()).toBe(0);
    expect(await page.locator('[data-route="/webhooks/x"]').textContent()).toBe(`POST ${publicUrl}/webhooks/x`);
    expect(await page.locator('#secret').getAttribute('data-secret')).toBe('missing');
    await page.close();
  } finally {
    await srv.close();
  }
}, 60_000);

test('`ui` replaces the landing page: HTML, or a function of the registered routes', async () => {
  const fixed = await startWebhooksServer({ ui: '<!doctype html><title>Mine</title><h1 id="mine">My page</h1>' }, (s) => s.addWebhook('/a', () => 1));
  const custom = await startWebhooksServer({ ui: (info) => `<title>Custom</title><p id="n">${info.routes.map((r) => r.route).join(' ')}</p>` }, (s) => {
    s.addWebhook('/a', () => 1);
    s.addWebhook('/b', () => 1);
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${fixed.url}/`);
    expect([await page.title(), await page.locator('#mine').textContent(), await page.locator('#routes').count()]).toEqual(['Mine', 'My page', 0]);
    await page.goto(`${custom.url}/`);
    expect([await page.title(), await page.locator('#n').textContent()]).toEqual(['Custom', '/webhooks/a /webhooks/b']);
    const delivery = await fetch(`${custom.url}/webhooks/b`, { method: 'POST', body: JSON.stringify(examplePayload()) });
    expect(delivery.status).toBe(200);
    await page.close();
  } finally {
    await fixed.close();
    await custom.close();
  }
}, 60_000);
