// Which documents of the directory a `make check-world` run takes, and in what order: pure
// functions of the seed, the size and the shard (unit-tested in tests/bench/world-sample.test.ts).
// The whole directory is shuffled by the seed and the sample is its first `size` documents, so a
// smaller sample is a prefix of a larger one with the same seed, and a run stopped half way has
// still covered a random sample. Shard k of n takes every n-th document of the sample from the
// k-th on; each shard works through its documents in batches (one type-check per batch).

/** A 32-bit hash of a string (FNV-1a), the PRNG's state. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small, well-spread PRNG; the same seed always gives the same sequence in [0, 1). */
export function random(seed: string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ids shuffled by the seed (Fisher–Yates over the ids sorted first, so input order does not matter). */
export function shuffle(ids: readonly string[], seed: string): string[] {
  const out = [...ids].sort();
  const next = random(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The first `size` ids of the seed's shuffle (`size` undefined: all of them). */
export function sample(ids: readonly string[], seed: string, size?: number): string[] {
  const all = shuffle(ids, seed);
  return size === undefined ? all : all.slice(0, Math.max(0, size));
}

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** `WORLD_SHARD`: `3/8` is the third of eight shards; empty is the only shard. */
export function parseShard(text: string | undefined): Shard {
  if (!text?.trim()) return { index: 1, count: 1 };
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) throw new Error(`WORLD_SHARD must be k/n with 1 ≤ k ≤ n (e.g. 3/8), got "${text}"`);
  return { index, count };
}

/** The shard's share of the sample, in sample order: positions k-1, k-1+n, k-1+2n, ... */
export function shardOf<T>(items: readonly T[], shard: Shard): T[] {
  return items.filter((_item, i) => i % shard.count === shard.index - 1);
}

/** `WORLD_SIZE`: a positive whole number, or `all` (or empty) for the whole directory. */
export function parseSize(text: string | undefined): number | undefined {
  if (!text?.trim() || text.trim() === 'all') return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) throw new Error(`WORLD_SIZE must be a positive whole number or "all", got "${text}"`);
  return Number(text);
}

/** A seed when none is given: printed, so the run can be repeated. */
export function newSeed(now = Date.now(), entropy = Math.random()): string {
  return `${now.toString(36)}${Math.floor(entropy * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

/**
 * The name given to `specforge generate --name` (and the folder under src/api/): the document's
 * id made an identifier (`amazonaws.com/ec2` → `amazonawsComEc2`, a leading digit prefixed with
 * `api`), unique among `taken` (a suffix `_2`, `_3`, ... otherwise).
 */
export function serviceName(id: string, taken: ReadonlySet<string> = new Set()): string {
  const words = id.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let name = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('') || 'api';
  if (/^\d/.test(name)) name = `api${name}`;
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}_${n}`;
  return unique;
}

/**
 * Cuts a shard's documents into batches of at most `maxCount` documents and `maxBytes` bytes of
 * input (a document larger than `maxBytes` is a batch of its own), in order.
 */
export function batches<T extends { bytes: number }>(items: readonly T[], maxCount: number, maxBytes: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length && (current.length >= maxCount || bytes + item.bytes > maxBytes)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.bytes;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * `WORLD_ONLY`: the documents to run instead of a sample, by id (separated by commas or spaces),
 * or `largest:N` for the N largest by bytes (largest first). An unknown id is an error.
 */
export function pickOnly(text: string, documents: ReadonlyArray<{ id: string; bytes: number }>): string[] {
  const largest = /^\s*largest:(\d+)\s*$/.exec(text);
  if (largest)
    return [...documents]
      .sort((a, b) => b.bytes - a.bytes || a.id.localeCompare(b.id))
      .slice(0, Number(largest[1]))
      .map((d) => d.id);
  const known = new Set(documents.map((d) => d.id));
  const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw new Error(`WORLD_ONLY names documents the directory does not have: ${unknown.join(', ')}`);
  return ids;
}
