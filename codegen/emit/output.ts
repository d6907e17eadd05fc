// What one output of the generator is (the client, the mocks, the reference...): a name that a
// configuration and `--outputs` choose it by, and the emitter that writes its files. Each output
// is a folder of codegen/emit/ with an `output.ts` exporting one of these; ./outputs.ts lists them.

import type { ServiceModel } from '../model/types.js';

/** Takes one generated file: its path (under the output folder, `<service>/...`) and its text. */
export type FilePut = (path: string, text: string) => void;

export interface GeneratorOutput<Name extends string = string> {
  /** How a configuration's `outputs` and the `--outputs` flag name it. */
  name: Name;
  /** One line saying what it writes, for `--help` and the configuration's schema. */
  summary: string;
  /** A package the generated files import that an application installs itself (optional peer dependency of specforge). */
  peer?: string;
  /** Writes its files (paths `<service>/...`); the validator modules, which every output may import, are made apart. */
  emit(model: ServiceModel, put: FilePut): void;
}
