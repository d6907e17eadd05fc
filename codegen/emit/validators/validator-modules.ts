// Emits ajv *standalone* validators, compiled at generate time so nothing compiles a schema at
// run time: `validators/` (each operation's parameters, each webhook's payload, and in
// `validators/events/` the data of each event an event-stream operation answers), what a client
// loads. Each chunk's schemas (chunks.ts) are compiled in one ajv instance with the service's
// component schemas (ajv-schemas.ts), split into modules that import what several of them use
// (ajv-modules.ts) and rewritten into plain ESM (standalone-code.ts). (The success responses'
// schemas, for the mocks, are response-schemas.ts's.)

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema, OperationModel, ServiceModel } from '../../model/types.js';
import { isObject as isObj, type JsonObject as Obj } from '../../openapi/json.js';
import { jsHeader } from '../code/header.js';
import { addFormats, checkSchema, cleanSchema, componentId, type SchemaView, schemaView, withId } from './ajv-schemas.js';
import { deferEvaluation } from './ajv-deferred.js';
import { compiledValidator, type ModuleGroup, splitStandalone } from './ajv-modules.js';
import { byChunk, type Chunk, DELIVERIES_FILE, EVENTS_FILE, SHARED_FILE, webhookValidatorName } from './chunks.js';
import { paramsSchema } from './params-schema.js';
import { esmOnly, passThroughUnread, withoutPassThroughArguments } from './standalone-code.js';

/** Component schemas already checked (a model is emitted more than once by some tools and tests). */
const checkedComponents = new WeakSet<object>();

function newAjv(model: ServiceModel, shape: 'write' | 'read'): { ajv: Ajv2020; base: string; view: SchemaView } {
  // Each component schema is its own ajv schema with its own $id, and refs are not inlined, so a
  // component used by many operations compiles to one shared function (keeps the modules small).
  // Every error is reported (`allErrors`), so a call names all that is wrong at once. Schemas are
  // checked by checkSchema() before they are added, hence `validateSchema: false`. ajv's English
  // messages are left out (`messages: false`): the runtime words each error from its keyword and params.
  const ajv = deferEvaluation(
    new Ajv2020({
      allErrors: true,
      strict: false,
      logger: false,
      inlineRefs: false,
      validateSchema: false,
      messages: false,
      code: { source: true, esm: true, lines: true },
    }),
  );
  addFormats(ajv);
  const base = `https://specforge.local/${model.name}/`;
  const view = schemaView(model, shape);
  for (const s of model.schemas) {
    const schema = withId(cleanSchema(s.schema, base, view), componentId(base, s.name));
    if (!checkedComponents.has(s)) {
      checkSchema(schema);
      checkedComponents.add(s);
    }
    ajv.addSchema(schema);
  }
  return { ajv, base, view };
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

function compileChunks(model: ServiceModel, what: string, chunks: Chunk[], shape: 'write' | 'read' = 'write'): CompiledChunks {
  const { ajv, base, view } = newAjv(model, shape);
  const sharedIds = model.schemas.map((s) => componentId(base, s.name));
  const cleaned = chunks.map((c) => ({
    ...c,
    entries: c.entries.map(([name, schema]): [string, Obj] => [name, withId(cleanSchema(schema, base, view), undefined)]),
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
  const split = splitStandalone(ajv, groups, sharedIds, `./${SHARED_FILE}.js`, esmOnly);
  const header = (label: string) => jsHeader(model, `${what} validators${label} (ajv standalone)`);
  const modules = [split.shared, ...split.groups];
  const strip = passThroughUnread(modules);
  // Each module's text is made (and its pieces let go) one module at a time.
  const text = (i: number) => {
    const pieces = modules[i]!;
    modules[i] = [];
    return (strip ? pieces.map(withoutPassThroughArguments) : pieces).join('');
  };
  const files: Record<string, string> = {
    [`${dir}/${SHARED_FILE}.js`]: `${header(', shared')}${text(0)}`,
    [`${dir}/${SHARED_FILE}.d.ts`]: `${header(', shared')}export {};\n`,
  };
  cleaned.forEach((c, i) => {
    const names = c.entries.map(([name]) => name);
    files[`${dir}/${c.file}.js`] = `${header(`: ${c.file}`)}${text(i + 1)}${aliases[i]!.map((a) => `${a}\n`).join('')}`;
    files[`${dir}/${c.file}.d.ts`] =
      `${header(`: ${c.file}`)}import type { ParamsValidator } from 'specforge/runtime';\n\n${names.map((n) => `export declare const ${n}: ParamsValidator;`).join('\n')}\n`;
  });
  const index = cleaned.map((c) => `export * from './${c.file}.js';`).join('\n');
  files[`${dir}/index.js`] = `${header(': every chunk, for tools and tests')}${index}\n`;
  files[`${dir}/index.d.ts`] = `${header(': every chunk, for tools and tests')}${index}\n`;
  return files;
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

/** Lets the compiled params validators of `model` go (the next paramsValidator() compiles them again). */
export function releaseParamsValidators(model: ServiceModel): void {
  compiledParams.delete(model);
}

/** The compiled params validator of `op` (the one its generated module holds), for checking examples at generate time. */
export function paramsValidator(model: ServiceModel, op: OperationModel): ValidateFunction {
  const c = paramsCompiled(model);
  const validate = compiledValidator(c.ajv, c.idOf.get(op.identifier)!);
  if (!validate) throw new Error(`no params validator for ${op.name}`);
  return validate;
}

/**
 * `validators/`: the params validators, one module per namespace (loaded by that namespace's first
 * call) plus the webhook payloads. Component schemas are compiled once, into the shared module.
 */
export function emitValidators(model: ServiceModel): Record<string, string> {
  return { ...chunkedModules(model, `${model.name}/validators`, 'params', paramsCompiled(model)), ...emitEventValidators(model) };
}

/** Where the event-data validators are, from the generated client's folder (without extension). */
export const EVENT_VALIDATORS_MODULE = `validators/events/${EVENTS_FILE}`;

/**
 * `validators/events/`: the data of each event an event-stream operation answers (its content's
 * schema), checked in the read shape, for calls that opt in (`request.validateEvents`): one module
 * the routes load when such a call first reads an event, so a client that never asks carries none.
 */
function emitEventValidators(model: ServiceModel): Record<string, string> {
  const entries = model.operations.flatMap((op): Array<[string, JsonSchema]> => (op.success.events ? [[op.identifier, op.success.events]] : []));
  if (!entries.length) return {};
  return chunkedModules(model, `${model.name}/validators/events`, 'event', compileChunks(model, 'events', [{ file: EVENTS_FILE, entries }], 'read'));
}
