// How far V8 lets the heap grow between full collections while a document is generated. By
// default it lets the heap reach several times what is live before collecting, which is fastest
// but put Microsoft Graph's beta description (47 MB, 22,361 operations) at 2.5 GB. A large
// document is generated with the heap let grow by 20 % at most, which holds the peak near what is
// live (graph-beta: 925 to 975 MiB in two runs; 30 % gave 943 to 968, 40 % 1.05 to 1.32 GiB), at
// some cost in time on it; a smaller document keeps V8's default, under which none comes near the
// limit, at no cost. V8 reads the flag at each collection, so it can be set between documents.

import { stat } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';

/** Documents of this many bytes or more are generated with the heap's growth held (Microsoft Graph's two: 20 and 47 MB). */
export const LARGE_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** The most the heap may grow between full collections, in percent, for a large document. */
export const LARGE_DOCUMENT_HEAP_GROWTH = 20;

/** The heap growth (percent, 0 for V8's own) for generating the document at `path`. */
export async function heapGrowthFor(path: string): Promise<number> {
  const bytes = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  return bytes >= LARGE_DOCUMENT_BYTES ? LARGE_DOCUMENT_HEAP_GROWTH : 0;
}

/** Sets how far the heap may grow between full collections (0: V8's own choice). */
export function holdHeapGrowth(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
