// Which module of `validators/` each validator is written to: a service's params validators by
// namespace, a namespace over a budget in parts of about equal size (so the first call of a
// namespace loads a small module), the webhook payloads and the shared validators in modules of
// their own. The client's loaders, the operations entry, the routes, the mocks and the server name
// validators by these files and exports.

import { operationsByNamespace } from '../../model/namespaces.js';
import { pascalCase } from '../../model/naming.js';
import type { JsonSchema, OperationModel, ServiceModel, WebhookModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { paramsSchema } from './params-schema.js';

/** The export name of a delivery's payload validator. */
export function webhookValidatorName(hook: WebhookModel): string {
  return `webhook${pascalCase(hook.identifier)}`;
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
  for (const [ns, ops] of operationsByNamespace(model)) {
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
 * The module file of a chunk inside `validators/`, without extension. A
 * namespace named like a module of the folder's own (`index`, `_components`, ...) gets `-1`: a
 * `-` no namespace has.
 */
export function chunkFile(chunk: string): string {
  if (chunk === '') return '_client';
  return /^(index|_.*)$/.test(chunk) ? `${chunk}-1` : chunk;
}

/** How a module that imports several validator chunks names the one of `chunk`: `v_gists`, `v__client`, `v_repos$2`. */
export function chunkAlias(chunk: string): string {
  return `v_${chunkFile(chunk).replace(/-/g, '$')}`;
}

/** The chunks of a service's operations, in file order. */
export function operationChunks(model: ServiceModel, ops: readonly OperationModel[] = model.operations): string[] {
  return [...new Set(ops.map((op) => validatorChunkOf(model, op)))].sort((a, b) => chunkFile(a).localeCompare(chunkFile(b)));
}

/** The imports of the validator chunks of `ops` from `./validators/`, each as a namespace `v_<chunk>` (chunkAlias). */
export function chunkImports(model: ServiceModel, ops: readonly OperationModel[]): Declaration[] {
  return operationChunks(model, ops).map((chunk) => ({ kind: 'import', from: `./validators/${chunkFile(chunk)}.js`, namespace: chunkAlias(chunk) }));
}

/** The module of the webhook payload validators, inside `validators/`. */
export const DELIVERIES_FILE = '_deliveries';
/** The module of the event-data validators, inside `validators/events/`. */
export const EVENTS_FILE = 'events';
/** The module of what several chunks share, inside `validators/` (the validators) and `response-schemas/` (the components). */
export const SHARED_FILE = '_components';

/** One module's entries: each export's name and the schema it holds or validates with. */
export interface Chunk {
  file: string;
  entries: Array<[string, JsonSchema]>;
}

/** The entries `entry` gives for the operations, by the chunk of each operation, in file order. */
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
