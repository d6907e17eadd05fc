// The generator: load each document → check it (every problem at once) → build its model → run
// the emitters a document needs. Returns the files to write (relative paths under the output
// folder), or hands each to `put` as it is made, and the warnings; writes nothing itself. Any
// error in any document stops everything.

import { emitClient } from './emit/client/client.js';
import { emitDocs } from './emit/reference/docs.js';
import { emitResponseSchemas } from './emit/validators/response-schemas.js';
import { emitEvents } from './emit/client/events.js';
import { emitIndex } from './emit/client/index-module.js';
import { emitMocks, exampleOf } from './emit/mocks/mocks.js';
import { emitOperations } from './emit/client/operations.js';
import { emitSchemas } from './emit/client/schemas.js';
import { emitRoutes } from './emit/client/routes.js';
import { emitServer } from './emit/server/server.js';
import { releaseReferenceView } from './emit/reference/reference-view.js';
import { emitSite } from './emit/reference/site.js';
import { emitTypes } from './emit/types/types.js';
import { emitValidators, releaseParamsValidators, type ValidatorJob, validatorJobs } from './emit/validators/validator-modules.js';
import { buildModel } from './model/build.js';
import type { ServiceModel, ValueTransforms } from './model/types.js';
import { DiagnosticSink, SpecError, type Diagnostic } from './openapi/diagnostics.js';
import { forgetDocument, type SpecDocument } from './openapi/document.js';
import { loadDocument } from './spec/load.js';
import type { OverlayInput } from './spec/overlay.js';
import { validateDocument } from './spec/validate.js';

export interface DocumentInput {
  /** Absolute path of the document. */
  path: string;
  /** The path as shown in messages and headers: `specs/hosting.yaml`. */
  shown: string;
  /** Identifier-safe service name: the output folder and the entry's name. */
  name: string;
  /** OpenAPI Overlay documents applied to it first, in order. */
  overlays?: readonly OverlayInput[];
  /** The client class's name, instead of one made from the title. */
  clientName?: string;
  /** Dates as Date, int64 as bigint or string (none by default). */
  transforms?: ValueTransforms;
}

export interface GenerateOptions {
  /** Warnings become errors, and unknown extensions are listed. */
  strict?: boolean;
  /** Called as each phase begins, with its counts (the command prints them for long runs). */
  onPhase?: (phase: string, counts: string) => void;
  /**
   * Makes the validator modules elsewhere (the command: a worker thread, for a document with
   * many schemas) while the other emitters run; without it, they are made in this thread first.
   */
  makeValidators?: ValidatorMaker;
  /**
   * Where each file goes as soon as it is made (the command: its output folder's staging), instead
   * of being kept in the result's `files`, so a large document's output is not all held at once.
   */
  put?: FilePut;
  /** Told each model as soon as it is built, with its document (still readable then): what `diff` summarises. */
  onModel?: (model: ServiceModel, doc: SpecDocument) => void;
}

/** Takes one generated file: its path (under the output folder, `<service>/...`) and its text. */
export type FilePut = (path: string, text: string) => void;

/**
 * Makes the validator modules of some jobs (validatorFiles of each), their files by path; `idle`,
 * when the maker has it, is told once the caller has nothing else to do but wait (it may then take
 * on some of the work).
 */
export type ValidatorMaker = (jobs: ValidatorJob[]) => Promise<Record<string, string>> & { idle?: () => void };

export interface GenerateResult {
  /** The files made, by path (none that were handed to `put`). */
  files: Map<string, string>;
  models: ServiceModel[];
  /** Warnings (generation went on with a safe default for each). */
  warnings: Diagnostic[];
  /** Each service's source files (document, overlays, referenced files), by service name. */
  sources: Map<string, readonly string[]>;
}

/** The files of one service, keyed by path relative to the output folder. */
export function emitService(model: ServiceModel): Record<string, string> {
  const files: Record<string, string> = {};
  emitServiceTo(model, keepIn(files));
  return files;
}

/** emitService, each file handed to `put` as it is made. */
export function emitServiceTo(model: ServiceModel, put: FilePut): void {
  // The params validators, compiled once with ajv (the largest thing generation holds after the
  // model: about 100 MB for Microsoft Graph's description), serve their modules and the check of
  // the operations' examples that may not fit. Both are done first and the compiled validators
  // let go, so they are never held together with what the other emitters build.
  for (const [path, text] of Object.entries(emitValidators(model))) put(path, text);
  emitAllButValidators(model, put);
}

/**
 * emitService with the validator modules made by `makeValidators` (a worker thread) while the
 * other emitters run here: the same files, handed to `put` as they are made when it is given (then
 * none are returned). The examples are checked here, compiling a validator only for one that may
 * not fit its schema (example-repair.ts).
 */
export async function emitServiceBeside(model: ServiceModel, makeValidators: ValidatorMaker, put?: FilePut): Promise<Record<string, string>> {
  const validators = makeValidators(validatorJobs(model));
  // Should the emitters here throw first, the validators' failure is not left unhandled.
  validators.catch(() => undefined);
  const files: Record<string, string> = {};
  const to = put ?? keepIn(files);
  emitAllButValidators(model, to);
  validators.idle?.();
  for (const [path, text] of Object.entries(await validators)) to(path, text);
  return files;
}

/** A FilePut that keeps each file in `files`. */
function keepIn(files: Record<string, string>): FilePut {
  return (path, text) => {
    files[path] = text;
  };
}

function emitAllButValidators(model: ServiceModel, put: FilePut): void {
  const n = model.name;
  for (const op of model.operations) exampleOf(model, op);
  releaseParamsValidators(model);
  // The README and the site read one reference view (about as large as the model), let go once
  // both are written, before the other emitters' output is made.
  put(`${n}/README.md`, emitDocs(model));
  for (const [path, text] of Object.entries(emitSite(model))) put(`${n}/${path}`, text);
  releaseReferenceView(model);
  put(`${n}/types.ts`, emitTypes(model));
  put(`${n}/index.ts`, emitIndex(model));
  for (const [path, text] of Object.entries(emitResponseSchemas(model))) put(path, text);
  if (model.operations.length > 0) {
    put(`${n}/routes.ts`, emitRoutes(model));
    put(`${n}/client.ts`, emitClient(model));
    put(`${n}/operations.ts`, emitOperations(model));
    put(`${n}/mocks.ts`, emitMocks(model));
  }
  const events = emitEvents(model);
  if (events !== undefined) put(`${n}/events.ts`, events);
  const server = emitServer(model);
  if (server !== undefined) put(`${n}/server.ts`, server);
  const schemas = emitSchemas(model);
  if (schemas !== undefined) put(`${n}/schemas.ts`, schemas);
}

/** Loads and checks every document; throws SpecError listing every error (and warning) when any has an error. */
export async function loadDocuments(inputs: readonly DocumentInput[], sink: DiagnosticSink): Promise<SpecDocument[]> {
  const docs: SpecDocument[] = [];
  for (const input of inputs) {
    const loaded = await loadDocument(input.path, input.shown, input.name, input.overlays);
    sink.addAll(loaded.diagnostics);
    if (!loaded.doc) continue;
    if (input.clientName) loaded.doc.clientName = input.clientName;
    if (input.transforms && (input.transforms.dates || input.transforms.int64)) loaded.doc.transforms = { ...input.transforms };
    sink.addAll(validateDocument(loaded.doc, sink.strict));
    docs.push(loaded.doc);
  }
  if (sink.hasErrors) throw new SpecError(sink.list);
  return docs;
}

export async function generate(inputs: readonly DocumentInput[], options: GenerateOptions = {}): Promise<GenerateResult> {
  const sink = new DiagnosticSink(options.strict ?? false);
  const phase = options.onPhase ?? (() => undefined);
  phase('reading and checking', `${inputs.length} document(s)`);
  const docs = await loadDocuments(inputs, sink);
  const models: ServiceModel[] = [];
  const files = new Map<string, string>();
  const sources = new Map(docs.map((doc) => [doc.name, doc.sources ?? []] as const));
  for (const doc of docs) {
    // Whatever the generator cannot handle is a diagnostic naming the document, never a stack trace.
    try {
      phase('modelling', `${doc.file}: ${sink.list.length} diagnostic(s) so far`);
      const model = buildModel(doc, sink);
      options.onModel?.(model, doc);
      forgetDocument(doc);
      phase('emitting', `${doc.file}: ${model.operations.length} operations, ${model.schemas.length} schemas`);
      const kept: Record<string, string> = {};
      const put = options.put ?? keepIn(kept);
      if (options.makeValidators) await emitServiceBeside(model, options.makeValidators, put);
      else emitServiceTo(model, put);
      for (const path of Object.keys(kept).sort()) files.set(path, kept[path]!);
      models.push(model);
    } catch (error) {
      sink.add({
        file: doc.file,
        line: 1,
        col: 1,
        severity: 'error',
        rule: 'unsupported',
        message: `the generator cannot handle this document: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
      });
    }
  }
  if (sink.hasErrors) throw new SpecError(sink.list);
  return { files, models, warnings: sink.warnings, sources };
}
