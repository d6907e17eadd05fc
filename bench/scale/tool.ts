// What a contender of the scale section is: how it generates a client from GitHub's description
// (if it generates at all), and how the same ten operations are written in its own idiom, for the
// type-checked consumer, the Node driver and the browser bundles. One module per tool in
// bench/scale/tools/ implements it.
//
// Layout under .scratch/scale/ (never committed): `<tool id>/` holds the tool's generated output;
// `consumers/`, `node-apps/` and `bundles/` hold the files written from these definitions, so every
// tool's output is at `../<tool id>/` from any of them.

import { OPERATIONS, type Operation } from './operations.js';

export interface GenerateCommand {
  /** Run with `node` (this process's), from the project root. */
  readonly args: readonly string[];
  /** Files to write before running (absolute path → content), e.g. a config file. */
  readonly files?: ReadonlyMap<string, string>;
  /** Extra environment for the generator. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ScaleTool {
  /** Folder name under .scratch/scale/ and row id. */
  readonly id: string;
  /** Table label, e.g. `openapi-typescript 7.13.0 + openapi-fetch 0.17.0`. */
  readonly label: string;
  /** How it generates from the description, or a reason it does not (a hand-written client). */
  readonly generate: GenerateCommand | { readonly none: string };
  /** Import lines and client set-up, shared by the consumer and the import-only file. */
  readonly consumerHead: readonly string[];
  /** An expression that makes one call (through `client` where the tool has one) and evaluates to the tool's result (to be awaited). */
  call(op: Operation): string;
  /** An expression reading `op.read` from the awaited result held in `v`. */
  read(op: Operation, v: string): string;
  /**
   * Node module source (TypeScript; bundled with esbuild, packages external): imports the whole
   * client and exports `makeClient(baseUrl)` and `call(client, operationId)`, which resolves to
   * the value `read` yields.
   */
  nodeApp(): string;
  /** Browser apps: one method only, and the full client (every operation kept). */
  readonly bundles: { readonly oneMethod: string; readonly fullClient: string; readonly note?: string };
  /** Remarks shown under the tables (configuration chosen, idiom). */
  readonly notes: readonly string[];
}

/**
 * A node app's source: `head` (imports), `makeClient(baseUrl)` with the given body, and
 * `call(client, id)`, a switch over the operations, each through `tool.call` and `tool.read`.
 * Node apps are compiled by esbuild, not type-checked, hence the loose types.
 */
export function nodeAppModule(head: readonly string[], makeClientBody: string, tool: Pick<ScaleTool, 'call' | 'read'>): string {
  const cases = OPERATIONS.map((op) => `    case ${JSON.stringify(op.id)}: { const v = await ${tool.call(op)}; return ${tool.read(op, 'v')}; }`);
  return [
    ...head,
    `export function makeClient(baseUrl: string): any {`,
    `  ${makeClientBody}`,
    `}`,
    `export async function call(client: any, id: string): Promise<unknown> {`,
    `  switch (id) {`,
    ...cases,
    `    default: throw new Error('unknown operation ' + id);`,
    `  }`,
    `}`,
  ].join('\n');
}

/** What the tool definitions need to know about this run. */
export interface ToolContext {
  /** Project root, absolute. */
  readonly root: string;
  /** GitHub's description, absolute path. */
  readonly spec: string;
  /** .scratch/scale, absolute. */
  readonly scaleDir: string;
  /** The peers' node_modules, absolute. */
  readonly peerModules: string;
  /** Installed peer versions by package name. */
  readonly versions: ReadonlyMap<string, string>;
}
