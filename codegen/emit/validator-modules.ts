// Emits ajv *standalone* validators, compiled at generate time so nothing compiles a schema at
// run time: `validators.js` (each operation's parameters, each webhook's payload) and
// `response-validators.js` (each operation's success response, for mocks and contract tests).
// ajv's ESM output still `require()`s a few runtime helpers; they are rewritten to imports of
// `specforge/runtime/formats` (or inlined) here, so generated code needs nothing but the package.

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { pascalCase } from '../model/naming.js';
import type { JsonSchema, ServiceModel, WebhookModel } from '../model/types.js';
import { isObject as isObj, type JsonObject as Obj } from '../openapi/json.js';
import { refSegments } from '../openapi/pointer.js';
import { jsHeader } from './header.js';

/** The chunk name of a service's params validators module (see ServiceDescription.validators). */
export const VALIDATORS_CHUNK = 'main';

/** The export name of a delivery's payload validator. */
export function webhookValidatorName(hook: WebhookModel): string {
  return `webhook${pascalCase(hook.identifier)}`;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ?? standaloneCodeModule) as (
  ajv: Ajv2020,
  refs: Record<string, string>,
) => string;

const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const ANNOTATIONS_TO_DROP = new Set(['example', 'discriminator', 'xml', 'externalDocs']);

/** The ajv `$id` of a component schema. */
function componentId(base: string, name: string): string {
  return `${base}components/${encodeURIComponent(name)}`;
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

/** Drops OpenAPI-only annotations and points component references at their ajv ids. */
export function cleanSchema(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => cleanSchema(s, base));
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || ANNOTATIONS_TO_DROP.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = ajvRef(value, base);
    else if (NAME_MAPS.has(key) && isObj(value)) {
      const map: Obj = {};
      for (const [name, sub] of Object.entries(value)) setOwn(map, name, cleanSchema(sub, base));
      out[key] = map;
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
    else setOwn(out, key, cleanSchema(value, base));
  }
  return out;
}

/** A schema object ajv can register: a boolean schema becomes its object form. */
function withId(schema: unknown, id: string | undefined): Obj {
  const obj: Obj = schema === false ? { not: {} } : isObj(schema) ? { ...schema } : {};
  if (id !== undefined) obj.$id = id;
  return obj;
}

function newAjv(model: ServiceModel): { ajv: Ajv2020; base: string } {
  // Each component schema is its own ajv schema with its own $id, and refs are not inlined, so a
  // component used by many operations compiles to one shared function (keeps the modules small).
  const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false, inlineRefs: false, code: { source: true, esm: true, lines: true } });
  addFormats(ajv);
  const base = `https://specforge.local/${model.name}/`;
  for (const s of model.schemas) ajv.addSchema(withId(cleanSchema(s.schema, base), componentId(base, s.name)));
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
    const ucs2length = ((ucs2lengthModule as unknown as { default?: unknown }).default ?? ucs2lengthModule) as (s: string) => number;
    out = out.split('require("ajv/dist/runtime/ucs2length").default').join('ucs2length');
    imports.push(`const ucs2length = ${ucs2length.toString()};`);
  }
  if (out.includes('require("ajv/dist/runtime/equal").default')) {
    out = out.split('require("ajv/dist/runtime/equal").default').join('deepEqual');
    imports.unshift('import { deepEqual } from "specforge/runtime/formats";');
  }
  if (out.includes('require("ajv-formats/dist/formats").fullFormats')) {
    out = out.split('require("ajv-formats/dist/formats").fullFormats').join('fullFormats');
    imports.unshift('import { fullFormats } from "specforge/runtime/formats";');
  }
  out = treeShakable(out);
  const left = /require\(("[^"]+")\)/.exec(out);
  if (left) throw new Error(`ajv standalone output still requires ${left[1]}; teach esmOnly() to import it`);
  out = out.replace(/^"use strict";\s*/, '');
  return `${imports.join('\n')}${imports.length ? '\n' : ''}${out.trimEnd()}\n`;
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
 * Makes the module tree-shakable, so a bundle keeps only the validators it uses: ajv's top-level
 * `validateN.evaluated = {...};` statements (side effects that would pin every validator) become
 * lazy `(validateN.evaluated ??= {...})` at each read, and format lookups become pure calls.
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
  if (ucs2) out = out.split(`${ucs2}(`).join('\u0000').replace(/\u0000([\w$.]+)\) < 1\b/g, '$1.length < 1').split('\u0000').join(`${ucs2}(`);
  out = out.replace(/^const (formats\d+) = (fullFormats(?:\.[\w$]+|\["[^"]+"\]));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();');
  return out;
}

/**
 * Property schemas that several entries repeat (owner, repo, per_page, ...) become one shared
 * ajv schema each, referenced by $ref, so their checks are emitted once instead of per operation.
 */
function shareRepeatedProperties(ajv: Ajv2020, prefix: string, schemas: Obj[]): void {
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
      ajv.addSchema({ ...(JSON.parse(text) as Obj), $id: id });
    }
    props[key] = { $ref: id };
  });
}

function moduleFor(model: ServiceModel, what: string, entries: Array<[string, JsonSchema]>): { js: string; dts: string } {
  const { ajv, base } = newAjv(model);
  const refs: Record<string, string> = {};
  const cleaned = entries.map(([name, schema]): [string, Obj] => [name, withId(cleanSchema(schema, base), undefined)]);
  shareRepeatedProperties(ajv, `${base}${what}/shared/`, cleaned.map(([, s]) => s));
  // Operations with the same parameters (or response) share one validator: later ones are aliases.
  const firstWithSame = new Map<string, string>();
  const aliases: string[] = [];
  for (const [name, schema] of cleaned) {
    const text = JSON.stringify(schema);
    const first = firstWithSame.get(text);
    if (first) {
      aliases.push(`export const ${name} = ${first};`);
      continue;
    }
    firstWithSame.set(text, name);
    const id = `${base}${what}/${name}.json`;
    ajv.addSchema({ ...schema, $id: id });
    refs[name] = id;
  }
  const header = jsHeader(model, `${what} validators (ajv standalone)`);
  const js = entries.length > 0 ? `${header}${esmOnly(standaloneCode(ajv, refs))}${aliases.map((a) => `${a}\n`).join('')}` : `${header}export {};\n`;
  const dts = `${header}import type { ParamsValidator } from 'specforge/runtime';\n\n${entries
    .map(([name]) => `export declare const ${name}: ParamsValidator;`)
    .join('\n')}${entries.length ? '\n' : 'export {};\n'}`;
  return { js, dts };
}

/** The schema of an operation's parameters as one object. */
export function paramsSchema(op: ServiceModel['operations'][number]): JsonSchema {
  const properties: Obj = {};
  for (const p of op.params) Object.defineProperty(properties, p.name, { value: p.schema, enumerable: true, writable: true, configurable: true });
  const required = op.params.filter((p) => p.required).map((p) => p.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...op.body?.alternatives };
}

export function emitValidators(model: ServiceModel): Record<string, string> {
  const params = moduleFor(model, 'params', [
    ...model.operations.map((op): [string, JsonSchema] => [op.identifier, paramsSchema(op)]),
    ...model.webhooks.map((w): [string, JsonSchema] => [webhookValidatorName(w), w.payload]),
  ]);
  const responses = moduleFor(
    model,
    'responses',
    model.operations.filter((op) => op.success.kind === 'json' && op.success.schema !== undefined).map((op): [string, JsonSchema] => [op.identifier, op.success.schema!]),
  );
  return {
    [`${model.name}/validators.js`]: params.js,
    [`${model.name}/validators.d.ts`]: params.dts,
    [`${model.name}/response-validators.js`]: responses.js,
    [`${model.name}/response-validators.d.ts`]: responses.dts,
  };
}
