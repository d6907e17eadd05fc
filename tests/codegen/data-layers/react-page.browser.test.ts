// The data-layer outputs in React pages in headless Chromium (tests/helpers/browser.ts): the pages
// are README.md's React examples (its `browser=` blocks, tests/docs/doc-blocks.ts: one over the
// TanStack Query options, one over the SWR hooks), each written beside the client, mocks, options
// and hooks generated from the document it names as `src/api/`, type-checked strictly (nodenext
// and bundler, with @tanstack/react-query 5, swr 2 and React's types), then bundled with esbuild
// for the browser as an application would. Every page does the same with its library: a query
// shows its book, an infinite query its first page then, on "more", the next (the token read by
// the runtime's pager; "more" disabled after the last), and a mutation has the list fetched
// again with the added book. Every request the mocks saw matched the document.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import ts from 'typescript';
import { extractBlocks } from '../../docs/doc-blocks.js';
import { launchChromium } from '../../helpers/browser.js';
import { run } from '../../helpers/fixture-root.js';
import { consumerOptions } from '../../helpers/type-errors.js';
import { startServer } from '../../helpers/server.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const OUT = join(ROOT, '.scratch', `react-page-${process.pid}`);
const pages = extractBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md')
  .filter((b) => b.annotation.browser)
  .map((block, i) => ({ block, file: join(OUT, `src/page-${i}.tsx`), name: `README.md:${block.line}` }));

/** `specforge` and its subpaths from this repository's sources, as the generated files import them. */
const sources: Plugin = {
  name: 'specforge-sources',
  setup(b) {
    b.onResolve({ filter: /^specforge(\/|$)/ }, (args) => {
      const sub = args.path.slice('specforge'.length).replace(/^\//, '');
      if (sub === '') return { path: join(ROOT, 'runtime/index.ts') };
      if (sub === 'runtime') return { path: join(ROOT, 'runtime/support/index.ts') };
      return { path: join(ROOT, `runtime/support/${sub.slice('runtime/'.length)}.ts`) };
    });
  },
};

let browser: BrowserContext;
let server: Awaited<ReturnType<typeof startServer>>;
const tabs = new Map<string, { page: Page; errors: string[] }>();

beforeAll(async () => {
  if (pages.length < 2) throw new Error(`README.md must have its React pages (browser= blocks: TanStack Query and SWR), has ${pages.length}`);
  for (const document of new Set(pages.map((p) => p.block.annotation.browser!))) {
    const result = await run(['generate', join(ROOT, document), '--out', join(OUT, 'src/api'), '--outputs', 'mocks,tanstack-query,swr']);
    expect(result.code).toBe(0);
  }
  await mkdir(join(OUT, 'src'), { recursive: true });
  const apps = new Map<string, string>();
  for (const [i, p] of pages.entries()) {
    await writeFile(p.file, p.block.code);
    const bundled = await build({
      entryPoints: [p.file],
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      jsx: 'automatic',
      write: false,
      plugins: [sources],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    apps.set(`/app-${i}.js`, bundled.outputFiles[0]!.text);
  }
  browser = await launchChromium(join(OUT, 'profile'));
  // Served from a loopback origin (msw keeps its cookies in localStorage, which about:blank refuses).
  server = await startServer((req, res) => {
    const app = apps.get(req.url ?? '');
    if (app !== undefined) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
    const i = /^\/page-(\d+)$/.exec(req.url ?? '')?.[1];
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><div id="root"></div><script type="module" src="/app-${i}.js"></script>`);
  });
  for (const [i, p] of pages.entries()) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/page-${i}`);
    tabs.set(p.name, { page, errors });
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(OUT, { recursive: true, force: true });
});

test.each(['nodenext', 'bundler'] as const)(
  "README's React pages type-check strictly under %s with @tanstack/react-query 5 and swr 2",
  (resolution) => {
    const program = ts.createProgram(
      pages.map((p) => p.file),
      consumerOptions(resolution, { lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: [] }),
    );
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(OUT))
      .map((d) => {
        const block = pages.find((p) => p.file === d.file!.fileName)?.block;
        const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line;
        return `${block ? `README.md:${block.line + line}` : `${d.file!.fileName}:${line + 1}`}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      });
    expect(errors).toEqual([]);
  },
  120_000,
);

test.each(pages.map((p) => p.name))(
  'the page at %s: a query, an infinite query paged by the pager, and a mutation that has the list fetched again, answered by the mocks',
  async (name) => {
    const { page, errors } = tabs.get(name)!;
    const text = (id: string) => page.locator(`#${id}`).innerText();
    await page.waitForFunction(() => document.querySelectorAll('#list li').length === 2 && document.querySelector('#one')?.textContent !== 'loading');
    expect(await text('one')).not.toBe('loading');
    expect(await page.locator('#list li').allInnerTexts()).toEqual(['Book 1', 'Book 2']);
    expect(await page.locator('#more').isDisabled()).toBe(false);
    await page.click('#more');
    await page.waitForFunction(() => document.querySelectorAll('#list li').length === 3);
    expect(await page.locator('#more').isDisabled()).toBe(true);
    await page.click('#add');
    await page.waitForFunction(() => document.querySelectorAll('#list li').length === 4);
    expect(await page.locator('#list li').allInnerTexts()).toEqual(['Book 1', 'Book 2', 'Book 3', 'Book 4']);
    // Every request the mocks saw matched the document (the page shows how many did not).
    expect(await text('violations')).toBe('0');
    expect(errors).toEqual([]);
  },
  60_000,
);
