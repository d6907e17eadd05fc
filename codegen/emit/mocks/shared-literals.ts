// Writes a repeated part of generated data once. A large service's fixtures repeat the same
// objects hundreds of times (GitHub's user, repository and license objects appear in most of its
// responses): each object or array that occurs more than once and is not tiny becomes one
// `const fixtureN = ...` declaration, and every occurrence a reference to it. The data the module
// holds is the same; only its text is shorter. Fixtures are read-only: two operations may share
// one object.

import type { Declaration } from '../code/ast.js';
import { literal, raw, type Raw } from '../code/literal.js';

/** Objects and arrays whose JSON text is shorter than this are left inline (a reference would save little). */
const MIN_SHARED_LENGTH = 80;

const isPlain = (v: unknown): v is object =>
  v !== null && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

export interface SharedLiteralsOptions {
  /** The declared type of each shared value (when the place it is used needs one, e.g. literal union members). */
  type?: string;
  /** Parts shorter than this stay inline (default 80 characters of JSON). */
  minLength?: number;
  /** Share only the values passed in whole, not their parts. */
  wholeOnly?: boolean;
}

export class SharedLiterals {
  private readonly counts = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly decls: Declaration[] = [];
  /** Each counted object's JSON text, so share() need not write it again. */
  private readonly texts = new WeakMap<object, string>();
  private readonly minLength: number;

  constructor(
    private readonly prefix: string,
    private readonly options: SharedLiteralsOptions = {},
  ) {
    this.minLength = options.minLength ?? MIN_SHARED_LENGTH;
  }

  /** Counts the parts of `value` (every value passed here is one occurrence of each of its parts). */
  count(value: unknown): void {
    if (!isPlain(value)) return;
    const text = this.textOf(value);
    if (text.length < this.minLength) return;
    this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
    if (!this.options.wholeOnly) for (const v of Array.isArray(value) ? value : Object.values(value)) this.count(v);
  }

  /** `value` with each part counted more than once replaced by a reference to its declaration. */
  share(value: unknown): unknown {
    if (!isPlain(value)) return value;
    const text = this.textOf(value);
    if (text.length >= this.minLength && (this.counts.get(text) ?? 0) > 1) return this.reference(text, value);
    return this.options.wholeOnly ? value : this.children(value);
  }

  /** The declarations of the shared parts, each after those it refers to. */
  declarations(): Declaration[] {
    return this.decls;
  }

  private textOf(value: object): string {
    let text = this.texts.get(value);
    if (text === undefined) this.texts.set(value, (text = JSON.stringify(value)));
    return text;
  }

  private reference(text: string, value: object): Raw {
    let name = this.names.get(text);
    if (name === undefined) {
      const inner = this.options.wholeOnly ? value : this.children(value);
      name = `${this.prefix}${this.names.size + 1}`;
      this.names.set(text, name);
      this.decls.push({ kind: 'const', name, type: this.options.type, value: literal(inner) });
    }
    return raw(name);
  }

  private children(value: object): unknown {
    if (Array.isArray(value)) return value.map((v) => this.share(v));
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value))
      Object.defineProperty(out, key, { value: this.share(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
}
