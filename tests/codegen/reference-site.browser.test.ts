// The committed reference site of the hosting service (generated/hosting/reference/) as a reader
// uses it, in headless Chromium (tests/helpers/browser.ts, driven by playwright-core): served from a
// loopback server on a random port, and opened from file://. Typing in the search box lists the
// operation, Enter or a click follows it, and the target shows its request line, its parameters
// and its example; nothing is fetched from anywhere else and no script fails.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { hostingMockOperations } from 'specforge/hosting/mocks';
import { generate } from '../../codegen/generate.js';
import { DETAILED_MAX_OPERATIONS } from '../../codegen/emit/reference/reference-view.js';
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

// A service of more than DETAILED_MAX_OPERATIONS operations gets the compact references: each
// namespace's page is drawn by assets/page.js from the page's data and the search index.
describe('the compact references of a large service', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'specforge-compact-site-'));
    const owner = "{ name: owner, in: path, required: true, description: 'The account owner.', schema: { type: string } }";
    const paths = Array.from(
      { length: DETAILED_MAX_OPERATIONS + 1 },
      (_, i) =>
        `  /things/{owner}/${i}:\n    get:\n      operationId: things/get${i}\n      tags: [things]\n      summary: Get thing ${i}\n      description: 'Reads thing ${i} (see [the guide](https://example.com/guide)).'\n      externalDocs: { url: 'https://example.com/docs/${i}', description: Upstream page }\n      parameters:\n        - ${owner}\n        - { name: per_page, in: query, description: Results per page., schema: { type: integer, maximum: 100 } }\n      responses:\n        '200':\n          description: Response\n          content:\n            application/json:\n              schema: { $ref: '#/components/schemas/Thing' }\n        '404':\n          description: Not found\n`,
    ).join('');
    const doc = `openapi: 3.1.0\ninfo: { title: Many, version: '1' }\nservers: [{ url: 'https://api.example.com' }]\ncomponents:\n  schemas:\n    Thing:\n      type: object\n      properties:\n        name: { type: string, description: The thing's name. }\n        label: { type: string, description: 'Ends </script><!-- here.' }\npaths:\n  /other:\n    get:\n      operationId: other/ping\n      tags: [other]\n      summary: Ping </script><!-- the page\n      responses:\n        '204': { description: Response }\n${paths}`;
    await writeFile(join(dir, 'many.yaml'), doc);
    const { files } = await generate([{ path: join(dir, 'many.yaml'), shown: 'specs/many.yaml', name: 'many' }]);
    for (const [path, text] of files) {
      if (!path.startsWith('many/reference/')) continue;
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a namespace page is drawn from its data: the entry a link points to, its parameters, response and example', async () => {
    const site = join(dir, 'many/reference');
    const { page, requests, errors } = await open(`${pathToFileURL(join(site, 'things.html')).href}#things.get7`);
    try {
      const target = page.locator('section.operation:target');
      await target.waitFor();
      expect(await target.getAttribute('id')).toBe('things.get7');
      expect(await page.locator('section.operation').count()).toBe(DETAILED_MAX_OPERATIONS + 1);
      expect(await target.locator('h2 code').innerText()).toBe('client.things.get7(params)');
      expect(await target.locator('h2 a.upstream').getAttribute('href')).toBe('https://example.com/docs/7');
      expect(await target.locator('.summary').innerText()).toBe('Get thing 7.');
      expect(await target.locator('.request-line').innerText()).toBe('GET /things/{owner}/7');
      expect(await target.locator('.description a').getAttribute('href')).toBe('https://example.com/guide');
      expect(await target.locator('table.params tr', { hasText: 'owner' }).locator('td').allInnerTexts()).toEqual([
        'owner required',
        'path',
        'string',
        'The account owner.',
      ]);
      expect(await target.locator('table.params tr', { hasText: 'per_page' }).locator('td').allInnerTexts()).toEqual([
        'per_page',
        'query',
        'integer',
        'Results per page. ≤ 100',
      ]);
      expect(await target.locator('.response').innerText()).toBe('Response 200; the method resolves with data, typed ThingsGet7Response: Thing.');
      expect(await target.locator('.response a').getAttribute('href')).toBe('types.html#type-Thing');
      expect(await target.locator('.other').innerText()).toBe('Other responses: 404 Not found');
      expect(await target.locator('pre.example').innerText()).toBe("const { data } = await client.things.get7({ owner: 'owner' });");
      // The sidebar lists the page's operations; the other namespaces come from the search index.
      expect(await page.locator('.nav-operations a').count()).toBe(DETAILED_MAX_OPERATIONS + 1);
      expect(await page.locator('#nav-namespaces > li > a').allTextContents()).toEqual(['other', 'things']);
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  test('the types page is drawn from its data: the entry a link points to, with its fields', async () => {
    const site = join(dir, 'many/reference');
    const { page, requests, errors } = await open(`${pathToFileURL(join(site, 'things.html')).href}#things.get3`);
    try {
      await page.locator('section.operation:target .response a').click();
      await page.waitForURL(/\/types\.html#type-Thing$/);
      const target = page.locator('section.type:target');
      await target.waitFor();
      expect(await target.locator('h2').innerText()).toBe('Thing');
      expect(await target.locator('table.fields tr').first().locator('td').allInnerTexts()).toEqual(['name?', 'string', "The thing's name."]);
      expect(await target.locator('table.fields tr', { hasText: 'label' }).locator('td').allInnerTexts()).toEqual([
        'label?',
        'string',
        'Ends </script><!-- here.',
      ]);
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  test('search finds an operation of another page and follows it; text of the spec stays text', async () => {
    const site = join(dir, 'many/reference');
    const { page, errors } = await open(pathToFileURL(join(site, 'things.html')).href);
    try {
      await page.locator('#search').fill('ping');
      expect(await results(page)).toEqual(['other.ping']);
      await page.locator('#search').press('Enter');
      await page.waitForURL(/\/other\.html#other\.ping$/);
      const target = page.locator('section.operation:target');
      await target.waitFor();
      expect(await target.locator('.summary').innerText()).toBe('Ping </script><!-- the page.');
      expect(await target.locator('.response').innerText()).toBe('Response 204; the method resolves with data, typed OtherPingResponse.');
      expect(await target.locator('pre.example').innerText()).toBe('const { data } = await client.other.ping();');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
