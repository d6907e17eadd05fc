// What a `specforge.config.{ts,mjs,json}` holds, and `defineConfig` (the package's `specforge/config`
// entry) that types it in an editor. The names are the `specforge generate` flags' names.

import type { OutputName } from '../emit/outputs.js';

/** One document to generate, and where. */
export interface DocumentConfig {
  /** The OpenAPI 3.0/3.1 or Swagger 2.0 document: a file (relative to the config) or an installed package's file (`@octokit/openapi/generated/api.github.com.json`). */
  input: string;
  /** The folder the generated files go in, relative to the config (default `generated/<name>`). */
  output?: string;
  /** The service's identifier-safe name (default: the input's file name made identifier-safe). */
  name?: string;
  /** The client class's name (default: from `info.title`). */
  clientName?: string;
  /** OpenAPI Overlay 1.0 documents applied first, in order (files or package paths, like `input`). */
  overlays?: string[];
  /** Warnings are errors, and unknown `x-` extensions are listed. */
  strict?: boolean;
  /** `format: date-time` and `date` values as Date (decoded from responses, encoded in requests). */
  dates?: boolean;
  /** `format: int64` integers as bigint or decimal strings, never rounded (default: number). */
  int64?: 'bigint' | 'string';
  /**
   * What is written besides the client (its types, routes and operations, always written):
   * `mocks`, `schemas` (Standard Schemas), `reference` (README.md and the HTML reference),
   * `server` (the webhook server), `tanstack-query` (TanStack Query v5 options; needs
   * `@tanstack/query-core`), `swr` (SWR 2 hooks; needs `swr`), `zod` (zod 4 schemas; needs `zod`). Default `['client', 'mocks', 'schemas']`.
   */
  outputs?: OutputName[];
}

export interface SpecforgeConfig {
  /** Every document this project generates; `specforge generate` with no argument generates them all. */
  documents: DocumentConfig[];
  /**
   * A folder that publishes the services generated directly inside it as one package: writes its
   * `services.json` and the package.json `exports` that follow it (how the specforge package itself
   * is built). Leave it out in an application.
   */
  manifest?: string;
}

/** Returns the configuration unchanged: it is there for the types. */
export function defineConfig(config: SpecforgeConfig): SpecforgeConfig {
  return config;
}
