// How far V8 lets the heap grow between full collections while a document is generated. By
// default it lets the heap reach several times what is live before collecting, which is fastest
// but put Microsoft Graph's beta description (47 MB, 22,361 operations) at 2.5 GB and its v1.0
// description (20 MB) at 0.9 GB. A large document is generated with the heap's growth held, the
// tighter the larger the document, which holds the peak near what is live at some cost in time:
// graph-beta at 15 % (with its validators made in a worker thread beside, its files written as
// they are made and its parsed document let go after modelling: 853 to 934 MiB; in one thread
// before that, 838 to 908 MiB, 9 % more time than at 20 %, and 40 % gave 1.05 to 1.32 GiB), Graph at
// 100 % (with its validators made in a worker thread beside: 705 to 770 MiB, in 0.93 of the time
// at 40 %, which gave 700 to 720 MiB; V8's default gave up to 1,072 MiB). A smaller document keeps
// V8's default, under which none comes near the limit, at no cost. V8 reads the flag at each
// collection, so it can be set between documents.

import { stat } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';

const MiB = 1024 * 1024;

/** The heap growth (percent) for documents of at least so many bytes, largest first; below the last, V8's own. */
export const HEAP_GROWTH_BY_SIZE: ReadonlyArray<{ bytes: number; percent: number }> = [
  { bytes: 32 * MiB, percent: 15 },
  { bytes: 16 * MiB, percent: 100 },
];

/** The heap growth (percent, 0 for V8's own) for generating the document at `path`. */
export async function heapGrowthFor(path: string): Promise<number> {
  const bytes = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  return HEAP_GROWTH_BY_SIZE.find((tier) => bytes >= tier.bytes)?.percent ?? 0;
}

/** Sets how far the heap may grow between full collections (0: V8's own choice). */
export function holdHeapGrowth(percent: number): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
