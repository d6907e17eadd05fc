// A document's surface, read the way `generate` reads it: loaded (overlays applied, Swagger 2.0
// converted), checked, modelled, then summarised (./surface.ts) while its positions are still known.

import { loadDocuments } from '../generate.js';
import { buildModel } from '../model/build.js';
import { DiagnosticSink, SpecError } from '../openapi/diagnostics.js';
import type { OverlayInput } from '../spec/overlay.js';
import { compareSurfaces, type DiffResult, withPositions } from './compare.js';
import { positionsOf, type Surface, surfaceOf } from './surface.js';

export interface SurfaceInput {
  /** Absolute path of the document. */
  path: string;
  /** As shown in positions and messages. */
  shown: string;
  overlays?: readonly OverlayInput[];
}

/**
 * The surface of each document, modelled under one service name so both are named alike; throws
 * SpecError (every problem at its file:line:col) when a document cannot be read.
 */
export async function surfaceOfDocument(input: SurfaceInput, name: string): Promise<Surface> {
  return (await locatedSurfaceOf(input, name)).surface;
}

/** The surface, and what turns the pointers its changes name into `file:line:col` (the document is held till then). */
export async function locatedSurfaceOf(input: SurfaceInput, name: string): Promise<{ surface: Surface; position: (at: string | null) => string | null }> {
  const sink = new DiagnosticSink(false);
  const [doc] = await loadDocuments([{ path: input.path, shown: input.shown, name, ...(input.overlays ? { overlays: input.overlays } : {}) }], sink);
  const model = buildModel(doc!, sink);
  if (sink.hasErrors) throw new SpecError(sink.list);
  return { surface: surfaceOf(model, doc), position: positionsOf(doc!) };
}

/** The changes from the document `old` to `now`, each at its `file:line:col` in each. */
export async function diffDocuments(old: SurfaceInput, now: SurfaceInput, name: string): Promise<DiffResult> {
  const a = await locatedSurfaceOf(old, name);
  const b = await locatedSurfaceOf(now, name);
  return withPositions(compareSurfaces(a.surface, b.surface), a.position, b.position);
}
