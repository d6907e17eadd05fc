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
import type { ServiceModel } from '../../model/types.js';
import { headerLines } from '../code/header.js';
import { blockHtml, escapeHtml, escapeText, inlineHtml, safeHref } from './html-text.js';
import { referenceView, type NamespaceView, type OperationView, type ParamView, type ReferenceView } from './reference-view.js';
import type { FieldView, SchemaView, TypeParts } from './schema-fields.js';
import { compiledTemplate, readTemplate } from './templates.js';

/** The site's folder under the service's output folder. */
export const SITE_DIR = 'reference';

type Page = 'index' | 'types' | 'webhooks' | 'namespace';

interface Templates {
  page(view: object): string;
  /** The pieces of an operation's entry, for the page data of the compact references. */
  param(view: object): string;
  facts(view: object): string;
  requestBody(view: object): string;
  responseLine(view: object): string;
  responseBody(view: object): string;
  other(view: object): string;
  /** The body of a named type's entry (below its heading), for the data of the compact types page. */
  type(view: object): string;
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
  const partials = [
    'operation',
    'type',
    'fields',
    'desc',
    'nav',
    'param',
    'facts',
    'request-body',
    'response',
    'response-line',
    'response-body',
    'other',
  ] as const;
  const compiledPartials = Object.fromEntries(partials.map((name) => [name, compiledTemplate(hb, `site/${name}.html.hbs`)]));
  for (const [name, partial] of Object.entries(compiledPartials)) hb.registerPartial(name, partial);
  const page = compiledTemplate(hb, 'site/page.html.hbs');
  const part = (name: (typeof partials)[number]) => compiledPartials[name]!;
  compiled = {
    page,
    param: part('param'),
    facts: part('facts'),
    requestBody: part('request-body'),
    responseLine: part('response-line'),
    responseBody: part('response-body'),
    other: part('other'),
    type: part('type'),
  };
  return compiled;
}

/** An id for an element of a page: the text, with anything but letters, digits, `.`, `_`, `-` as `_`. */
export function idOf(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_');
}

const typeId = (component: string) => `type-${idOf(component)}`;

/**
 * A type as HTML: named types linked to their entry on the types page (`here`: that page), in a
 * `<code>` (`cell`: bare, for a column of a table the stylesheet sets in monospace).
 */
function typeHtml(parts: TypeParts, here = false, cell = false): string {
  const page = here ? '' : 'types.html';
  const inner = parts
    .map((p) => (typeof p === 'string' ? escapeText(p) : `<a href="${page}#${escapeHtml(typeId(p.component))}">${escapeText(p.typeName)}</a>`))
    .join('');
  return cell ? inner : `<code>${inner}</code>`;
}

/** The type is named types only (`Gist`, `Gist[]`, `A | B | null`): its entry on the types page says the rest. */
function isNamed(parts: TypeParts): boolean {
  return parts.some((p) => typeof p !== 'string') && parts.every((p) => typeof p !== 'string' || /^(\[\]| \| |null|\(|\))*$/.test(p));
}

/** The file of each namespace's page, by namespace name. */
function pageFiles(namespaces: readonly NamespaceView[]): Map<string, string> {
  return new Map(namespaces.map((ns) => [ns.name, ns.file]));
}

/**
 * A row of a table of fields or parameters: its own name, indented by depth (the full path is the
 * rows above it). A description that is only that of the named type the field is stays on the
 * type's entry, which the type links to.
 */
function fieldHtml(f: FieldView | ParamView, here = false) {
  const extra = 'in' in f ? f : undefined;
  return {
    name: f.name,
    depth: f.depth,
    type: typeHtml(f.type, here, true),
    required: f.required,
    location: extra?.in,
    constraints: f.constraints,
    description: 'typeDescription' in f && f.typeDescription ? undefined : f.description,
    example: extra?.example,
    deprecated: f.deprecated,
    note: 'note' in f ? f.note : undefined,
  };
}

/**
 * A schema; its fields only when it is not named types alone (a named type's fields are on its
 * entry), on the types page (`here`) or where they are the whole point (`always`: a delivery).
 */
function schemaHtml(view: SchemaView, here = false, always = false) {
  const listed = here || always || !isNamed(view.type);
  return {
    type: typeHtml(view.type, here),
    each: listed && view.each,
    description: listed ? view.description : undefined,
    constraints: view.constraints,
    fields: listed ? view.fields.map((f) => fieldHtml(f, here)) : [],
    variants: listed
      ? view.variants.map((v) => ({ type: typeHtml(v.type, here), description: v.description, fields: v.fields.map((f) => fieldHtml(f, here)) }))
      : [],
    omitted: listed ? view.omitted : 0,
  };
}

type FieldHtml = ReturnType<typeof fieldHtml>;
type SchemaHtml = ReturnType<typeof schemaHtml>;

/**
 * What the operations' entries share, made once: the reference view gives equal parameters and
 * bodies the same view object (a large service repeats them from operation to operation), so
 * their HTML, and the fragments of the page data drawn from it, are made once per view object.
 */
interface SharedHtml {
  rows: WeakMap<ParamView, FieldHtml>;
  bodies: WeakMap<SchemaView, SchemaHtml>;
  paramFragments: WeakMap<FieldHtml, string>;
  bodyFragments: WeakMap<SchemaHtml, string>;
}

function sharedHtml(): SharedHtml {
  return { rows: new WeakMap(), bodies: new WeakMap(), paramFragments: new WeakMap(), bodyFragments: new WeakMap() };
}

/** `make(key)`, made once per key object. */
function once<K extends object, V>(made: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = made.get(key);
  if (value === undefined) made.set(key, (value = make(key)));
  return value;
}

const sameSchemes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function operationHtml(op: OperationView, hrefs: ReadonlyMap<string, string>, schemes: readonly string[], shared: SharedHtml) {
  // Said only where it differs from the service's schemes (the overview lists those).
  const showSecurity = !sameSchemes(op.security, schemes);
  // The facts other than the upstream links (which the compact page puts in the heading).
  const hasOtherFacts =
    showSecurity || op.notes.length > 0 || op.previews.length > 0 || [op.pagination, op.variant, op.incomplete, op.aliasOf].some((x) => x !== undefined);
  const hasFacts = hasOtherFacts || op.links.length > 0;
  return {
    ...op,
    id: idOf(op.name),
    method: op.httpMethod.toLowerCase(),
    params: op.params.map((p) => once(shared.rows, p, fieldHtml)),
    requestBody: op.requestBody && {
      mediaType: op.requestBody.mediaType,
      required: op.requestBody.required,
      ...once(shared.bodies, op.requestBody.view, schemaHtml),
    },
    responseBody: op.response.body && once(shared.bodies, op.response.body, schemaHtml),
    responseMediaType: op.response.mediaType === 'application/json' ? undefined : op.response.mediaType,
    showSecurity,
    hasFacts,
    hasOtherFacts,
    security: op.security.map((name) => ({ name, id: `auth-${idOf(name)}` })),
    aliasOf: op.aliasOf && { name: op.aliasOf, href: hrefs.get(op.aliasOf) },
    links: op.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
    exampleCall: escapeText(op.exampleCall),
    rawExampleCall: op.exampleCall,
  };
}

type OperationHtml = ReturnType<typeof operationHtml>;

/**
 * JSON for a script element. No text of the spec can end the element or open a comment in it:
 * `</` is written `<\/` and `<!` as `<\u0021` (the same strings to JSON.parse and to a script);
 * every other `<` stays as it is, so HTML fragments in the data cost no more than on the page.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/<\//g, '<\\/').replace(/<!/g, '<\\u0021');

/** The string table of a page's data: `intern` gives a text's number, writing each text once in `strings`. */
function stringTable(): { strings: string[]; intern(text: string): number } {
  const strings: string[] = [];
  const numbers = new Map<string, number>();
  const intern = (text: string) => {
    let n = numbers.get(text);
    if (n === undefined) {
      n = strings.length;
      strings.push(text);
      numbers.set(text, n);
    }
    return n;
  };
  return { strings, intern };
}

/**
 * The data of a namespace's page in the compact references, which assets/page.js draws: per
 * operation, only what the search index (name, summary, request line) does not already hold, as
 * HTML fragments from the same partials as the static pages; a fragment that recurs on the page
 * (a parameter's row, the other responses, a named type, the facts) is written once in `s` and
 * referred to by number. Keys are single letters (page.js names each); absent keys are defaults.
 */
function pageData(t: Templates, ns: NamespaceView, page: number, ops: readonly OperationHtml[], shared: SharedHtml): string {
  const { strings, intern } = stringTable();
  const entries = ops.map((op) => {
    const e: Record<string, unknown> = {};
    if (op.summary && inlineHtml(op.summary) !== escapeText(op.summary)) e.i = inlineHtml(op.summary);
    if (op.call !== `client.${op.name}(params)`) e.c = op.call;
    if (op.deprecation) e.D = inlineHtml(op.deprecation);
    if (op.description) e.d = blockHtml(op.description);
    if (op.hasOtherFacts) e.f = intern(t.facts({ ...op, hasFacts: true, links: [] }));
    const links = op.links.filter((l) => l.url !== undefined);
    if (links.length > 0) e.l = links.map((l) => [l.url, intern(l.label)]);
    if (op.params.length > 0) e.p = op.params.map((row) => intern(once(shared.paramFragments, row, t.param)));
    const body = t.requestBody(op);
    if (body.trim()) e.b = body;
    if (op.responseMediaType || op.response.description || op.unwrap) e.R = t.responseLine(op);
    else {
      e.s = op.response.status;
      if (op.responseBody) e.t = intern(op.responseBody.type);
      if (op.responseBody?.each) e.e = 1;
      const derived = `${op.name
        .split('.')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('')}Response`;
      if (op.responseType !== derived) e.n = op.responseType;
    }
    const responseBody = op.responseBody ? once(shared.bodyFragments, op.responseBody, t.responseBody) : '';
    if (responseBody.trim()) e.h = responseBody;
    if (op.otherResponses.length > 0) e.o = intern(t.other(op));
    const prefix = `const { data } = await client.${op.name}(`;
    if (op.rawExampleCall.startsWith(prefix) && op.rawExampleCall.endsWith(');')) {
      const args = op.rawExampleCall.slice(prefix.length, -2);
      if (args) e.x = args;
    } else e.X = op.rawExampleCall;
    return e;
  });
  return scriptJson({ page, prefix: ns.name ? `${ns.name}.` : '', s: strings, ops: entries });
}

type TypeHtml = ReturnType<typeof schemaHtml> & { typeName: string; id: string };

/**
 * The data of the types page in the compact references, which assets/types.js draws: per type its
 * element id, its name and the lines of its entry (from the same partial as the static page). A
 * large service's types repeat the same fields (`id`, `url`, `node_id`, a user, ...) in hundreds of
 * entries: each line, and each cell of a row of fields, is written once in `s`; a line is its
 * number there, a row the numbers of its cells (joined by `<td>`).
 */
function typesData(t: Templates, types: readonly TypeHtml[]): string {
  const { strings, intern } = stringTable();
  const entries = types.map((ty) => {
    const lines = t.type(ty).replace(/\n$/, '').split('\n');
    return [ty.id, ty.typeName, lines.map((line) => (line.startsWith('<tr') ? line.split('<td>').map(intern) : intern(line)))];
  });
  return scriptJson({ s: strings, types: entries });
}

/**
 * The search index, as a script: the pages (namespace and file) and one row per operation (name,
 * summary, request line, page number, then 1 when deprecated); an operation's element id is its
 * name (idOf), so each row's link is its page and its name.
 */
function searchIndex(ref: ReferenceView, files: Map<string, string>): string {
  const pages = ref.namespaces.map((ns) => [ns.title, files.get(ns.name)!]);
  const rows = ref.namespaces.flatMap((ns, page) =>
    ns.operations.map((op) => [op.name, op.summary ?? '', `${op.httpMethod} ${op.path}`, page, ...(op.deprecation ? [1] : [])]),
  );
  // `<` escaped so no text of the spec can close the script element it may be inlined into.
  return `window.SPECFORGE_SEARCH = ${scriptJson({ pages, operations: rows })};\n`;
}

export function emitSite(model: ServiceModel): Record<string, string> {
  const ref = referenceView(model);
  const files = pageFiles(ref.namespaces);
  const hrefs = new Map(ref.namespaces.flatMap((ns) => ns.operations.map((op) => [op.name, `${files.get(ns.name)}#${idOf(op.name)}`] as const)));
  const t = templates();
  const schemes = ref.auth.map((a) => a.name);
  const comment = `<!-- ${headerLines(model, 'reference site').join(' ')} -->\n`;
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
    hasNamespaces: ref.namespaces.length > 0,
    hasWebhooks: ref.webhooks.length > 0,
  };
  // The sidebar lists the namespaces from the search index (assets/nav.js), not on every page; the
  // page of a namespace lists its own operations there.
  const render = (page: Page, file: string, title: string, data: object, current?: { title: string; file: string; count: number; operations: object[] }) =>
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
      current,
      file,
    });

  const out: Record<string, string> = {};
  out[`${SITE_DIR}/index.html`] = render('index', 'index.html', ref.title, {
    description: ref.description,
    baseUrl: ref.baseUrl,
    links: ref.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
    auth: ref.auth.map((a) => ({ ...a, id: `auth-${idOf(a.name)}` })),
    takesToken: ref.takesToken,
    undeclared: ref.undeclared,
    setup: ref.setup,
    detailed: ref.detailed,
    contents: ref.namespaces.map((ns) => ({
      title: ns.title,
      file: files.get(ns.name)!,
      count: ns.operations.length,
      operations: (ref.detailed ? ns.operations : []).map((op) => ({
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
  const shared = sharedHtml();
  ref.namespaces.forEach((ns, page) => {
    const file = files.get(ns.name)!;
    const operations = ns.operations.map((op) => operationHtml(op, hrefs, schemes, shared));
    // The compact references draw the entries in the browser from the page's data (pageData).
    const compact = ref.detailed
      ? { operations }
      : { pageData: pageData(t, ns, page, operations, shared), count: operations.length, readmeAnchor: ns.title.toLowerCase() };
    out[`${SITE_DIR}/${file}`] = render(
      'namespace',
      file,
      `${ns.title} · ${ref.title}`,
      { namespace: ns.title, exampleSetup: escapeText(ref.exampleSetup), ...compact },
      {
        title: ns.title,
        file,
        count: ns.operations.length,
        operations: (ref.detailed ? ns.operations : []).map((op) => ({
          id: idOf(op.name),
          label: ns.name && op.name.startsWith(`${ns.name}.`) ? op.name.slice(ns.name.length + 1) : op.name,
          deprecated: op.deprecation !== undefined,
        })),
      },
    );
  });
  if (ref.types.length > 0) {
    const types = ref.types.map((ty) => {
      const view = schemaHtml(ty.view, true);
      // `Type: object` says nothing the fields do not.
      const plain = view.type === '<code>object</code>' && view.constraints.length === 0 && (view.fields.length > 0 || view.variants.length > 0);
      return { name: ty.name, typeName: ty.typeName, id: typeId(ty.name), ...view, plain };
    });
    // The compact references draw the entries in the browser from the page's data (typesData).
    const entries = ref.detailed ? { types } : { types: [], typesData: typesData(t, types), typeCount: types.length };
    out[`${SITE_DIR}/types.html`] = render('types', 'types.html', `Types · ${ref.title}`, { ...entries, otherTypes: ref.otherTypes });
  }
  if (ref.webhooks.length > 0) {
    out[`${SITE_DIR}/webhooks.html`] = render('webhooks', 'webhooks.html', `Webhook deliveries · ${ref.title}`, {
      webhooks: ref.webhooks.map((w) => ({
        ...w,
        id: `webhook-${idOf(w.name)}`,
        payload: schemaHtml(w.payload, false, true),
        links: w.links.map((l) => ({ label: l.label, url: safeHref(l.url) })),
      })),
    });
  }
  const lines = headerLines(model, 'reference site');
  const cssHeader = `/* ${lines.join(' ')} */\n`;
  const jsHeader = lines.map((l) => `// ${l}\n`).join('');
  out[`${SITE_DIR}/assets/site.css`] = cssHeader + readTemplate('site/site.css');
  out[`${SITE_DIR}/assets/search.js`] = jsHeader + readTemplate('site/search.js');
  out[`${SITE_DIR}/assets/nav.js`] = jsHeader + readTemplate('site/nav.js');
  if (!ref.detailed) out[`${SITE_DIR}/assets/page.js`] = jsHeader + readTemplate('site/page.js');
  if (!ref.detailed && ref.types.length > 0) out[`${SITE_DIR}/assets/types.js`] = jsHeader + readTemplate('site/types.js');
  out[`${SITE_DIR}/assets/search-index.js`] = jsHeader + searchIndex(ref, files);
  return out;
}
