// The committed reference site of the hosting service (generated/hosting/reference/) as a reader
// uses it, in headless Chromium (tests/helpers/browser.ts, driven by playwright-core): served from a
// loopback server on a random port, and opened from file://. Typing in the search box lists the
// operation, Enter or a click follows it, and the target shows its request line, its parameters
// and its example; nothing is fetched from anywhere else and no script fails.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { hostingMockOperations } from 'specforge/hosting/mocks';
import { launchChromium } from '../helpers/browser.js';
import { startServer } from '../helpers/server.js';

const SITE = join(new URL('../..', import.meta.url).pathname, 'generated/hosting/reference');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

let browser: BrowserContext;
let profile: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // A static host: the site's files and nothing else (no listing, nothing outside the folder).
  server = await startServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^[/\\]+/, '');
    const file = join(SITE, path || 'index.html');
    if (!file.startsWith(SITE + sep) || !TYPES[extname(file)]) return void res.writeHead(404).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)]! }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  profile = await mkdtemp(join(tmpdir(), 'specforge-chromium-'));
  browser = await launchChromium(profile);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** A page that records every request it makes and every script error. */
async function open(url: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, requests, errors };
}

const results = (page: Page) => page.locator('#search-results li a code').allTextContents();

test('the overview lists every operation by namespace', async () => {
  const { page, requests, errors } = await open(`${server.url}/index.html`);
  try {
    expect(await page.title()).toBe('Repository-hosting REST API');
    const listed = await page.locator('table.toc a code').allTextContents();
    expect(listed.sort()).toEqual(hostingMockOperations.map((op) => op.key).sort());
    expect(await page.locator('#auth-token').textContent()).toBe('token');
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(`${server.url}/`))).toEqual([]);
  } finally {
    await page.close();
  }
}, 60_000);

test('search by name: the operation is listed first, Enter follows it to its request line, parameters and example', async () => {
  const { page, requests, errors } = await open(`${server.url}/index.html`);
  try {
    await page.locator('#search').pressSequentially('checks.create');
    await expect(results(page)).resolves.toEqual(['checks.create', 'checks.createSuite']);
    await page.locator('#search').press('Enter');
    await page.waitForURL(`${server.url}/checks.html#checks.create`);
    const target = page.locator('section.operation:target');
    expect(await target.getAttribute('id')).toBe('checks.create');
    expect(await target.locator('h2').innerText()).toBe('client.checks.create(params)');
    expect(await target.locator('.request-line').innerText()).toBe('POST /repos/{owner}/{repo}/check-runs');
    const headSha = target.locator('table.params tr', { hasText: 'head_sha' });
    expect(await headSha.locator('td').allInnerTexts()).toEqual(['head_sha required', 'body', 'string', 'SHA of the commit.']);
    expect(await target.locator('pre.example').innerText()).toContain(
      "const { data } = await client.checks.create({ owner: 'octocat', repo: 'hello-world', head_sha: 'head_sha', name: 'name' });",
    );
    expect(await target.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(`${server.url}/`))).toEqual([]);
  } finally {
    await page.close();
  }
}, 60_000);

test('search by path and by summary words; a click follows the result; a named type links to its fields', async () => {
  const { page, errors } = await open(`${server.url}/git.html`);
  try {
    await page.locator('#search').fill('/gists/{gist_id}/star');
    expect((await results(page)).sort()).toEqual(['gists.checkIsStarred', 'gists.star', 'gists.unstar']);
    await page.locator('#search-results a', { hasText: 'gists.star' }).first().click();
    await page.waitForURL(`${server.url}/gists.html#gists.star`);
    expect(await page.locator('section.operation:target .request-line').innerText()).toBe('PUT /gists/{gist_id}/star');
    expect(await page.locator('#search-results').isHidden()).toBe(true);

    await page.locator('#search').fill('list public gists');
    expect(await results(page)).toEqual(['gists.listPublic', 'gists.listPublicForUser']);
    await page.locator('#search').fill('no such operation anywhere');
    expect(await page.locator('#search-results li.none').innerText()).toBe('No operation matches.');

    await page.goto(`${server.url}/gists.html#gists.get`);
    const link = page.locator('section.operation:target a[href^="types.html#"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`${server.url}/${href}`);
    const type = page.locator('section.type:target');
    await type.waitFor();
    expect(await type.getAttribute('id')).toBe(href.split('#')[1]);
    expect(await type.locator('table.fields tr').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}, 60_000);

test('opened from file://, search still works (its index is a script, not a fetch)', async () => {
  const { page, errors } = await open(pathToFileURL(join(SITE, 'index.html')).href);
  try {
    await page.locator('#search').fill('emojis');
    expect(await results(page)).toEqual(['emojis.get']);
    await page.locator('#search').press('Enter');
    await page.waitForURL(/\/emojis\.html#emojis\.get$/);
    expect(await page.locator('section.operation:target .request-line').innerText()).toBe('GET /emojis');
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}, 60_000);
