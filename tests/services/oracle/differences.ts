// The deliberate differences between a spec and an official description, read from a YAML file
// beside this module (`hosting-differences.yaml`): each with its reason, and for a constraint the
// client keeps although the service is looser, the seed line that states it. Every lookup is
// recorded, so a suite can fail on entries that no longer match anything.

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type DifferenceKind =
  /** The client refuses values the official description accepts (keyword: the validator keyword). */
  | 'stricter'
  /** The spec accepts values the official description refuses. */
  | 'looser'
  /** An official parameter or body property the spec leaves out. */
  | 'omitted'
  /** An official path variable the spec names differently (`official` → `field`). */
  | 'renamed'
  /** A parameter the spec takes that the official operation does not list. */
  | 'extra'
  /** A response field the spec declares (or requires) though the official response does not. */
  | 'response';

export interface Difference {
  kind: DifferenceKind;
  /** A method, a list of methods, or `*` for every method. */
  method: string | string[];
  field: string;
  keyword?: string;
  official?: string;
  reason: string;
  /** The seed sentence that states the constraint (required for `stricter`). */
  seed?: string;
}

export interface RemovedMethod {
  method: string;
  /** Where the spec's facts about it come from. */
  facts: string;
  reason: string;
}

export interface DifferencesFile {
  differences: Difference[];
  removed: RemovedMethod[];
}

function matches(d: Difference, method: string): boolean {
  return d.method === '*' || d.method === method || (Array.isArray(d.method) && d.method.includes(method));
}

/** Every seed line the entries quote (a seed test checks each is in the seed). */
export function quotedSeedLines(file: DifferencesFile): string[] {
  return [...new Set(file.differences.flatMap((d) => (d.seed ? [d.seed] : [])))];
}

export class Differences {
  readonly used = new Set<Difference>();
  readonly usedRemoved = new Set<RemovedMethod>();

  constructor(readonly file: DifferencesFile) {
    for (const d of file.differences) {
      if (!d.reason) throw new Error(`difference ${d.kind} ${d.field} has no reason`);
      if (d.kind === 'stricter' && !d.seed) throw new Error(`stricter difference ${d.field} names no seed line`);
      if (d.kind === 'renamed' && !d.official) throw new Error(`renamed difference ${d.field} names no official name`);
    }
  }

  static load(url: URL): Differences {
    return new Differences(parse(readFileSync(url, 'utf8')) as DifferencesFile);
  }

  /** The listed difference of this kind for a method's field (and keyword), if any; marks it used. */
  find(kind: DifferenceKind, method: string, field: string, keyword?: string): Difference | undefined {
    const found = this.file.differences.find(
      (d) => d.kind === kind && matches(d, method) && d.field === field && (keyword === undefined || d.keyword === undefined || d.keyword === keyword),
    );
    if (found) this.used.add(found);
    return found;
  }

  /** Our name of an official path variable, when the spec renames it. */
  ourName(method: string, official: string): string {
    const d = this.file.differences.find((x) => x.kind === 'renamed' && x.official === official && matches(x, method));
    if (d) this.used.add(d);
    return d ? d.field : official;
  }

  removedMethod(method: string): RemovedMethod | undefined {
    const found = this.file.removed.find((r) => r.method === method);
    if (found) this.usedRemoved.add(found);
    return found;
  }

  /** Entries nothing looked up: stale ones. */
  unused(): string[] {
    return [
      ...this.file.differences
        .filter((d) => !this.used.has(d))
        .map((d) => `${d.kind} ${JSON.stringify(d.method)} ${d.field}${d.keyword ? ` (${d.keyword})` : ''}`),
      ...this.file.removed.filter((r) => !this.usedRemoved.has(r)).map((r) => `removed ${r.method}`),
    ];
  }
}
