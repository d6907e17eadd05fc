// Emits the HTML reference site of a service (`reference/` beside its code) from the handlebars
// templates under templates/site/ and the reference view: an overview page (authentication and
// the table of contents by namespace), one page per namespace with every operation, a page of the
// named types with their fields, one of the webhook deliveries, and the assets — the stylesheet,
// the search script and the search index (a script assigning plain data, so search works from
// file:// as from any static host). No framework, nothing fetched from elsewhere.
//
// One page per namespace, not one page: GitHub's description (1,223 operations, response bodies
// listed field by field) would be a page of tens of megabytes; per namespace, the largest page
// stays a few megabytes and the overview lists everything with links.

import Handlebars from 'handlebars';
import type { ServiceModel } from '../model/types.js';
import { headerLines } from './header.js';
import { blockHtml, escapeHtml, inlineHtml, safeHref } from './html-text.js';
import { referenceView, type NamespaceView, type OperationView, type ParamView, type ReferenceView } from './reference-view.js';
import type { FieldView, SchemaView, TypeParts } from './schema-fields.js';
import { readTemplate } from './templates.js';

/** The site's folder under the service's output folder. */
export const SITE_DIR = 'reference';

type Page = 'index' | 'types' | 'webhooks' | 'namespace';

interface Templates {
  page(view: object): string;
}

let compiled: Templates | undefined;

function templates(): Templates {
  if (compiled) return compiled;
  const hb = Handlebars.create();
  hb.registerHelper('md', (text: unknown) => new hb.SafeString(typeof text === 'string' ? blockHtml(text) : ''));
  hb.registerHelper('inline', (text: unknown) => new hb.SafeString(typeof text === 'string' ? inlineHtml(text) : ''));
  // A field's description: one line inline; several (lists, paragraphs) as blocks.
  hb.registerHelper('text', (text: unknown) => new hb.SafeString(typeof text !== 'string' ? '' : text.includes('\n') ? blockHtml(text) : inlineHtml(text)));
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  // Partials are registered compiled: one registered as text is compiled again at every render.
  const options = { strict: false };
  for (const name of ['operation', 'fields', 'desc', 'nav']) hb.registerPartial(name, hb.compile(readTemplate(`site/${name}.html.hbs`), options));
  const page = hb.compile(readTemplate('site/page.html.hbs'), options);
  compiled = { page };
  return compiled;
}

/** An id for an element of a page: the text, with anything but letters, digits, `.`, `_`, `-` as `_`. */
function idOf(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_');
}

const typeId = (component: string) => `type-${idOf(component)}`;

/** A type as HTML: a `<code>` with named types linked to their entry on the types page. */
function typeHtml(parts: TypeParts): string {
  const inner = parts
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : `<a href="types.html#${escapeHtml(typeId(p.component))}">${escapeHtml(p.typeName)}</a>`))
    .join('');
  return `<code>${inner}</code>`;
}

/** The file of each namespace's page: its name (`client` for methods on the client), never a fixed page's. */
function pageFiles(namespaces: readonly NamespaceView[]): Map<string, string> {
  const taken = new Set(['index', 'types', 'webhooks']);
  const out = new Map<string, string>();
  for (const ns of namespaces) {
    let file = ns.title;
    for (let n = 2; taken.has(file.toLowerCase()); n++) file = `${ns.title}-${n}`;
    taken.add(file.toLowerCase());
    out.set(ns.name, `${file}.html`);
  }
  return out;
}

function fieldHtml(f: FieldView | ParamView) {
  const extra = 'in' in f ? f : undefined;
  return {
    path: f.path,
    depth: f.depth,
    type: typeHtml(f.type),
    required: f.required,
    location: extra?.in,
    constraints: f.constraints,
    description: f.description,
    example: extra?.example,
    deprecated: f.deprecated,
    note: 'note' in f ? f.note : undefined,
  };
}

function schemaHtml(view: SchemaView) {
  return {
    type: typeHtml(view.type),
    each: view.each,
    description: view.description,
    constraints: view.constraints,
    fields: view.fields.map(fieldHtml),
    variants: view.variants.map((v) => ({ type: typeHtml(v.type), description: v.description, fields: v.fields.map(fieldHtml) })),
    omitted: view.omitted,
  };
}

function operationHtml(op: OperationView, hrefs: ReadonlyMap<string, string>) {
  return {
    ...op,
    id: idOf(op.name),
    method: op.httpMethod.toLowerCase(),
    params: op.params.map(fieldHtml),
    requestBody: op.requestBody && { mediaType: op.requestBody.mediaType, required: op.requestBody.required, ...schemaHtml(op.requestBody.view) },
    responseBody: op.response.body && schemaHtml(op.response.body),
    security: op.security.map((name) => ({ name, id: `auth-${idOf(name)}` })),
    aliasOf: op.aliasOf && { name: op.aliasOf, href: hrefs.get(op.aliasOf) },
    links: op.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
  };
}

/** The search index: one row per operation (name, summary, request line, link), as a script. */
function searchIndex(ref: ReferenceView, files: Map<string, string>): string {
  const rows = ref.namespaces.flatMap((ns) =>
    ns.operations.map((op) => [op.name, op.summary ?? '', `${op.httpMethod} ${op.path}`, `${files.get(ns.name)}#${idOf(op.name)}`, op.deprecation ? 1 : 0]),
  );
  // `<` escaped so no text of the spec can close the script element it may be inlined into.
  return `window.SPECFORGE_SEARCH = ${JSON.stringify({ operations: rows }).replace(/</g, '\\u003c')};\n`;
}

export function emitSite(model: ServiceModel): Record<string, string> {
  const ref = referenceView(model);
  const files = pageFiles(ref.namespaces);
  const hrefs = new Map(ref.namespaces.flatMap((ns) => ns.operations.map((op) => [op.name, `${files.get(ns.name)}#${idOf(op.name)}`] as const)));
  const t = templates();
  const comment = `<!-- ${headerLines(model, 'reference site').join(' ')} -->\n`;
  const nav = ref.namespaces.map((ns) => ({
    title: ns.title,
    file: files.get(ns.name)!,
    count: ns.operations.length,
    operations: ns.operations.map((op) => ({ name: op.name, id: idOf(op.name), deprecated: op.deprecation !== undefined })),
  }));
  const base = {
    service: {
      title: ref.title,
      version: ref.version,
      clientName: ref.clientName,
      importPath: ref.importPath,
      specFile: ref.specFile,
      operationCount: ref.operationCount,
    },
    hasTypes: ref.types.length > 0,
    hasWebhooks: ref.webhooks.length > 0,
  };
  const render = (page: Page, file: string, title: string, data: object, current?: string) =>
    comment +
    t.page({
      ...base,
      ...data,
      page,
      title,
      isIndex: page === 'index',
      isTypes: page === 'types',
      isWebhooks: page === 'webhooks',
      isNamespace: page === 'namespace',
      nav: nav.map((n) => ({ ...n, current: n.title === current })),
      file,
    });

  const out: Record<string, string> = {};
  out[`${SITE_DIR}/index.html`] = render('index', 'index.html', ref.title, {
    description: ref.description,
    baseUrl: ref.baseUrl,
    links: ref.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
    auth: ref.auth.map((a) => ({ ...a, id: `auth-${idOf(a.name)}` })),
    setup: ref.setup,
    contents: ref.namespaces.map((ns) => ({
      title: ns.title,
      file: files.get(ns.name)!,
      operations: ns.operations.map((op) => ({
        name: op.name,
        id: idOf(op.name),
        summary: op.summary,
        httpMethod: op.httpMethod,
        method: op.httpMethod.toLowerCase(),
        path: op.path,
        deprecated: op.deprecation !== undefined,
      })),
    })),
    webhooks: ref.webhooks.map((w) => ({ name: w.name, id: `webhook-${idOf(w.name)}`, summary: w.summary })),
  });
  for (const ns of ref.namespaces) {
    const file = files.get(ns.name)!;
    out[`${SITE_DIR}/${file}`] = render(
      'namespace',
      file,
      `${ns.title} · ${ref.title}`,
      { namespace: ns.title, operations: ns.operations.map((op) => operationHtml(op, hrefs)) },
      ns.title,
    );
  }
  if (ref.types.length > 0) {
    out[`${SITE_DIR}/types.html`] = render('types', 'types.html', `Types · ${ref.title}`, {
      types: ref.types.map((ty) => ({ name: ty.name, typeName: ty.typeName, id: typeId(ty.name), ...schemaHtml(ty.view) })),
    });
  }
  if (ref.webhooks.length > 0) {
    out[`${SITE_DIR}/webhooks.html`] = render('webhooks', 'webhooks.html', `Webhook deliveries · ${ref.title}`, {
      webhooks: ref.webhooks.map((w) => ({
        ...w,
        id: `webhook-${idOf(w.name)}`,
        payload: schemaHtml(w.payload),
        links: w.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
      })),
    });
  }
  const lines = headerLines(model, 'reference site');
  const cssHeader = `/* ${lines.join(' ')} */\n`;
  const jsHeader = lines.map((l) => `// ${l}\n`).join('');
  out[`${SITE_DIR}/assets/site.css`] = cssHeader + readTemplate('site/site.css');
  out[`${SITE_DIR}/assets/search.js`] = jsHeader + readTemplate('site/search.js');
  out[`${SITE_DIR}/assets/search-index.js`] = jsHeader + searchIndex(ref, files);
  return out;
}
