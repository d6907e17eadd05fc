// The generated references (Markdown README and HTML site) of a document written for them: every
// constraint of a parameter shown, recursive schemas shown once and linked (never expanded without
// end), internal source notes left out while http(s) sources and externalDocs become links, text
// of the document escaped, every link of the site and of the Markdown landing on something.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { blockHtml, inlineHtml } from '../../codegen/emit/reference/html-text.js';
import { exampleOf } from '../../codegen/emit/mocks/mocks.js';
import { DETAILED_MAX_OPERATIONS } from '../../codegen/emit/reference/reference-view.js';
import { MAX_DEPTH, schemaContext, schemaView, typeText } from '../../codegen/emit/reference/schema-fields.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const ROOT = new URL('../..', import.meta.url).pathname;

const DOCUMENT = `
openapi: 3.1.0
info:
  title: Forest API
  version: '1'
  x-source:
    - REFERENCE.md §9 (an internal note)
    - https://docs.example.com/api
externalDocs:
  url: https://docs.example.com/
  description: Forest documentation
servers:
  - url: https://api.example.com
security:
  - token: []
components:
  securitySchemes:
    token:
      type: http
      scheme: bearer
      description: A personal access token.
  schemas:
    Tree:
      type: object
      description: A node of a tree.
      required: [name]
      properties:
        name: { type: string, minLength: 1, maxLength: 40, pattern: '^[a-z]+$', description: The node's name. }
        children: { type: array, items: { $ref: '#/components/schemas/Tree' } }
        parent: { $ref: '#/components/schemas/Tree' }
        meta:
          type: object
          properties:
            level1:
              type: object
              properties:
                level2:
                  type: object
                  properties:
                    level3:
                      type: object
                      properties:
                        level4:
                          type: object
                          properties:
                            level5: { type: string, description: too deep to list }
    Loop:
      allOf:
        - $ref: '#/components/schemas/Loop'
        - type: object
          properties:
            size: { type: integer, multipleOf: 5 }
paths:
  /trees/{tree_id}:
    get:
      operationId: trees/get
      tags: [trees]
      summary: Get a tree
      description: 'Returns <script>alert(1)</script> a [tree](javascript:alert(1)); see [the guide](https://docs.example.com/trees).'
      externalDocs:
        url: https://docs.example.com/trees/get
      x-source: 'seeds/003 section 2: internal'
      x-notes: ['Permission: trees:read']
      parameters:
        - name: tree_id
          in: path
          required: true
          description: The tree's ID.
          schema: { type: integer, minimum: 1, maximum: 1000 }
          example: 7
        - name: depth
          in: query
          schema: { type: integer, enum: [1, 2, 3], default: 2 }
        - name: sort
          in: query
          schema: { type: string, enum: [name_ascending, name_descending, created_ascending, created_descending, size] }
        - name: since
          in: query
          schema: { type: string, format: date-time }
      responses:
        '200':
          description: The tree.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Tree' }
        '404':
          description: No such tree
  /loops:
    post:
      operationId: loops/create
      tags: [loops]
      summary: Create a loop
      deprecated: true
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: array
              items: { $ref: '#/components/schemas/Loop' }
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Loop' }
`;

let dir: string;
let files: Map<string, string>;
let model: ServiceModel;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-reference-'));
  await writeFile(join(dir, 'forest.yaml'), DOCUMENT);
  const result = await generate([{ path: join(dir, 'forest.yaml'), shown: 'specs/forest.yaml', name: 'forest' }]);
  files = result.files;
  model = result.models[0]!;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const file = (path: string) => {
  const text = files.get(`forest/${path}`);
  if (text === undefined) throw new Error(`no forest/${path} among ${[...files.keys()].join(', ')}`);
  return text;
};

/** The Markdown section of one operation (from its heading to the next operation's). */
function section(markdown: string, call: string): string {
  const start = markdown.indexOf(`#### \`${call}`);
  expect(start).toBeGreaterThan(0);
  const end = markdown.indexOf('\n#### ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The HTML of one element with this id, up to the next section. */
function element(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start).toBeGreaterThan(0);
  const end = html.indexOf('<section', start);
  return html.slice(start, end < 0 ? undefined : end);
}

describe('parameters', () => {
  test('each shows its type, requiredness, description, constraints, default and example (Markdown)', () => {
    const text = section(file('README.md'), 'client.trees.get(');
    expect(text).toContain("| `tree_id` | path | `integer` | yes | The tree's ID. 1 to 1000. Example: `7`. |");
    expect(text).toContain('| `depth` | query | `1 \\| 2 \\| 3` | no | Default `2`. |');
    expect(text).toContain(
      '| `sort` | query | `string` | no | One of `name_ascending`, `name_descending`, `created_ascending`, `created_descending`, `size`. |',
    );
    expect(text).toContain('| `since` | query | `string` | no | Format `date-time`. |');
  });

  test('the same on the site', () => {
    const html = element(file('reference/trees.html'), 'trees.get');
    expect(html).toContain(
      '<tr><td>tree_id <span class="req">required</span><td>path<td>integer<td>The tree\'s ID. <span class="c">1 to 1000</span> <span class="c">example <code>7</code></span>\n',
    );
    expect(html).toContain('<td>1 | 2 | 3<td> <span class="c">default <code>2</code></span>\n');
    expect(html).toContain(
      '<span class="c">one of <code>name_ascending</code>, <code>name_descending</code>, <code>created_ascending</code>, <code>created_descending</code>, <code>size</code></span>',
    );
    expect(html).toContain('<span class="c">format <code>date-time</code></span>');
  });

  test("a response's fields show their own constraints", () => {
    expect(section(file('README.md'), 'client.trees.get(')).toContain("| `name` | `string` | The node's name. Pattern `^[a-z]+$`; 1 to 40 characters. |");
  });
});

describe('recursive schemas', () => {
  test('a field of the type being shown links to it instead of expanding it again', () => {
    const text = section(file('README.md'), 'client.trees.get(');
    expect(text).toContain('| `children?` | [`Tree`](#tree)`[]` |');
    expect(text).toContain('| `parent?` | [`Tree`](#tree) | A node of a tree. |');
    expect(text).not.toContain('`children.name');
    expect(text).not.toContain('`parent.name');
  });

  test('inline objects are listed a bounded number of levels deep, and the cut is said', () => {
    const view = schemaView(schemaContext(model), model.schemas.find((s) => s.name === 'Tree')!.schema, 'Tree');
    expect(view.fields.map((f) => f.path)).toEqual(['name', 'children', 'parent', 'meta', 'meta.level1', 'meta.level1.level2', 'meta.level1.level2.level3']);
    expect(Math.max(...view.fields.map((f) => f.depth))).toBe(MAX_DEPTH - 1);
    expect(view.fields.at(-1)!.note).toMatch(/nested more than 4 levels deep/);
    expect(file('README.md')).not.toContain('too deep to list');
  });

  test('a schema that includes itself (allOf) ends: its own fields, once', () => {
    const ctx = schemaContext(model);
    const loop = model.schemas.find((s) => s.name === 'Loop')!;
    expect(schemaView(ctx, loop.schema, 'Loop').fields.map((f) => [f.path, typeText(f.type), f.constraints])).toEqual([['size', 'integer', ['multiple of 5']]]);
    const body = schemaView(ctx, { type: 'array', items: { $ref: '#/components/schemas/Loop' } });
    expect([typeText(body.type), body.each, body.fields.map((f) => f.path)]).toEqual(['Loop[]', true, ['size']]);
  });
});

describe('sources and links', () => {
  test('internal source notes are not shown, in either reference', () => {
    for (const [path, text] of files) {
      if (!path.endsWith('.md') && !path.endsWith('.html')) continue;
      expect([path, text.includes('REFERENCE.md'), text.includes('seeds/003'), /Source:/.test(text)]).toEqual([path, false, false, false]);
    }
  });

  test('externalDocs and http(s) sources are links to the upstream documentation', () => {
    const readme = file('README.md');
    expect(readme).toContain('- Upstream documentation: [Forest documentation](https://docs.example.com/)');
    expect(readme).toContain('- Upstream documentation: [docs.example.com/api](https://docs.example.com/api)');
    expect(section(readme, 'client.trees.get(')).toContain('- Upstream documentation: [docs.example.com/trees/get](https://docs.example.com/trees/get)');
    expect(file('reference/index.html')).toContain('<a href="https://docs.example.com/" rel="noopener">Forest documentation</a>');
    expect(element(file('reference/trees.html'), 'trees.get')).toContain(
      '<dt>Upstream documentation</dt><dd><a href="https://docs.example.com/trees/get">docs.example.com/trees/get</a>',
    );
  });

  test('notes, authentication and deprecations are shown', () => {
    const html = file('reference/trees.html');
    expect(html).toContain('<dt>Permissions and notes</dt><dd><ul><li>Permission: trees:read</li></ul></dd>');
    // The service's schemes are listed once, on the overview; an entry names its own only where they differ.
    expect(file('reference/index.html')).toContain('<dt id="auth-token"><code>token</code></dt>');
    expect(html).not.toContain('<dt>Authentication</dt>');
    expect(file('reference/loops.html')).toContain('<dt>Authentication</dt><dd>none</dd>');
    expect(section(file('README.md'), 'client.loops.create(')).toContain('- Authentication: none');
    expect(file('reference/loops.html')).toMatch(
      /<span class="badge">deprecated<\/span>[\s\S]*<p class="callout"><strong>Deprecated:<\/strong> loops\.create is deprecated<\/p>/,
    );
    expect(section(file('README.md'), 'client.loops.create(')).toContain('- **Deprecated:** loops.create is deprecated');
  });
});

describe('examples', () => {
  test("each operation's example calls it with the mocks' example parameters", () => {
    const op = model.operations.find((o) => o.name === 'trees.get')!;
    expect(exampleOf(model, op).params).toEqual({ tree_id: 7 });
    const block =
      "<!-- doctest: mocks=forest -->\n```ts\nimport { ForestClient } from 'specforge/forest';\n\nconst client = new ForestClient({ auth: process.env.TOKEN });\nconst { data } = await client.trees.get({ tree_id: 7 });\n```";
    expect(section(file('README.md'), 'client.trees.get(')).toContain(block);
    // On the site, each entry shows the call; the construction before it is shown once, atop the page.
    expect(element(file('reference/trees.html'), 'trees.get')).toContain(
      '<code class="language-ts">const { data } = await client.trees.get({ tree_id: 7 });</code>',
    );
    expect(file('reference/trees.html')).toContain(
      '<pre class="example"><code class="language-ts">import { ForestClient } from \'specforge/forest\';\n\nconst client = new ForestClient({ auth: process.env.TOKEN });</code></pre>',
    );
  });
});

describe('text of the document on the site', () => {
  test('markup is escaped and only http(s), mailto and in-page links are kept', () => {
    const html = element(file('reference/trees.html'), 'trees.get');
    expect(html).toContain('Returns &lt;script&gt;alert(1)&lt;/script&gt; a tree; see <a href="https://docs.example.com/trees">the guide</a>.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  test('inline Markdown: code spans, bold, links and bare URLs (trailing punctuation left out)', () => {
    expect(inlineHtml('use `a<b` or **c**; see https://x.example/a.')).toBe(
      'use <code>a&lt;b</code> or <strong>c</strong>; see <a href="https://x.example/a">https://x.example/a</a>.',
    );
    expect(inlineHtml('[x](data:text/html,hi) and [y](#here)')).toBe('x and <a href="#here">y</a>');
    expect(blockHtml('One\ntwo.\n\n- a\n- b `c`\n\n```\n<x>\n```')).toBe(
      '<p>One two.</p>\n<ul><li>a</li><li>b <code>c</code></li></ul>\n<pre><code>&lt;x&gt;</code></pre>',
    );
  });
});

// Every link of a site: to one of its pages, and to an element id that page has.
function checkSite(site: Map<string, string>): string[] {
  const problems: string[] = [];
  const ids = new Map([...site].map(([page, html]) => [page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));
  const check = (from: string, href: string) => {
    const [page, id] = href.split('#') as [string, string | undefined];
    const target = page === '' ? from : page;
    if (!ids.has(target)) problems.push(`${from}: ${href} (no page ${target})`);
    else if (id !== undefined && !ids.get(target)!.has(id)) problems.push(`${from}: ${href} (no id ${id})`);
  };
  for (const [page, html] of site) {
    if (!page.endsWith('.html')) continue;
    for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const href = m[1]!.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:)/.test(href) || href === 'data:,') continue;
      if (href.startsWith('assets/')) {
        if (!site.has(href)) problems.push(`${page}: ${href} (no asset)`);
        continue;
      }
      check(page, href);
    }
  }
  const index = site.get('assets/search-index.js') ?? '';
  const data = JSON.parse(index.slice(index.indexOf('{'), index.lastIndexOf('}') + 1)) as {
    pages: Array<[string, string]>;
    operations: Array<[string, string, string, number]>;
  };
  // search.js links a row to its page's file and its name as the element id.
  for (const row of data.operations) check('assets/search-index.js', `${data.pages[row[3]]![1]}#${row[0].replace(/[^A-Za-z0-9._-]/g, '_')}`);
  for (const [, file] of data.pages) check('assets/search-index.js', file);
  return problems;
}

function committedSite(service: string): Map<string, string> {
  const base = join(ROOT, 'generated', service, 'reference');
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of readdirSync(join(base, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else out.set(path, readFileSync(join(base, path), 'utf8'));
    }
  };
  walk('');
  return out;
}

describe('links', () => {
  test('every link of the site lands on a page and an element it has (this document)', () => {
    const site = new Map([...files].filter(([p]) => p.startsWith('forest/reference/')).map(([p, t]) => [p.slice('forest/reference/'.length), t]));
    expect(checkSite(site)).toEqual([]);
    const index = site.get('assets/search-index.js')!;
    expect(index).toContain('"pages":[["loops","loops.html"],["trees","trees.html"]]');
    expect(index).toContain('["trees.get","Get a tree","GET /trees/{tree_id}",1]');
    expect(index).toContain('["loops.create","Create a loop","POST /loops",0,1]');
  });

  test.each(['hosting', 'audit', 'webhooks'])('every link of the committed %s site lands on a page and an element it has', (service) => {
    expect(existsSync(join(ROOT, 'generated', service, 'reference/index.html'))).toBe(true);
    const site = committedSite(service);
    expect(checkSite(site)).toEqual([]);
  });

  // GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, -1, -2 for repeats.
  test.each(['forest', 'hosting', 'audit', 'webhooks'])('every in-page link of the %s Markdown reference names a heading', (service) => {
    const markdown = service === 'forest' ? file('README.md') : readFileSync(join(ROOT, 'generated', service, 'README.md'), 'utf8');
    const anchors = new Set<string>();
    const seen = new Map<string, number>();
    let fence = false;
    for (const line of markdown.split('\n')) {
      if (line.startsWith('```')) fence = !fence;
      if (fence || !/^#{1,6} /.test(line)) continue;
      const slug = line
        .replace(/^#+ /, '')
        .replace(/`/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}_ -]/gu, '')
        .replace(/ /g, '-');
      const n = seen.get(slug) ?? 0;
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
      seen.set(slug, n + 1);
    }
    const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
    const links = [...prose.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
  });
});

// A service of more than DETAILED_MAX_OPERATIONS operations gets the compact references: a README
// of one line per method linked to the site, an overview of namespaces, and on the site each named
// type described once (operations link to it) and the types no operation uses named only.
describe('the compact references of a large service', () => {
  let large: Map<string, string>;
  beforeAll(async () => {
    const paths = Array.from(
      { length: DETAILED_MAX_OPERATIONS + 1 },
      (_, i) =>
        `  /things/${i}:\n    get:\n      operationId: things/get${i}\n      tags: [things]\n      summary: Get thing ${i}\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: '#/components/schemas/Thing' }\n`,
    ).join('');
    const doc = `openapi: 3.1.0\ninfo: { title: Many, version: '1' }\nservers: [{ url: 'https://api.example.com' }]\ncomponents:\n  schemas:\n    Thing:\n      type: object\n      properties:\n        name: { type: string, description: The thing's name. }\n    Unused:\n      type: object\n      properties:\n        never: { type: string, description: Not used by any operation. }\npaths:\n${paths}`;
    await writeFile(join(dir, 'many.yaml'), doc);
    large = (await generate([{ path: join(dir, 'many.yaml'), shown: 'specs/many.yaml', name: 'many' }])).files;
  });

  test('the README lists each method on one line, linked to its entry on the site', () => {
    const readme = large.get('many/README.md')!;
    expect(readme).toContain('- [`things.get0`](reference/things.html#things.get0) `GET /things/0` Get thing 0\n');
    expect(readme).not.toContain('#### ');
    expect(readme).not.toContain('| Field |');
    expect(readme.match(/^- \[`things\.get\d+`\]\(reference\/things\.html#/gm)).toHaveLength(DETAILED_MAX_OPERATIONS + 1);
  });

  test('the overview lists the namespaces; an operation links to its named response type, described once', () => {
    const index = large.get('many/reference/index.html')!;
    expect(index).toContain('<tr><td><a href="things.html"><code>things</code></a></td><td>301 operations</td></tr>');
    expect(index).not.toContain('things.html#things.get0');
    const page = large.get('many/reference/things.html')!;
    // The page's data, which assets/page.js draws.
    const data = JSON.parse(page.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1]!);
    expect(data.ops[0].R).toContain('<code><a href="types.html#type-Thing">Thing</a></code>');
    expect(data.ops).toHaveLength(DETAILED_MAX_OPERATIONS + 1);
    // Without scripts the page points to the README's list of the namespace.
    expect(page).toContain('<noscript><p>The 301 operations of this page are drawn by a script');
    expect(page).toContain('<a href="../README.md#things">');
    expect(page).not.toContain('The thing&#39;s name.');
    expect(page).not.toContain("The thing's name.");
    const types = large.get('many/reference/types.html')!;
    expect(types.split("The thing's name.").length).toBe(2);
    expect(types).not.toContain('id="type-Unused"');
    expect(types).toContain('<code>Unused</code>');
  });

  test('the types page is drawn from its data: each line and each cell of a row written once', () => {
    const types = large.get('many/reference/types.html')!;
    expect(types).toContain('<script src="assets/types.js" defer></script>');
    expect(large.get('many/reference/assets/types.js')).toContain("document.getElementById('types-data')");
    expect(types).not.toContain('<section class="type" id="type-Thing">');
    expect(types).toContain('<noscript><p>The 1 types of this page are drawn by a script from its data. Without scripts, <a href="../types.ts">types.ts</a>');
    const data = JSON.parse(types.match(/<script type="application\/json" id="types-data">(.*?)<\/script>/s)![1]!);
    expect(data.types).toHaveLength(1);
    const [id, typeName, lines] = data.types[0];
    expect([id, typeName]).toEqual(['type-Thing', 'Thing']);
    const line = (l: number | number[]) => (typeof l === 'number' ? data.s[l] : l.map((i) => data.s[i]).join('<td>'));
    expect(lines.map(line)).toContain("<tr><td>name?<td>string<td>The thing's name.");
    // A row is its cells' numbers; a cell met twice is one string.
    expect(lines.find((l: unknown) => Array.isArray(l))).toHaveLength(4);
    expect(new Set(data.s).size).toBe(data.s.length);
  });
});
