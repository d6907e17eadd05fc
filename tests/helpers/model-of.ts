// The model of a document given as text, as the generator builds it (read from a file of its own in
// a temporary folder, checked, modelled), for tests that look at what an emitter reads.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocuments } from '../../codegen/generate.js';
import { buildModel } from '../../codegen/model/build.js';
import type { ServiceModel } from '../../codegen/model/types.js';
import { DiagnosticSink } from '../../codegen/openapi/diagnostics.js';

/** The model of `text` (YAML or JSON) as service `name`. */
export async function modelOf(text: string, name: string): Promise<ServiceModel> {
  const dir = await mkdtemp(join(tmpdir(), `specforge-${name}-`));
  try {
    const path = join(dir, `${name}.yaml`);
    await writeFile(path, text);
    const sink = new DiagnosticSink(false);
    const [doc] = await loadDocuments([{ path, shown: `${name}.yaml`, name }], sink);
    return buildModel(doc!, sink);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
