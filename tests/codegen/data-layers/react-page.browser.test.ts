// The TanStack Query output in a React page in headless Chromium (tests/helpers/browser.ts): the
// page is README.md's React example (its one `browser=` block, tests/docs/doc-blocks.ts), written
// beside the client, mocks and options generated from the document it names as `src/api/`,
// type-checked strictly (nodenext and bundler, with @tanstack/react-query 5 and React's types),
// then bundled with esbuild for the browser as an application would. A query shows its book, an
// infinite query its first page then, on "more", the next (the token read by the runtime's
// pager), and a mutation invalidates the list, which is fetched again with the added book. Every
// request the mocks saw matched the document.
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
import { startServer } from '../../helpers/server.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const OUT = join(ROOT, '.scratch', `react-page-${process.pid}`);
const PAGE = join(OUT, 'src/Shelf.tsx');
const pages = extractBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md').filter((b) => b.annotation.browser);

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
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  if (pages.length !== 1) throw new Error(`README.md must have one React page (a browser= block), has ${pages.length}`);
  const result = await run(['generate', join(ROOT, pages[0]!.annotation.browser!), '--out', join(OUT, 'src/api'), '--outputs', 'mocks,tanstack-query']);
  expect(result.code).toBe(0);
  await mkdir(join(OUT, 'src'), { recursive: true });
  await writeFile(PAGE, pages[0]!.code);
  const bundled = await build({
    entryPoints: [PAGE],
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
  browser = await launchChromium(join(OUT, 'profile'));
  page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  // Served from a loopback origin (msw keeps its cookies in localStorage, which about:blank refuses).
  const app = bundled.outputFiles[0]!.text;
  server = await startServer((req, res) => {
    if (req.url === '/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><div id="root"></div><script type="module" src="/app.js"></script>');
  });
  await page.goto(server.url);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(OUT, { recursive: true, force: true });
});

const text = (id: string) => page.locator(`#${id}`).innerText();

test.each(['nodenext', 'bundler'] as const)(
  "README's React page type-checks strictly under %s with @tanstack/react-query 5",
  (resolution) => {
    const program = ts.createProgram([PAGE], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      module: resolution === 'bundler' ? ts.ModuleKind.ESNext : ts.ModuleKind.NodeNext,
      moduleResolution: resolution === 'bundler' ? ts.ModuleResolutionKind.Bundler : ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      typeRoots: [join(ROOT, 'node_modules/@types')],
      baseUrl: ROOT,
      paths: { specforge: ['./runtime/index.ts'], 'specforge/runtime': ['./runtime/support/index.ts'], 'specforge/runtime/*': ['./runtime/support/*.ts'] },
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(OUT))
      .map(
        (d) => `README.md:${pages[0]!.line + d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    expect(errors).toEqual([]);
  },
  120_000,
);

test('a query, an infinite query paged by the pager, and a mutation that invalidates the list, answered by the mocks', async () => {
  await page.waitForFunction(() => document.querySelectorAll('#list li').length === 2 && document.querySelector('#one')?.textContent !== 'loading');
  expect(await text('one')).not.toBe('loading');
  expect(await page.locator('#list li').allInnerTexts()).toEqual(['Book 1', 'Book 2']);
  await page.click('#more');
  await page.waitForFunction(() => document.querySelectorAll('#list li').length === 3);
  expect(await page.locator('#more').isDisabled()).toBe(true);
  await page.click('#add');
  await page.waitForFunction(() => document.querySelectorAll('#list li').length === 4);
  expect(await page.locator('#list li').allInnerTexts()).toEqual(['Book 1', 'Book 2', 'Book 3', 'Book 4']);
  // Every request the mocks saw matched the document (the page shows how many did not).
  expect(await text('violations')).toBe('0');
  expect(errors).toEqual([]);
}, 60_000);
