// Emits ajv *standalone* validators, compiled at generate time so nothing compiles a schema at
// run time: `validators/` (each operation's parameters, each webhook's payload), what a client
// loads. (The success responses' schemas, for the mocks, are response-schemas.ts's.)
// ajv's ESM output still `require()`s a few runtime helpers; they are rewritten to imports of
// `specforge/runtime/formats` (or inlined) here, so generated code needs nothing but the package.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { pascalCase } from '../model/naming.js';
import type { JsonSchema, OperationModel, ServiceModel, WebhookModel } from '../model/types.js';
import { type ModuleGroup, splitStandalone } from './ajv-modules.js';
import { isObject as isObj, type JsonObject as Obj } from '../openapi/json.js';
import { refSegments } from '../openapi/pointer.js';
import { SCHEMA_MAP_KEYWORDS, VALUE_KEYWORDS } from '../openapi/schema-keywords.js';
import { jsHeader } from './header.js';

/** The export name of a delivery's payload validator. */
export function webhookValidatorName(hook: WebhookModel): string {
  return `webhook${pascalCase(hook.identifier)}`;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// Keywords no validator reads: OpenAPI's own, and JSON Schema's annotations.
const ANNOTATIONS_TO_DROP = new Set([
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'title',
  'description',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
]);

/**
 * The ajv `$id` of a component schema. A name that is a dot segment (`.`, `..`: legal component
 * names) would vanish when the URI is resolved, so it gets a `~` in front, a character no
 * component name may contain.
 */
export function componentId(base: string, name: string): string {
  const segment = encodeURIComponent(name);
  return `${base}components/${segment === '.' || segment === '..' ? `~${segment}` : segment}`;
}

/** `#/components/schemas/X/properties/y` → `<base>components/X#/properties/y`. */
function ajvRef(ref: string, base: string): string {
  const segments = refSegments(ref);
  if (!segments || segments.length < 3 || segments[0] !== 'components' || segments[1] !== 'schemas') return ref;
  const rest = segments.slice(3);
  return `${componentId(base, segments[2]!)}${rest.length ? `#/${rest.map((x) => x.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : ''}`;
}

function setOwn(obj: Obj, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Drops annotations (ANNOTATIONS_TO_DROP) and points component references at their ajv ids. */
export function cleanSchema(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => cleanSchema(s, base));
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || ANNOTATIONS_TO_DROP.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = ajvRef(value, base);
    else if (SCHEMA_MAP_KEYWORDS.has(key) && isObj(value)) {
      const map: Obj = {};
      for (const [name, sub] of Object.entries(value)) setOwn(map, name, cleanSchema(sub, base));
      out[key] = map;
    } else if (VALUE_KEYWORDS.has(key)) out[key] = value;
    else setOwn(out, key, cleanSchema(value, base));
  }
  return out;
}

/** A schema object ajv can register: a boolean schema becomes its object form. */
export function withId(schema: unknown, id: string | undefined): Obj {
  const obj: Obj = schema === false ? { not: {} } : isObj(schema) ? { ...schema } : {};
  if (id !== undefined) obj.$id = id;
  return obj;
}

/**
 * Checks a schema against JSON Schema 2020-12 (what ajv's `validateSchema` option does on each
 * `addSchema`), with one checker per process: every ajv instance would otherwise compile the
 * meta-schema again. Throws ajv's own "schema is invalid: ..." error.
 */
let metaChecker: Ajv2020 | undefined;
export function checkSchema(schema: Obj): void {
  metaChecker ??= addFormats(new Ajv2020({ strict: false, logger: false }));
  metaChecker.validateSchema(schema, true);
}

/** Component schemas already checked (a model is emitted more than once by some tools and tests). */
const checkedComponents = new WeakSet<object>();

function newAjv(model: ServiceModel): { ajv: Ajv2020; base: string } {
  // Each component schema is its own ajv schema with its own $id, and refs are not inlined, so a
  // component used by many operations compiles to one shared function (keeps the modules small).
  // Every error is reported (`allErrors`), so a call names all that is wrong at once. Schemas are
  // checked by checkSchema() before they are added, hence `validateSchema: false`. ajv's English
  // messages are left out (`messages: false`): the runtime words each error from its keyword and params.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    logger: false,
    inlineRefs: false,
    validateSchema: false,
    messages: false,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  const base = `https://specforge.local/${model.name}/`;
  for (const s of model.schemas) {
    const schema = withId(cleanSchema(s.schema, base), componentId(base, s.name));
    if (!checkedComponents.has(s)) {
      checkSchema(schema);
      checkedComponents.add(s);
    }
    ajv.addSchema(schema);
  }
  return { ajv, base };
}

/**
 * Rewrites ajv's leftover `require()` calls (its ESM output still has them) into imports from the
 * package or inlined code, so the module loads as ESM anywhere and bundles cleanly.
 */
export function esmOnly(code: string): string {
  const imports: string[] = [];
  let out = code;
  if (out.includes('require("ajv/dist/runtime/ucs2length").default')) {
    out = out.split('require("ajv/dist/runtime/ucs2length").default').join('ucs2length');
    imports.push('import { ucs2length } from "specforge/runtime/formats";');
  }
  if (out.includes('require("ajv/dist/runtime/equal").default')) {
    out = out.split('require("ajv/dist/runtime/equal").default').join('deepEqual');
    imports.unshift('import { deepEqual } from "specforge/runtime/formats";');
  }
  if (out.includes('require("ajv-formats/dist/formats").fullFormats')) {
    out = out.split('require("ajv-formats/dist/formats").fullFormats').join('fullFormats');
    imports.unshift('import { fullFormats } from "specforge/runtime/formats";');
  }
  out = compact(withoutUnusedSchemas(treeShakable(out)));
  const left = /require\(("[^"]+")\)/.exec(out);
  if (left) throw new Error(`ajv standalone output still requires ${left[1]}; teach esmOnly() to import it`);
  out = out.replace(/^"use strict";\s*/, '');
  return `${imports.join('\n')}${imports.length ? '\n' : ''}${out.trimEnd()}\n`;
}

/**
 * Shortens ajv's code without changing what it does (about a quarter of its size): an error is
 * pushed with one statement, a sub-validator's errors are appended with one, and what nothing reads
 * is left out: each error's `schemaPath` (the runtime words errors from keyword, params and
 * instancePath), the `sourceURL` comment per function, and the `parentData`/`parentDataProperty`
 * arguments (read only by ajv options the generator does not use: coercion, defaults, removal).
 */
export function compact(code: string): string {
  let out = code
    .replace(/^\/\*# sourceURL=[^\n]*\*\/;\n/gm, '')
    .replace(/schemaPath:"(?:[^"\\\n]|\\.)*",/g, '')
    .replace(
      /^const (err\d+) = (\{[^\n]*\});\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\n/gm,
      '(vErrors ??= []).push($2);\n',
    )
    .replace(
      /^vErrors = vErrors === null \? (validate\d+)\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;\n/gm,
      'errors = (vErrors = vErrors?.concat($1.errors) ?? $1.errors).length;\n',
    );
  const withoutParent = out
    .replace(/,parentData:data\d*,parentDataProperty:[^,]+,rootData/g, ',rootData')
    .replace(/\{instancePath="", parentData, parentDataProperty, rootData=data/g, '{instancePath="", rootData=data');
  if (!/\bparentData/.test(withoutParent)) out = withoutParent;
  return shortErrorList(out);
}

/**
 * Drops ajv's bookkeeping for `unevaluatedProperties`/`unevaluatedItems` when nothing can read it:
 * every `evaluated` record is static (no dynamic props or items) and, once the blocks that reset
 * dynamic ones are gone, nothing else refers to it. Otherwise the code is returned unchanged.
 */
export function withoutStaticEvaluated(code: string): string {
  if (/unevaluated|dynamicRef|dynamicAnchors\[/.test(code.replace(/dynamicAnchors=\{\}|, dynamicAnchors\b|dynamicAnchors\}/g, ''))) return code;
  let out = code.replace(/^const evaluated\d+ = \(validate\d+\.evaluated \?\?= \{[^\n]*"dynamicProps":false,"dynamicItems":false\}\);\n/gm, '');
  out = out.replace(/^if\(evaluated\d+\.dynamic(?:Props|Items)\)\{\nevaluated\d+\.(?:props|items) = undefined;\n\}\n/gm, '');
  return /evaluated/.test(out) ? code : out;
}

/**
 * Drops the \`rootData\` and \`dynamicAnchors\` arguments every validator passes to the next, when
 * no validator of the folder reads them (only \`$data\` and \`$dynamicRef\` do): the modules call one
 * another, so the check covers them all at once.
 */
export function withoutPassThroughArguments(codes: string[]): string[] {
  const stripped = codes.map((c) => c.replace(/,rootData,dynamicAnchors\}/g, '}').replace(/, rootData=data, dynamicAnchors=\{\}\}=\{\}\)\{$/gm, '}={}){'));
  return stripped.some((c) => /\b(rootData|dynamicAnchors)\b/.test(c)) ? codes : stripped;
}

const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

/**
 * Renames ajv's error list \`vErrors\` to \`E\` outside string literals (it is written about five
 * times per check), unless the module already has an \`E\`.
 */
export function shortErrorList(code: string): string {
  const strings = code.match(STRING_LITERAL) ?? [];
  const parts = code.split(STRING_LITERAL);
  if (parts.some((p) => /(?<![.\w$])E\b/.test(p))) return code;
  return parts.map((p, i) => p.replace(/(?<![.\w$])vErrors\b/g, 'E') + (strings[i] ?? '')).join('');
}

const SCHEMA_READ = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\\n]|\\.)*"\])*)/g;
const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\\n]|\\.)*")\]/g;

/**
 * Replaces each read of a part of a schema copy (\`schema12.properties.state.enum\`, ajv's way of
 * naming an error's allowed values or types) with that part as a literal, so the module need not
 * hold the whole schema, descriptions and all, for a few of its values.
 */
function inlineSchemaReads(code: string): string {
  const schemas = new Map<string, unknown>();
  for (const m of code.matchAll(/^const (schema\d+) = ([^\n]*);$/gm)) {
    try {
      schemas.set(m[1]!, JSON.parse(m[2]!));
    } catch {
      // Not plain JSON: its reads stay as they are.
    }
  }
  if (schemas.size === 0) return code;
  return code
    .split('\n')
    .map((line) => {
      if (/^const schema\d+ = /.test(line)) return line;
      return line.replace(SCHEMA_READ, (read, name: string, path: string) => {
        if (!schemas.has(name)) return read;
        let value: unknown = schemas.get(name);
        for (const step of path.matchAll(PATH_STEP)) {
          const key = step[1] ?? step[2] ?? (JSON.parse(step[3]!) as string);
          if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return read;
          value = (value as Record<string, unknown>)[key];
        }
        return value === undefined ? read : JSON.stringify(value);
      });
    })
    .join('\n');
}

/**
 * Drops the \`const schemaN = {...};\` copies of schemas that no code of the module reads: ajv writes
 * one for every validator it compiles, read only by options the generator does not use.
 */
export function withoutUnusedSchemas(code: string): string {
  code = inlineSchemaReads(code);
  const uses = new Map<string, number>();
  for (const m of code.matchAll(/\bschema\d+\b/g)) uses.set(m[0], (uses.get(m[0]) ?? 0) + 1);
  return code.replace(/^const (schema\d+) = [^\n]*;\n/gm, (line, name: string) => (uses.get(name) === 1 ? '' : line));
}

/**
 * Makes the module tree-shakable, so a bundle keeps only the validators it uses: ajv's top-level
 * `validateN.evaluated = {...};` statements (side effects that would pin every validator) become
 * lazy `(validateN.evaluated ??= {...})` at each read, and format lookups and patterns become pure.
 */
export function treeShakable(code: string): string {
  const assignment = /^(validate\d+)\.evaluated = (\{[^\n]*\});\n/gm;
  const values = new Map<string, string>();
  let out = code.replace(assignment, (_m, name: string, value: string) => {
    values.set(name, value);
    return '';
  });
  out = out.replace(/\b(validate\d+)\.evaluated\b/g, (m, name: string) => {
    const value = values.get(name);
    return value === undefined ? m : `(${name}.evaluated ??= ${value})`;
  });
  out = withoutStaticEvaluated(out);
  // "At least one character" needs no code-point count: a string has one exactly when its UTF-16
  // length is not 0. Validators with only such checks then leave ucs2length out of a bundle.
  const ucs2 = /^const (func\d+) = ucs2length;$/m.exec(out)?.[1];
  if (ucs2)
    out = out
      .split(`${ucs2}(`)
      .join('\u0000')
      .replace(/\u0000([\w$.]+)\) < 1\b/g, '$1.length < 1')
      .split('\u0000')
      .join(`${ucs2}(`);
  out = out.replace(/^const (formats\d+) = (fullFormats(?:\.[\w$]+|\["[^"]+"\]));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();');
  // Patterns are compiled at the top of the module: pure, so a bundle drops those it does not use.
  out = out.replace(/^const (pattern\d+) = new RegExp\(/gm, 'const $1 = /* @__PURE__ */ new RegExp(');
  return out;
}

/**
 * Property schemas that several entries repeat (owner, repo, per_page, ...) become one shared
 * ajv schema each, referenced by $ref, so their checks are emitted once instead of per operation.
 */
function shareRepeatedProperties(ajv: Ajv2020, prefix: string, schemas: Obj[]): string[] {
  const count = new Map<string, number>();
  const each = (fn: (props: Obj, key: string, text: string) => void) => {
    for (const s of schemas) {
      if (!isObj(s.properties)) continue;
      for (const [key, sub] of Object.entries(s.properties)) if (isObj(sub) && !('$ref' in sub)) fn(s.properties, key, JSON.stringify(sub));
    }
  };
  each((_props, _key, text) => count.set(text, (count.get(text) ?? 0) + 1));
  const ids = new Map<string, string>();
  each((props, key, text) => {
    if ((count.get(text) ?? 0) < 2) return;
    let id = ids.get(text);
    if (!id) {
      id = `${prefix}${ids.size}.json`;
      ids.set(text, id);
      const schema = { ...(JSON.parse(text) as Obj), $id: id };
      checkSchema(schema);
      ajv.addSchema(schema);
    }
    props[key] = { $ref: id };
  });
  return [...ids.values()];
}

/**
 * How much params schema (as JSON text) one validator chunk holds at most, about 60 to 120 KB of
 * validator code: a namespace over it is split into parts of about equal size (`repos`,
 * `repos-2`, ...), so the first call of a namespace loads (and compiles) a small module.
 */
export const CHUNK_SCHEMA_BUDGET = 15_000;

const chunkAssignments = new WeakMap<ServiceModel, Map<OperationModel, string>>();

/** Each operation's chunk: its namespace (`` for a top-level method), or a part of it. */
function chunkAssignment(model: ServiceModel): Map<OperationModel, string> {
  let assigned = chunkAssignments.get(model);
  if (assigned) return assigned;
  assigned = new Map();
  const byNamespace = new Map<string, OperationModel[]>();
  for (const op of model.operations) {
    const ns = op.namespace ?? '';
    const list = byNamespace.get(ns);
    if (list) list.push(op);
    else byNamespace.set(ns, [op]);
  }
  for (const [ns, ops] of byNamespace) {
    const sizes = ops.map((op) => JSON.stringify(paramsSchema(op)).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    const parts = Math.max(1, Math.ceil(total / CHUNK_SCHEMA_BUDGET));
    let part = 1;
    let filled = 0;
    ops.forEach((op, i) => {
      if (part < parts && filled > 0 && filled + sizes[i]! / 2 > (total / parts) * part) part++;
      filled += sizes[i]!;
      assigned!.set(op, part === 1 ? ns : `${ns || '_client'}-${part}`);
    });
  }
  // Chunks whose files differ only in case (`emailTemplates`, `emailtemplates`) would be one file
  // where names ignore case, and TypeScript refuses them: the later ones get `-case2`, `-case3`, ...
  const byFolded = new Map<string, string[]>();
  for (const chunk of new Set(assigned.values())) {
    const folded = chunkFile(chunk).toLowerCase();
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), chunk]);
  }
  const renamed = new Map<string, string>();
  for (const chunks of byFolded.values()) chunks.sort().forEach((chunk, i) => i > 0 && renamed.set(chunk, `${chunk}-case${i + 1}`));
  if (renamed.size) for (const [op, chunk] of assigned) if (renamed.has(chunk)) assigned.set(op, renamed.get(chunk)!);
  chunkAssignments.set(model, assigned);
  return assigned;
}

/** The chunk of an operation's params validator (and of its response schema). */
export function validatorChunkOf(model: ServiceModel, op: OperationModel): string {
  return chunkAssignment(model).get(op) ?? op.namespace ?? '';
}

/**
 * The module file of a chunk inside `validators/` (or `response-schemas/`), without extension. A
 * namespace named like a module of the folder's own (`index`, `_components`, ...) gets `-1`: a
 * `-` no namespace has.
 */
export function chunkFile(chunk: string): string {
  if (chunk === '') return '_client';
  return /^(index|_.*)$/.test(chunk) ? `${chunk}-1` : chunk;
}

/** How a module that imports several chunks names the one of `chunk`: `v_gists`, `rv__client`, `v_repos$2`. */
export function chunkAlias(prefix: string, chunk: string): string {
  return `${prefix}_${chunkFile(chunk).replace(/-/g, '$')}`;
}

/** The chunks of a service's operations, in file order. */
export function operationChunks(model: ServiceModel, ops: readonly OperationModel[] = model.operations): string[] {
  return [...new Set(ops.map((op) => validatorChunkOf(model, op)))].sort((a, b) => chunkFile(a).localeCompare(chunkFile(b)));
}

/** The module of the webhook payload validators, inside `validators/`. */
export const DELIVERIES_FILE = '_deliveries';
export const SHARED_FILE = '_components';

export interface Chunk {
  file: string;
  entries: Array<[string, JsonSchema]>;
}

/** The chunks' schemas added to one ajv instance (shared ones under ids of their own), and which id each export validates with. */
interface CompiledChunks {
  ajv: Ajv2020;
  sharedIds: string[];
  cleaned: Array<{ file: string; entries: Array<[string, Obj]> }>;
  groups: ModuleGroup[];
  aliases: string[][];
  /** Export name → the ajv id of its schema. */
  idOf: Map<string, string>;
}

function compileChunks(model: ServiceModel, what: string, chunks: Chunk[]): CompiledChunks {
  const { ajv, base } = newAjv(model);
  const sharedIds = model.schemas.map((s) => componentId(base, s.name));
  const cleaned = chunks.map((c) => ({
    ...c,
    entries: c.entries.map(([name, schema]): [string, Obj] => [name, withId(cleanSchema(schema, base), undefined)]),
  }));
  sharedIds.push(
    ...shareRepeatedProperties(
      ajv,
      `${base}${what}/shared/`,
      cleaned.flatMap((c) => c.entries.map(([, s]) => s)),
    ),
  );
  // A schema several chunks hold (GitHub's `{ owner, repo, per_page, page }` in a dozen
  // namespaces) is compiled once, under the id of its first entry, into the shared module.
  const chunksOf = new Map<string, Set<number>>();
  cleaned.forEach((c, i) => {
    for (const [, schema] of c.entries) {
      const text = JSON.stringify(schema);
      const set = chunksOf.get(text);
      if (set) set.add(i);
      else chunksOf.set(text, new Set([i]));
    }
  });
  const idOfText = new Map<string, string>();
  const idOf = new Map<string, string>();
  const aliases: string[][] = [];
  const groups = cleaned.map((c, i) => {
    // Entries with the same schema share one validator: later ones are aliases.
    const firstWithSame = new Map<string, string>();
    const exports: Array<[string, string]> = [];
    aliases[i] = [];
    for (const [name, schema] of c.entries) {
      const text = JSON.stringify(schema);
      const first = firstWithSame.get(text);
      if (first) {
        aliases[i]!.push(`export const ${name} = ${first};`);
        idOf.set(name, idOfText.get(text)!);
        continue;
      }
      firstWithSame.set(text, name);
      let id = idOfText.get(text);
      if (id === undefined) {
        id = `${base}${what}/${name}.json`;
        const withOwnId = { ...schema, $id: id };
        checkSchema(withOwnId);
        ajv.addSchema(withOwnId);
        idOfText.set(text, id);
        if (chunksOf.get(text)!.size > 1) sharedIds.push(id);
      }
      idOf.set(name, id);
      exports.push([name, id]);
    }
    return { exports };
  });
  return { ajv, sharedIds, cleaned, groups, aliases, idOf };
}

/** Every chunk's module in `dir/`, the shared module they import from, and an index re-exporting all of them. */
function chunkedModules(model: ServiceModel, dir: string, what: string, compiled: CompiledChunks): Record<string, string> {
  const { ajv, sharedIds, cleaned, groups, aliases } = compiled;
  const split = splitStandalone(ajv, groups, sharedIds, `./${SHARED_FILE}.js`);
  const header = (label: string) => jsHeader(model, `${what} validators${label} (ajv standalone)`);
  const [sharedCode, ...groupCodes] = withoutPassThroughArguments([split.shared, ...split.groups].map(esmOnly));
  const files: Record<string, string> = {
    [`${dir}/${SHARED_FILE}.js`]: `${header(', shared')}${sharedCode}`,
    [`${dir}/${SHARED_FILE}.d.ts`]: `${header(', shared')}export {};\n`,
  };
  cleaned.forEach((c, i) => {
    const names = c.entries.map(([name]) => name);
    files[`${dir}/${c.file}.js`] = `${header(`: ${c.file}`)}${groupCodes[i]}${aliases[i]!.map((a) => `${a}\n`).join('')}`;
    files[`${dir}/${c.file}.d.ts`] =
      `${header(`: ${c.file}`)}import type { ParamsValidator } from 'specforge/runtime';\n\n${names.map((n) => `export declare const ${n}: ParamsValidator;`).join('\n')}\n`;
  });
  const index = cleaned.map((c) => `export * from './${c.file}.js';`).join('\n');
  files[`${dir}/index.js`] = `${header(': every chunk, for tools and tests')}${index}\n`;
  files[`${dir}/index.d.ts`] = `${header(': every chunk, for tools and tests')}${index}\n`;
  return files;
}

/** A `format: binary` string (or a list of them) in a body sent as a file: bytes, a Blob or a string, whatever the transport sends. */
function asFile(schema: JsonSchema): JsonSchema {
  if (!isObj(schema)) return schema;
  if (schema.type === 'string' && schema.format === 'binary') return {};
  if (schema.type === 'array' && isObj(schema.items) && schema.items.type === 'string' && schema.items.format === 'binary') return { ...schema, items: {} };
  return schema;
}

/** The schema of an operation's parameters as one object. */
export function paramsSchema(op: OperationModel): JsonSchema {
  const properties: Obj = {};
  const files = op.body?.type === 'binary' || op.body?.type === 'multipart';
  for (const p of op.params) {
    const schema = files && p.in === 'body' ? asFile(p.schema) : p.schema;
    Object.defineProperty(properties, p.name, { value: schema, enumerable: true, writable: true, configurable: true });
  }
  const required = op.params.filter((p) => p.required).map((p) => p.name);
  const body = op.body;
  if (!body || body.required) return { type: 'object', properties, ...(required.length ? { required } : {}), ...body?.alternatives };
  // An optional body sent with any of its properties is sent whole: with those its schema
  // requires, and as one of its alternatives.
  const whole = { ...(body.requiredWhenSent?.length ? { required: body.requiredWhenSent } : {}), ...body.alternatives };
  const given = { anyOf: op.params.filter((p) => p.in === 'body').map((p) => ({ required: [p.name] })) };
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
  const sent = Object.keys(whole).length ? { if: given, then: whole } : {};
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...sent };
}

export function byChunk(model: ServiceModel, entry: (op: OperationModel) => [string, JsonSchema] | undefined): Chunk[] {
  const chunks = new Map<string, Chunk>();
  for (const op of model.operations) {
    const e = entry(op);
    if (!e) continue;
    const chunk = validatorChunkOf(model, op);
    let c = chunks.get(chunk);
    if (!c) chunks.set(chunk, (c = { file: chunkFile(chunk), entries: [] }));
    c.entries.push(e);
  }
  return [...chunks.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** The params validators' chunks: each operation's parameters by namespace, and the webhook payloads. */
function paramsChunks(model: ServiceModel): Chunk[] {
  const params = byChunk(model, (op) => [op.identifier, paramsSchema(op)]);
  if (model.webhooks.length)
    params.push({ file: DELIVERIES_FILE, entries: model.webhooks.map((w): [string, JsonSchema] => [webhookValidatorName(w), w.payload]) });
  return params;
}

const compiledParams = new WeakMap<ServiceModel, CompiledChunks>();

/** The params schemas of a service in one ajv instance, compiled once for the modules and for checking examples. */
function paramsCompiled(model: ServiceModel): CompiledChunks {
  let c = compiledParams.get(model);
  if (!c) compiledParams.set(model, (c = compileChunks(model, 'params', paramsChunks(model))));
  return c;
}

/** The compiled params validator of `op` (the one its generated module holds), for checking examples at generate time. */
export function paramsValidator(model: ServiceModel, op: OperationModel): ValidateFunction {
  const c = paramsCompiled(model);
  const validate = c.ajv.getSchema(c.idOf.get(op.identifier)!);
  if (!validate) throw new Error(`no params validator for ${op.name}`);
  return validate;
}

/**
 * `validators/`: the params validators, one module per namespace (loaded by that namespace's first
 * call) plus the webhook payloads. Component schemas are compiled once, into the shared module.
 */
export function emitValidators(model: ServiceModel): Record<string, string> {
  return chunkedModules(model, `${model.name}/validators`, 'params', paramsCompiled(model));
}
