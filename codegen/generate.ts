// The generator: load each document → check it (every problem at once) → build its model → run
// the outputs chosen for it (./emit/outputs.ts, the one list of outputs), after the validator
// modules every output may import. Returns the files to write (relative paths under the output
// folder), or hands each to `put` as it is made, and the warnings; writes nothing itself. Any
// error in any document stops everything.

import { exampleOf } from './emit/mocks/mocks.js';
import type { FilePut } from './emit/output.js';
import { chosenOutputs, OUTPUTS, type OutputName } from './emit/outputs.js';
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
  /** The outputs to write (./emit/outputs.ts; the client always): by default every output but those that need a data-layer package (CLASSIC_OUTPUTS). */
  outputs?: readonly OutputName[];
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

export type { FilePut } from './emit/output.js';

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

/** The files of one service (the `outputs` chosen, CLASSIC_OUTPUTS by default), keyed by path relative to the output folder. */
export function emitService(model: ServiceModel, outputs?: readonly OutputName[]): Record<string, string> {
  const files: Record<string, string> = {};
  emitServiceTo(model, keepIn(files), outputs);
  return files;
}

/** emitService, each file handed to `put` as it is made. */
export function emitServiceTo(model: ServiceModel, put: FilePut, outputs?: readonly OutputName[]): void {
  // The params validators, compiled once with ajv (the largest thing generation holds after the
  // model: about 100 MB for Microsoft Graph's description), serve their modules and the check of
  // the operations' examples that may not fit. Both are done first and the compiled validators
  // let go, so they are never held together with what the other emitters build.
  for (const [path, text] of Object.entries(emitValidators(model))) put(path, text);
  emitAllButValidators(model, put, outputs);
}

/**
 * emitService with the validator modules made by `makeValidators` (a worker thread) while the
 * other emitters run here: the same files, handed to `put` as they are made when it is given (then
 * none are returned). The examples are checked here, compiling a validator only for one that may
 * not fit its schema (example-repair.ts).
 */
export async function emitServiceBeside(
  model: ServiceModel,
  makeValidators: ValidatorMaker,
  put?: FilePut,
  outputs?: readonly OutputName[],
): Promise<Record<string, string>> {
  const validators = makeValidators(validatorJobs(model));
  // Should the emitters here throw first, the validators' failure is not left unhandled.
  validators.catch(() => undefined);
  const files: Record<string, string> = {};
  const to = put ?? keepIn(files);
  emitAllButValidators(model, to, outputs);
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

function emitAllButValidators(model: ServiceModel, put: FilePut, outputs: readonly OutputName[] | undefined): void {
  // The operations' examples (the mocks' and the reference's) are made while the params
  // validators are held, then those are let go.
  for (const op of model.operations) exampleOf(model, op);
  releaseParamsValidators(model);
  const chosen = new Set(chosenOutputs(outputs));
  for (const output of OUTPUTS) if (chosen.has(output.name)) output.emit(model, put);
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
      const outputs = inputs.find((input) => input.name === doc.name)?.outputs;
      if (options.makeValidators) await emitServiceBeside(model, options.makeValidators, put, outputs);
      else emitServiceTo(model, put, outputs);
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
