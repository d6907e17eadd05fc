// The generator: load every spec → validate (all problems at once) → build models → run each
// emitter. Returns the files to write under generated/, keyed by relative path; writes nothing.

import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { emitClient } from './emit/client.js';
import { emitDocs } from './emit/docs.js';
import { emitEvents } from './emit/events.js';
import { emitIndex } from './emit/index-module.js';
import { emitMocks } from './emit/mocks.js';
import { createProject } from './emit/project.js';
import { emitTypes } from './emit/types.js';
import { emitServer } from './emit/server.js';
import { emitOperations } from './emit/operations.js';
import { emitRoutes } from './emit/routes.js';
import { emitValidators } from './emit/ajv-standalone.js';
import { buildModel } from './model/build.js';
import type { ServiceModel } from './model/types.js';
import { SpecError, type Diagnostic } from './spec/diagnostics.js';
import { loadSpec } from './spec/load.js';
import { validateSpec } from './spec/validate.js';

/** Where templates/ lives: beside codegen/, whatever the project being generated. */
export const TOOL_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export interface GenerateOptions {
  /** Project root; spec paths in messages are relative to it. */
  root: string;
  /** Folder of the specs, relative to root. */
  specsDir?: string;
}

export async function listSpecs(root: string, specsDir = 'specs'): Promise<string[]> {
  const names = await readdir(`${root}/${specsDir}`);
  return names.filter((n) => /\.ya?ml$/.test(n)).sort().map((n) => `${specsDir}/${n}`);
}

/** Validated models of every spec; throws SpecError listing every problem of every spec. */
export async function loadModels(options: GenerateOptions): Promise<ServiceModel[]> {
  const files = await listSpecs(options.root, options.specsDir);
  const specs = await Promise.all(files.map((f) => loadSpec(options.root, f)));
  const diagnostics: Diagnostic[] = specs.flatMap(validateSpec);
  if (diagnostics.length > 0) throw new SpecError(diagnostics);
  return specs.map(buildModel);
}

export function emitService(model: ServiceModel): Record<string, string> {
  const project = createProject();
  return {
    [`${model.name}/types.ts`]: emitTypes(project, model),
    [`${model.name}/routes.ts`]: emitRoutes(project, model),
    [`${model.name}/client.ts`]: emitClient(project, model),
    [`${model.name}/operations.ts`]: emitOperations(project, model),
    [`${model.name}/index.ts`]: emitIndex(project, model),
    [`${model.name}/mocks.ts`]: emitMocks(project, model),
    [`${model.name}/README.md`]: emitDocs(TOOL_ROOT, model),
    ...emitValidators(model),
    ...optional(`${model.name}/events.ts`, emitEvents(project, model)), // audit: event catalogue
    ...optional(`${model.name}/server.ts`, emitServer(project, model)),
  };
}

function optional(path: string, text: string | undefined): Record<string, string> {
  return text === undefined ? {} : { [path]: text };
}

export async function generate(options: GenerateOptions): Promise<Map<string, string>> {
  const models = await loadModels(options);
  const files = new Map<string, string>();
  for (const model of models) {
    const emitted = emitService(model);
    for (const path of Object.keys(emitted).sort()) files.set(path, emitted[path]!);
  }
  return files;
}
