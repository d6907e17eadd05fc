// Type-checks one file of generated code (strict, bundler resolution) against this repository's
// runtime sources, for tests that generate a document into a temporary folder and hold a usage
// file to it: the errors in files under `dir`, each as `<path under dir>:<line>: <message>`; and
// the errors its `@ts-expect-error` lines claim; and the options a data-layer consumer is checked with.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** The compiler options generated code is checked with here: strict, bundler resolution, specforge from the runtime's sources. */
export const GENERATED_CODE_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  typeRoots: [join(ROOT, 'node_modules/@types')],
  baseUrl: ROOT,
  paths: {
    specforge: ['./runtime/index.ts'],
    'specforge/runtime': ['./runtime/support/index.ts'],
    'specforge/runtime/*': ['./runtime/support/*.ts'],
  },
};

/** Two ways a consumer resolves modules: as Node runs them, or as a bundler does. */
export type Resolution = 'nodenext' | 'bundler';

/** GENERATED_CODE_OPTIONS for a consumer of the data-layer outputs: React's JSX, under `resolution`, with `extra` on top. */
export function consumerOptions(resolution: Resolution, extra: ts.CompilerOptions = {}): ts.CompilerOptions {
  return {
    ...GENERATED_CODE_OPTIONS,
    jsx: ts.JsxEmit.ReactJSX,
    module: resolution === 'bundler' ? ts.ModuleKind.ESNext : ts.ModuleKind.NodeNext,
    moduleResolution: resolution === 'bundler' ? ts.ModuleResolutionKind.Bundler : ts.ModuleResolutionKind.NodeNext,
    ...extra,
  };
}

export function typeErrors(file: string, dir: string): string[] {
  const program = ts.createProgram([file], GENERATED_CODE_OPTIONS);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.startsWith(dir))
    .map(
      (d) =>
        `${d.file!.fileName.slice(dir.length)}:${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

/**
 * Writes `source` to `file` and type-checks it twice: as written, and without its
 * `// @ts-expect-error` lines, whose errors are what each expectation claims.
 */
export async function claimedErrors(file: string, source: string, dir: string): Promise<{ asWritten: string[]; expected: string[] }> {
  await writeFile(file, source);
  const asWritten = typeErrors(file, dir);
  await writeFile(file, source.replace(/^\s*\/\/ @ts-expect-error.*$/gm, ''));
  return { asWritten, expected: typeErrors(file, dir) };
}
