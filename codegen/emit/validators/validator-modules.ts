// Emits ajv *standalone* validators, compiled at generate time so nothing compiles a schema at
// run time: `validators/` (each operation's parameters, each webhook's payload, and in
// `validators/events/` the data of each event an event-stream operation answers), what a client
// loads. Each chunk's schemas (chunks.ts) are compiled in one ajv instance with the service's
// component schemas (ajv-schemas.ts), split into modules that import what several of them use
// (ajv-modules.ts) and rewritten into plain ESM (standalone-code.ts). (The success responses'
// schemas, for the mocks, are response-schemas.ts's.)

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema, OperationModel, ServiceModel } from '../../model/types.js';
import { isObject as isObj, type JsonObject as Obj, someObject } from '../../openapi/json.js';
import { jsHeaderFor } from '../code/header.js';
import { addFormats, checkSchema, cleanSchema, componentId, schemaView, withId } from './ajv-schemas.js';
import { deferEvaluation } from './ajv-deferred.js';
import { idsInside, withoutRefScan } from './ajv-refs-scan.js';
import { rememberingUriResolver } from './ajv-uri.js';
import { compiledValidator, splitStandalone } from './ajv-modules.js';
import { byChunk, type Chunk, DELIVERIES_FILE, EVENTS_FILE, SHARED_FILE, webhookValidatorName } from './chunks.js';
import { paramsSchema } from './params-schema.js';
import { reachedComponents } from './reached-components.js';
import { pointAtSame, sameComponents } from './same-components.js';
import { esmOnly, passThroughUnread, withoutPassThroughArguments } from './standalone-code.js';

function newAjv(): Ajv2020 {
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
      uriResolver: rememberingUriResolver(),
    }),
  );
  addFormats(ajv);
  return ajv;
}

/**
 * A folder of validator modules to make, as plain data (no model, no symbol keys: a worker thread
 * can be given it): every schema ajv is to compile, already cleaned for ajv in its shape and given
 * its ajv id (checked against JSON Schema where it is compiled, or by whichever thread is idle
 * first: ajvOf, checkJob), and which module exports which of them.
 */
export interface ValidatorJob {
  /** The document, for the modules' headers. */
  specFile: string;
  /** The modules' folder (`<service>/validators`). */
  dir: string;
  /** What the modules check, in their headers (`params`, `event`). */
  label: string;
  /** The schemas, each with its `$id`, in the order they are added to ajv. */
  schemas: Obj[];
  /** The ids of the schemas compiled into the shared module (when more than one module uses them). */
  sharedIds: string[];
  /** Each module: its file, the names it declares, what it exports (export name → ajv id), and its aliases' lines. */
  modules: Array<{ file: string; names: string[]; exports: Array<[string, string]>; aliases: string[] }>;
}

/**
 * The job of a folder of validators, and the ajv id each entry's name validates with. Property
 * schemas that several entries repeat (owner, repo, per_page, ...) become one shared schema each,
 * referenced by $ref, so their checks are emitted once instead of per entry; a whole schema several
 * chunks hold (GitHub's `{ owner, repo, per_page, page }` in a dozen namespaces) is compiled once,
 * under the id of its first entry, into the shared module; entries of one chunk with the same
 * schema share one validator (later ones are aliases).
 */
function validatorJob(
  model: ServiceModel,
  dir: string,
  label: string,
  idFolder: string,
  chunks: Chunk[],
  shape: 'write' | 'read',
): { job: ValidatorJob; idOf: Map<string, string> } {
  const base = `https://specforge.local/${model.name}/`;
  const view = schemaView(model, shape);
  const cleaned = chunks.map((c) => ({
    file: c.file,
    entries: c.entries.map(([name, schema]): [string, Obj] => [name, withId(cleanSchema(schema, base, view), undefined)]),
  }));
  // Only the components the entries reach, cleaned as they are reached.
  const ids = model.schemas.map((s) => componentId(base, s.name));
  const clean = (i: number) => withId(cleanSchema(model.schemas[i]!.schema, base, view), ids[i]);
  const components = reachedComponents(
    ids,
    clean,
    cleaned.flatMap((c) => c.entries.map(([, entry]) => entry)),
    componentId(base, ''),
  );
  // A component the same as an earlier one is not compiled: what refers to it refers to that one.
  const { sameAs, kept } = sameComponents(components, componentId(base, ''));
  for (const c of cleaned) for (const [, entry] of c.entries) pointAtSame(entry, sameAs);
  const schemas: Obj[] = [...kept];
  const sharedIds: string[] = kept.map((schema) => schema.$id as string);
  for (const shared of sharedProperties(
    `${base}${idFolder}/shared/`,
    cleaned.flatMap((c) => c.entries.map(([, s]) => s)),
  )) {
    schemas.push(shared);
    sharedIds.push(shared.$id as string);
  }
  // Each entry's schema as text (once: the texts tell which entries and chunks have the same schema).
  const texts = cleaned.map((c) => c.entries.map(([, schema]) => JSON.stringify(schema)));
  const chunksOf = new Map<string, Set<number>>();
  texts.forEach((chunkTexts, i) => {
    for (const text of chunkTexts) {
      const set = chunksOf.get(text);
      if (set) set.add(i);
      else chunksOf.set(text, new Set([i]));
    }
  });
  const idOfText = new Map<string, string>();
  const idOf = new Map<string, string>();
  const modules = cleaned.map((c, i) => {
    const firstWithSame = new Map<string, string>();
    const exports: Array<[string, string]> = [];
    const aliases: string[] = [];
    for (const [j, [name, schema]] of c.entries.entries()) {
      const text = texts[i]![j]!;
      const first = firstWithSame.get(text);
      if (first) {
        aliases.push(`export const ${name} = ${first};`);
        idOf.set(name, idOfText.get(text)!);
        continue;
      }
      firstWithSame.set(text, name);
      let id = idOfText.get(text);
      if (id === undefined) {
        id = `${base}${idFolder}/${name}.json`;
        schemas.push({ ...schema, $id: id });
        idOfText.set(text, id);
        if (chunksOf.get(text)!.size > 1) sharedIds.push(id);
      }
      idOf.set(name, id);
      exports.push([name, id]);
    }
    return { file: c.file, names: c.entries.map(([name]) => name), exports, aliases };
  });
  return { job: { specFile: model.specFile, dir, label, schemas, sharedIds, modules }, idOf };
}

/**
 * The property schemas (not references) that more than one of `schemas` holds, each under an id
 * of its own (`<prefix><n>.json`); each place that held one refers to it instead.
 */
function sharedProperties(prefix: string, schemas: Obj[]): Obj[] {
  const count = new Map<string, number>();
  // Each property schema (not a reference) with its text, made once.
  const properties: Array<[Obj, string, string]> = [];
  for (const s of schemas) {
    if (!isObj(s.properties)) continue;
    for (const [key, sub] of Object.entries(s.properties)) {
      if (!isObj(sub) || '$ref' in sub) continue;
      const text = JSON.stringify(sub);
      properties.push([s.properties, key, text]);
      count.set(text, (count.get(text) ?? 0) + 1);
    }
  }
  const ids = new Map<string, string>();
  const shared: Obj[] = [];
  for (const [props, key, text] of properties) {
    if ((count.get(text) ?? 0) < 2) continue;
    let id = ids.get(text);
    if (!id) {
      id = `${prefix}${ids.size}.json`;
      ids.set(text, id);
      shared.push({ ...(JSON.parse(text) as Obj), $id: id });
    }
    props[key] = { $ref: id };
  }
  return shared;
}

/** Whether a schema (or any value inside it) has an `unevaluatedProperties` or `unevaluatedItems` key. */
export function usesUnevaluated(node: unknown): boolean {
  return someObject(node, (obj) => 'unevaluatedProperties' in obj || 'unevaluatedItems' in obj);
}

/**
 * A job's schemas in one ajv instance (compiled as their validators are asked for). Ajv2020 tracks
 * which properties and items every validator evaluated, for `unevaluatedProperties` and
 * `unevaluatedItems`; where no schema of the job has either, that tracking is turned off (ajv's
 * own `unevaluated` option, which Ajv2020 sets on): it checks nothing else, and costs Microsoft
 * Graph's compile about a fifth of its time and 6 % of its code. ajv's scan of each schema for the
 * ids and anchors inside it is skipped for those that hold none (ajv-refs-scan.ts). Each schema is
 * checked against JSON Schema as it is added (checkSchema), unless `checked` is false: a worker
 * thread compiles first and leaves the checks (checkJob) to whichever thread is idle first.
 */
export function ajvOf(job: ValidatorJob, { checked = true } = {}): Ajv2020 {
  const ajv = newAjv();
  if (!job.schemas.some(usesUnevaluated)) (ajv as unknown as { opts: { unevaluated: boolean } }).opts.unevaluated = false;
  const plain = new Set(job.schemas.filter((schema) => !idsInside(schema)));
  withoutRefScan(plain, () => {
    for (const schema of job.schemas) {
      if (checked) checkSchema(schema);
      ajv.addSchema(schema);
    }
  });
  return ajv;
}

/** Checks each of a job's schemas against JSON Schema (what ajvOf does unless told the job is checked elsewhere); throws on the first invalid one. */
export function checkJob(job: ValidatorJob): void {
  for (const schema of job.schemas) checkSchema(schema);
}

/**
 * A job's modules as ajv writes them, each handed to `finish` as soon as it is made, with its
 * place: 0 for the shared module, 1 + i for `job.modules[i]` (made first). What `finish` returns
 * is in that order.
 */
export function validatorModules<T>(job: ValidatorJob, ajv: Ajv2020, finish: (code: string, module: number) => T): T[] {
  const split = splitStandalone(ajv, job.modules, job.sharedIds, `./${SHARED_FILE}.js`, finish);
  return [split.shared, ...split.groups];
}

/**
 * The files of a job's folder from its modules, rewritten into plain ESM (esmOnly's pieces, in
 * validatorModules' order): every chunk's module, the shared module they import from, and an
 * index re-exporting all of them. Each module's pieces are let go as its text is made.
 */
export function validatorFolder(job: ValidatorJob, modules: string[][]): Record<string, string> {
  const dir = job.dir;
  const header = (label: string) => jsHeaderFor(job.specFile, `${job.label} validators${label} (ajv standalone)`);
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
  job.modules.forEach((m, i) => {
    files[`${dir}/${m.file}.js`] = `${header(`: ${m.file}`)}${text(i + 1)}${m.aliases.map((a) => `${a}\n`).join('')}`;
    files[`${dir}/${m.file}.d.ts`] =
      `${header(`: ${m.file}`)}import type { ParamsValidator } from 'specforge/runtime';\n\n${m.names.map((n) => `export declare const ${n}: ParamsValidator;`).join('\n')}\n`;
  });
  const index = job.modules.map((m) => `export * from './${m.file}.js';`).join('\n');
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

/** A job's schemas in their ajv instance, and the ajv id each entry's name validates with. */
interface CompiledJob {
  job: ValidatorJob;
  ajv: Ajv2020;
  idOf: Map<string, string>;
}

const compiledParams = new WeakMap<ServiceModel, CompiledJob>();

const paramsJobs = new WeakMap<ServiceModel, { job: ValidatorJob; idOf: Map<string, string> }>();

/**
 * The params validators' job: each operation's parameters by namespace, and the webhook payloads.
 * Made once per model (another thread may be given it, and an example that may not fit its schema
 * compiles it here too) until releaseParamsValidators().
 */
function paramsJob(model: ServiceModel): { job: ValidatorJob; idOf: Map<string, string> } {
  let made = paramsJobs.get(model);
  if (!made) paramsJobs.set(model, (made = validatorJob(model, `${model.name}/validators`, 'params', 'params', paramsChunks(model), 'write')));
  return made;
}

/** The params schemas of a service in one ajv instance, compiled once for the modules and for checking examples. */
function paramsCompiled(model: ServiceModel): CompiledJob {
  let c = compiledParams.get(model);
  if (!c) {
    const { job, idOf } = paramsJob(model);
    compiledParams.set(model, (c = { job, ajv: ajvOf(job), idOf }));
  }
  return c;
}

/** Lets the params validators of `model` go, compiled or as a job (the next paramsValidator() makes and compiles them again). */
export function releaseParamsValidators(model: ServiceModel): void {
  compiledParams.delete(model);
  paramsJobs.delete(model);
}

/** The compiled params validator of `op` (the one its generated module holds), for checking examples at generate time. */
export function paramsValidator(model: ServiceModel, op: OperationModel): ValidateFunction {
  const { ajv, idOf } = paramsCompiled(model);
  const validate = compiledValidator(ajv, idOf.get(op.identifier)!);
  if (!validate) throw new Error(`no params validator for ${op.name}`);
  return validate;
}

/**
 * `validators/`: the params validators, one module per namespace (loaded by that namespace's first
 * call) plus the webhook payloads. Component schemas are compiled once, into the shared module.
 */
export function emitValidators(model: ServiceModel): Record<string, string> {
  const { job, ajv } = paramsCompiled(model);
  const events = eventsJob(model);
  return { ...validatorFolder(job, validatorModules(job, ajv, esmOnly)), ...(events ? validatorFiles(events) : {}) };
}

/**
 * What emitValidators() writes, as jobs another thread can do (validatorFiles, each): the schemas
 * are cleaned and checked here, ajv compiles them there.
 */
export function validatorJobs(model: ServiceModel): ValidatorJob[] {
  const events = eventsJob(model);
  return events ? [paramsJob(model).job, events] : [paramsJob(model).job];
}

/** The modules of one job: its schemas compiled in an ajv instance of its own. */
export function validatorFiles(job: ValidatorJob): Record<string, string> {
  return validatorFolder(job, validatorModules(job, ajvOf(job), esmOnly));
}

/** Where the event-data validators are, from the generated client's folder (without extension). */
export const EVENT_VALIDATORS_MODULE = `validators/events/${EVENTS_FILE}`;

/**
 * `validators/events/`: the data of each event an event-stream operation answers (its content's
 * schema), checked in the read shape, for calls that opt in (`request.validateEvents`): one module
 * the routes load when such a call first reads an event, so a client that never asks carries none.
 */
function eventsJob(model: ServiceModel): ValidatorJob | undefined {
  const entries = model.operations.flatMap((op): Array<[string, JsonSchema]> => (op.success.events ? [[op.identifier, op.success.events]] : []));
  if (!entries.length) return undefined;
  return validatorJob(model, `${model.name}/validators/events`, 'event', 'events', [{ file: EVENTS_FILE, entries }], 'read').job;
}
