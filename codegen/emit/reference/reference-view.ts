// What a service's reference says, computed once from the model for both generated references
// (the Markdown README and the HTML site): every operation with its request line, parameters and
// their constraints, request and response bodies as fields, authentication, notes, deprecation, a
// runnable example and links to the upstream documentation; the webhook deliveries and the named
// types. Plain data and plain text (Markdown inline syntax); each emitter writes it in its format.
// Internal source notes (`x-source`) are not shown: only the http(s) links among them are.

import type { WebhookSignature } from '../../../runtime/webhooks-server/description.js';
import { DEFAULT_TOLERANCE_S } from '../../../runtime/webhooks-server/signature.js';
import { operationsByNamespace } from '../../model/namespaces.js';
import { objectShape } from '../../model/shape.js';
import { takesToken } from '../../../runtime/auth/scheme.js';
import type { ExternalDocsModel, JsonSchema, OperationModel, ParamModel, ServiceModel, WebhookModel } from '../../model/types.js';
import { isObject } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';
import { callSignature, exampleCode, importPathOf, methodPath } from './operation-example.js';
import { codeSpan, constraintsOf } from './schema-constraints.js';
import { descriptionOf, schemaContext, schemaView, typeOf, unwrapNullable, type SchemaContext, type SchemaView, type TypeParts } from './schema-fields.js';

export interface LinkView {
  url: string;
  label: string;
}

export interface ParamView {
  /** The name, or `parent.child` for a field of an object parameter. */
  path: string;
  /** The parameter's name, or the field's own name (`child`). */
  name: string;
  depth: number;
  in: ParamModel['in'];
  type: TypeParts;
  required: boolean;
  constraints: string[];
  description?: string;
  /** The example value, as a code span. */
  example?: string;
  deprecated: boolean;
}

export interface ResponseView {
  status: string;
  description: string;
  mediaType?: string;
  /** The fields of a JSON body. */
  body?: SchemaView;
}

export interface OperationView {
  name: string;
  namespace?: string;
  /** `client.gists.get(params)`. */
  call: string;
  httpMethod: string;
  path: string;
  summary?: string;
  description?: string;
  params: ParamView[];
  /** A body sent whole (`data`): its content type and fields. Spread bodies are parameters. */
  requestBody?: { mediaType: string; required: boolean; view: SchemaView };
  /** The response the method resolves with. */
  response: ResponseView;
  /** The TypeScript type of `data`. */
  responseType: string;
  /** `data` is this field of the body (x-unwrap). */
  unwrap?: string;
  /** The other documented responses (errors, redirects): status and description. */
  otherResponses: Array<{ status: string; description: string }>;
  /** Accepted security schemes; empty: no authentication. */
  security: string[];
  notes: string[];
  previews: string[];
  variant?: string;
  incomplete?: string;
  pagination?: string;
  deprecation?: string;
  aliasOf?: string;
  links: LinkView[];
  /** A runnable example: the client's construction, then the call. */
  example: string;
  /** The example's call alone: `const { data } = await client.gists.get({ gist_id: 'aa5a' });`. */
  exampleCall: string;
}

export interface NamespaceView {
  /** The namespace, or '' for methods on the client itself. */
  name: string;
  /** How it is shown: the namespace, or `client` for methods on the client itself. */
  title: string;
  /** Its page of the site: `<title>.html`, never a fixed page's (index, types, webhooks). */
  file: string;
  operations: OperationView[];
}

export interface AuthView {
  name: string;
  /** How it is sent: `authorization: token <token>` (Markdown inline). */
  how: string;
  description?: string;
}

export interface WebhookView {
  name: string;
  typeName: string;
  summary?: string;
  description?: string;
  secretHeader?: string;
  /** How deliveries are signed, in words (then there is no secret header). */
  signature?: string;
  payload: SchemaView;
  links: LinkView[];
}

export interface TypeView {
  name: string;
  typeName: string;
  view: SchemaView;
}

export interface ReferenceView {
  title: string;
  description?: string;
  version: string;
  specFile: string;
  clientName: string;
  importPath: string;
  baseUrl: string;
  links: LinkView[];
  auth: AuthView[];
  /** Whether `auth` takes a token (a scheme other than http basic is declared). */
  takesToken: boolean;
  /** The document declares no security scheme (a token goes as Bearer). */
  undeclared: boolean;
  /** The construction of a client, as a runnable block. */
  setup: string;
  /** What every operation's example starts with (imports, the client): `exampleCall` follows it. */
  exampleSetup: string;
  /** The detailed references (see DETAILED_MAX_OPERATIONS). */
  detailed: boolean;
  namespaces: NamespaceView[];
  webhooks: WebhookView[];
  /** The named types the client uses (see usedComponents), each with its fields. */
  types: TypeView[];
  /** The type names of the other components: declared in types.ts, used by no operation, delivery or event. */
  otherTypes: string[];
  operationCount: number;
}

/**
 * A service of at most this many operations gets the detailed references: its README documents
 * every operation in full (parameters, bodies, a runnable example) and the site's overview lists
 * every operation. A larger one (GitHub's 1,223) gets the compact form, which stays a few hundred
 * kilobytes where the detailed one would be tens of megabytes: the README is an overview and one
 * line per method linked to its entry on the site, and the site's overview lists the namespaces
 * (each namespace's page lists its operations; the search finds any).
 */
export const DETAILED_MAX_OPERATIONS = 300;

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`)\]]+/g;

/** The http(s) URLs in source notes, without trailing punctuation. */
function urlsOf(sources: readonly string[]): string[] {
  return [...new Set(sources.flatMap((s) => [...s.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(/[.,;:!?]+$/, ''))))];
}

/** A link's label: the description of `externalDocs`, else the URL without its scheme. */
function labelOf(url: string, description?: string): string {
  return description ?? url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function linksOf(docs: ExternalDocsModel | undefined, sources: readonly string[]): LinkView[] {
  const links: LinkView[] = [];
  if (docs && /^https?:\/\//.test(docs.url)) links.push({ url: docs.url, label: labelOf(docs.url, docs.description) });
  for (const url of urlsOf(sources)) if (!links.some((l) => l.url === url)) links.push({ url, label: labelOf(url) });
  return links;
}

function authHow(a: ServiceModel['auth'][number]): string {
  switch (a.kind) {
    case 'header':
      return codeSpan(`${a.header}: ${a.prefix ? `${a.prefix} ` : ''}<token>`);
    case 'basic':
      return codeSpan('authorization: Basic <username:password in base64>');
    case 'query':
      return `query parameter ${codeSpan(a.param)}`;
    case 'cookie':
      return `cookie ${codeSpan(a.cookie)}`;
  }
}

/** Rows of a parameter: itself, then (when `nested`) the fields of an inline object it takes, as `a.b` or `a[].b`. */
function paramRows(ctx: SchemaContext, p: ParamModel, nested: boolean): ParamView[] {
  const { schema: inner } = unwrapNullable(p.schema);
  const row: ParamView = {
    path: p.name,
    name: p.name,
    depth: 0,
    in: p.in,
    type: typeOf(ctx, p.schema),
    required: p.required,
    constraints: [...constraintsOf(p.schema, { defaultValue: p.default }), ...(inner !== p.schema ? constraintsOf(inner) : [])],
    deprecated: p.deprecated,
  };
  const description = p.description?.trim() || descriptionOf(ctx, p.schema);
  if (description) row.description = description;
  // The spec's own example (a value synthesised from the schema says nothing more than its type).
  if (p.example !== undefined && !p.sensitive) row.example = codeSpan(p.example);
  const rows = [row];
  // A named type links to its own entry; an inline object's fields are listed here.
  const item = isObject(inner) && isObject(inner.items) ? unwrapNullable(inner.items).schema : undefined;
  if (!nested || !isObject(inner) || inner.$ref !== undefined || (isObject(item) && item.$ref !== undefined)) return rows;
  const fields = schemaView(ctx, p.schema);
  for (const f of fields.fields) {
    const child: ParamView = {
      path: `${p.name}${fields.each ? '[]' : ''}.${f.path}`,
      name: f.name,
      depth: f.depth + 1,
      in: p.in,
      type: f.type,
      required: f.required,
      constraints: f.constraints,
      deprecated: f.deprecated,
    };
    if (f.description) child.description = f.description;
    rows.push(child);
  }
  return rows;
}

/**
 * A response's description, unless it only says "Response" (GitHub's description gives that for
 * most responses): the status and the body say as much.
 */
function meaningful(description: string): string {
  const text = description.trim();
  return /^response\.?$/i.test(text) ? '' : text;
}

function paginationText(op: OperationModel): string | undefined {
  const p = op.pagination;
  if (!p) return undefined;
  if (p.kind === 'link') return `pages through the ${codeSpan('Link')} header (${codeSpan('client.paginate')}, ${codeSpan('client.paginate.iterator')})`;
  if (p.kind === 'token') return `pages by ${codeSpan(p.tokenParameter)} and ${codeSpan(p.nextField)}; iterate with ${codeSpan('for await')} over the call`;
  return `pages by ${codeSpan(p.pageParameter)}`;
}

/**
 * The views of parameters and bodies, each built once per distinct content: a large service repeats
 * the same parameter (Microsoft Graph's 11,422 operations have 75,641 parameters, 5,104 different)
 * and the same response body (8,927 bodies, 980 different) from operation to operation. Equal
 * content gives the same view object, which the emitters only read.
 */
interface ViewMemo {
  ctx: SchemaContext;
  rows: Map<string, ParamView[]>;
  bodies: Map<string, SchemaView>;
}

function viewMemo(ctx: SchemaContext): ViewMemo {
  return { ctx, rows: new Map(), bodies: new Map() };
}

/** paramRows, once per distinct parameter (all it reads, keyed as JSON: an absent value is no key, null is null). */
function paramRowsOnce(memo: ViewMemo, p: ParamModel, nested: boolean): ParamView[] {
  const { name, in: where, schema, required, default: defaultValue, description, example, sensitive, deprecated } = p;
  const key = JSON.stringify({ nested, name, where, required, defaultValue, description, example, sensitive, deprecated, schema });
  let rows = memo.rows.get(key);
  if (!rows) memo.rows.set(key, (rows = paramRows(memo.ctx, p, nested)));
  return rows;
}

/** schemaView of a body, once per distinct schema. */
function bodyViewOnce(memo: ViewMemo, schema: JsonSchema): SchemaView {
  const key = JSON.stringify(schema);
  let view = memo.bodies.get(key);
  if (!view) memo.bodies.set(key, (view = schemaView(memo.ctx, schema)));
  return view;
}

function operationView(model: ServiceModel, memo: ViewMemo, op: OperationModel): OperationView {
  const ctx = memo.ctx;
  const bodyParam = op.body && !op.body.spread ? op.params.find((p) => p.in === 'body') : undefined;
  // A body sent whole has its fields under "Request body", not repeated as parameters.
  const params = op.params.flatMap((p) => paramRowsOnce(memo, p, p !== bodyParam));
  const example = exampleCode(model, op);
  const success = op.success;
  const response: ResponseView = { status: success.status, description: meaningful(success.description) };
  if (success.mediaType) response.mediaType = success.mediaType;
  if (success.kind === 'json' && success.schema !== undefined) {
    // x-unwrap: the method resolves with one field of the body, so that field is what is shown.
    const field = op.unwrap ? objectShape(success.schema, (name) => ctx.component(name)?.schema)?.properties[op.unwrap] : undefined;
    response.body = bodyViewOnce(memo, field ?? success.schema);
  }
  const view: OperationView = {
    name: op.name,
    call: `${methodPath(op)}(${callSignature(op)})`,
    httpMethod: op.httpMethod,
    path: op.path,
    params,
    response,
    responseType: `${op.typeBase}Response`,
    otherResponses: op.responses.filter((r) => r !== success).map((r) => ({ status: r.status, description: meaningful(r.description) })),
    security: op.security,
    notes: op.notes,
    previews: op.previews,
    links: linksOf(op.externalDocs, op.sources),
    example,
    exampleCall: example.split('\n').slice(EXAMPLE_SETUP_LINES).join('\n'),
  };
  if (op.namespace) view.namespace = op.namespace;
  if (op.summary?.trim()) view.summary = op.summary.trim().replace(/\.$/, '');
  if (op.description?.trim()) view.description = op.description.trim();
  if (bodyParam && op.body) view.requestBody = { mediaType: op.body.mediaType, required: op.body.required, view: bodyViewOnce(memo, op.body.schema) };
  if (op.unwrap) view.unwrap = op.unwrap;
  if (op.variant) view.variant = op.variant;
  if (op.incomplete) view.incomplete = op.incomplete;
  const pagination = paginationText(op);
  if (pagination) view.pagination = pagination;
  if (op.deprecation) view.deprecation = op.deprecation.message;
  if (op.aliasOf) view.aliasOf = op.aliasOf;
  return view;
}

/** A delivery signature in words: the scheme, its headers and, for Standard Webhooks, the window. */
function signatureWords(signature: WebhookSignature): string {
  if (signature.scheme === 'standard-webhooks') {
    return `Standard Webhooks (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`), timestamps within ${signature.tolerance ?? DEFAULT_TOLERANCE_S} s`;
  }
  if (signature.scheme === 'stripe') {
    return `Stripe (\`Stripe-Signature: t=...,v1=...\`, the HMAC-SHA256 of \`<t>.<body>\`), timestamps within ${signature.tolerance ?? DEFAULT_TOLERANCE_S} s`;
  }
  const after = signature.prefix ? ` after \`${signature.prefix}\`` : '';
  return `HMAC-SHA256 of the body, ${signature.encoding ?? 'hex'}, in \`${signature.header}\`${after}`;
}

function webhookView(ctx: SchemaContext, w: WebhookModel, signature: WebhookSignature | undefined): WebhookView {
  const view: WebhookView = { name: w.name, typeName: w.typeName, payload: schemaView(ctx, w.payload), links: linksOf(w.externalDocs, w.sources) };
  if (w.summary?.trim()) view.summary = w.summary.trim().replace(/\.$/, '');
  if (w.description?.trim()) view.description = w.description.trim();
  if (signature) view.signature = signatureWords(signature);
  else if (w.secretHeader) view.secretHeader = w.secretHeader;
  return view;
}

/**
 * How many lines of every operation's example (exampleCode) are the setup: the import, a blank
 * line, the client. The call follows, over one line or more (a literal with a newline).
 */
const EXAMPLE_SETUP_LINES = 3;

/** The lines every operation's example starts with (exampleCode without the call). */
function exampleSetupOf(model: ServiceModel): string {
  const op = model.operations[0];
  if (!op) return '';
  return exampleCode(model, op).split('\n').slice(0, EXAMPLE_SETUP_LINES).join('\n');
}

/** Every component a schema refers to, directly or through other components. */
function collectRefs(ctx: SchemaContext, node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(ctx, item, found);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key !== '$ref' || typeof value !== 'string') {
      collectRefs(ctx, value, found);
      continue;
    }
    const name = componentName(value);
    const target = name === undefined ? undefined : ctx.component(name);
    if (!target || found.has(target.name)) continue;
    found.add(target.name);
    collectRefs(ctx, target.schema, found);
  }
}

/**
 * The components the client uses: those the operations (parameters, bodies, responses), the
 * webhook deliveries and the event catalogue refer to, and those these refer to. A document may
 * hold many more (GitHub's describes its webhook payloads as components no operation returns):
 * the references describe the used ones field by field and name the others.
 */
function usedComponents(model: ServiceModel, ctx: SchemaContext): Set<string> {
  const found = new Set<string>();
  const roots: string[] = [];
  for (const op of model.operations) {
    for (const p of op.params) collectRefs(ctx, p.schema, found);
    if (op.body) collectRefs(ctx, op.body.schema, found);
    for (const r of op.responses) collectRefs(ctx, r.schema, found);
  }
  for (const w of model.webhooks) collectRefs(ctx, w.payload, found);
  const events = model.events;
  if (events) roots.push(events.wireSchema, ...events.events.map((e) => e.schemaName), ...events.enums.map((e) => e.schemaName));
  for (const name of roots) collectRefs(ctx, { $ref: `#/components/schemas/${name}` }, found);
  return found;
}

/** Views already built: the Markdown reference and the site read the same one. */
const views = new WeakMap<ServiceModel, ReferenceView>();

export function referenceView(model: ServiceModel): ReferenceView {
  let view = views.get(model);
  if (!view) views.set(model, (view = buildReferenceView(model)));
  return view;
}

/** Lets the view of `model` go (the next referenceView() builds it again). */
export function releaseReferenceView(model: ServiceModel): void {
  views.delete(model);
}

function buildReferenceView(model: ServiceModel): ReferenceView {
  const ctx = schemaContext(model);
  const memo = viewMemo(ctx);
  const byNamespace = operationsByNamespace(model);
  const names = [...byNamespace.keys()].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
  const taken = new Set(['index', 'types', 'webhooks']);
  const fileOf = (title: string) => {
    let file = title;
    for (let n = 2; taken.has(file.toLowerCase()); n++) file = `${title}-${n}`;
    taken.add(file.toLowerCase());
    return `${file}.html`;
  };
  const namespaces = names.map(
    (name): NamespaceView => ({
      name,
      title: name || 'client',
      file: fileOf(name || 'client'),
      operations: byNamespace.get(name)!.map((op) => operationView(model, memo, op)),
    }),
  );
  const used = usedComponents(model, ctx);
  const options = takesToken(model.auth) ? "{ auth: process.env.TOKEN, userAgent: 'my-app/1.0' }" : "{ userAgent: 'my-app/1.0' }";
  const view: ReferenceView = {
    title: model.title,
    version: model.version,
    specFile: model.specFile,
    clientName: model.clientName,
    importPath: importPathOf(model),
    baseUrl: model.baseUrl,
    links: linksOf(model.externalDocs, model.sources),
    auth: model.auth.map((a) => ({ name: a.name, how: authHow(a), ...(a.description ? { description: a.description.trim() } : {}) })),
    takesToken: takesToken(model.auth),
    undeclared: model.auth.length === 0,
    setup: `import { ${model.clientName} } from '${importPathOf(model)}';\n\nconst client = new ${model.clientName}(${options});`,
    exampleSetup: exampleSetupOf(model),
    detailed: model.operations.length <= DETAILED_MAX_OPERATIONS,
    namespaces,
    webhooks: model.webhooks.map((w) => webhookView(ctx, w, model.webhooksServer?.signature)),
    types: model.schemas.filter((s) => used.has(s.name)).map((s) => ({ name: s.name, typeName: s.typeName, view: schemaView(ctx, s.schema, s.name) })),
    otherTypes: model.schemas.filter((s) => !used.has(s.name)).map((s) => s.typeName),
    operationCount: model.operations.length,
  };
  if (model.description?.trim()) view.description = model.description.trim();
  return view;
}
