// Repository mode: every document in the specs folder, generated in strict mode (warnings are
// errors), plus the manifest of the package's entries and the package.json that follows it. This
// is what `specforge generate` does in a project without a configuration file.

import { join } from 'node:path';
import { generate, type GenerateResult } from '../generate.js';
import { SpecError } from '../openapi/diagnostics.js';
import { STAMP_FILE, stampOf, stampText } from '../stamp.js';
import { SURFACE_FILE, surfaceFileText } from '../diff/stored.js';
import { surfaceOf, type Surface } from '../diff/surface.js';
import { manifestOf, type Manifest } from './manifest.js';
import { packageJsonFor } from './package-json.js';
import { listSpecs } from './specs.js';

export interface RepositoryOutput extends GenerateResult {
  manifest: Manifest;
  /** package.json with exports and typesVersions from the manifest (undefined without a package.json). */
  packageJson?: string;
}

/** The files of `outDir` (keyed by path inside it), including services.json; throws SpecError on any problem. */
export async function generateRepository(root: string, specsDir = 'specs', outDir = 'generated'): Promise<RepositoryOutput> {
  const listed = await listSpecs(root, specsDir);
  if (listed.diagnostics.length) throw new SpecError(listed.diagnostics);
  const surfaces = new Map<string, Surface>();
  const result = await generate(listed.inputs, { strict: true, onModel: (model, doc) => surfaces.set(model.name, surfaceOf(model, doc)) });
  const manifest = manifestOf(result.models, result.files, outDir);
  const files = new Map(result.files);
  for (const input of listed.inputs) {
    const stamp = await stampOf(input, join(root, outDir, input.name), result.sources.get(input.name) ?? [], true);
    files.set(`${input.name}/${STAMP_FILE}`, stampText(stamp));
    const surface = surfaces.get(input.name);
    if (surface) files.set(`${input.name}/${SURFACE_FILE}`, surfaceFileText(surface, stamp.input.document));
  }
  files.set('services.json', `${JSON.stringify(manifest, null, 2)}\n`);
  const packageJson = await packageJsonFor(root, manifest);
  return { ...result, files, manifest, ...(packageJson !== undefined ? { packageJson } : {}) };
}
