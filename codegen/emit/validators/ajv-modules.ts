// Splits ajv's standalone code across modules. ajv writes every validator an export needs into one
// module; here each group of exports gets its own module, and the validators of shared schemas
// (component schemas, property schemas several operations repeat, and whole schemas several groups
// export) go into one shared module that the others import, so a component is compiled once and
// each group carries only its own code. Follows ajv's own standalone writer (ajv/dist/standalone), with one change: a reference to
// a shared validator becomes an import instead of a copy.

import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { _Code, nil } from 'ajv/dist/compile/codegen/code.js';
import { withNamesCountedOnce } from './ajv-names.js';

type Source = {
  validateName: { prefix: string; str?: string; toString(): string };
  validateCode: string;
  scopeValues: unknown;
  evaluated?: unknown;
};
type Name = { prefix: string; value?: { ref?: unknown }; toString(): string };
type UsedValues = Record<string, Map<unknown, number>>;

type CompiledRef = { source: Source; schemaEnv?: unknown };

/** The compiled validators `s` calls (ajv's scope values of its references). */
function directRefs(s: Source): CompiledRef[] {
  const out: CompiledRef[] = [];
  const values = s.scopeValues as Record<string, { forEach(fn: (n: Name) => void): void } | undefined>;
  for (const prefix in values) {
    values[prefix]?.forEach((n) => {
      const ref = n.value?.ref as { source?: Source; validate?: CompiledRef } | ((...args: unknown[]) => unknown) | undefined;
      if (prefix === 'validate' && typeof ref === 'function' && (ref as unknown as CompiledRef).source) out.push(ref as unknown as CompiledRef);
      else if ((prefix === 'root' || prefix === 'wrapper') && typeof ref === 'object' && ref.validate?.source) out.push(ref.validate);
    });
  }
  return out;
}

/**
 * `text` made flat in place: V8 flattens a string built by concatenation (a rope of small strings,
 * several times its length in memory) when a regular expression reads it.
 */
export function flatten(text: string): string {
  /\u0000/.test(text);
  return text;
}

/**
 * Where `fn`'s own text is the code `source` keeps (always, with ajv 8), has the code read from `fn`
 * when asked for, so the text V8 keeps as the function's source is not held a second time.
 */
export function readCodeFrom(source: { validateCode: string }, fn: object): boolean {
  const text = () => `${Function.prototype.toString.call(fn)}\n`;
  if (text() !== source.validateCode) return false;
  Object.defineProperty(source, 'validateCode', { get: text, enumerable: true, configurable: true });
  return true;
}

/** Validators whose code (and that of all they call) is already slimmed. */
const slimmed = new WeakSet<object>();

/**
 * The validator of `id`, compiled, with the code ajv keeps of it and of every validator it calls
 * (for standalone output) held once: ajv builds that text by concatenation, a rope of small strings
 * several times its length (211 of the 340 MB Microsoft Graph's compiled params validators held),
 * and V8 keeps the same text as the compiled function's source. Where the function's own text is
 * the code, the code is read from the function (readCodeFrom); otherwise (not yet a function:
 * ajv-deferred.ts) it is kept, flat, until the function is made.
 */
export function compiledValidator(ajv: Ajv2020, id: string): ValidateFunction | undefined {
  const validate = withNamesCountedOnce(() => ajv.getSchema(id));
  const stack = validate ? [validate as unknown as CompiledRef] : [];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (slimmed.has(v) || !v.source) continue;
    slimmed.add(v);
    if (!readCodeFrom(v.source, v)) flatten(v.source.validateCode);
    stack.push(...directRefs(v.source));
  }
  return validate;
}

const STARTED = 0;
const COMPLETED = 1;

export interface ModuleGroup {
  /** Exports of the module: export name → ajv schema id. */
  exports: Array<[string, string]>;
}

export interface SplitModules<T> {
  /** The shared module's code (exports every shared validator it holds by its ajv name). */
  shared: T;
  /** Each group's code, in order; it imports what it uses from the shared module. */
  groups: T[];
  /** The shared validator names each group imports. */
  imports: string[][];
}

/**
 * `sharedIds`: the ajv ids of schemas compiled into the shared module. `sharedSpecifier`: how the
 * groups import it (`./_components.js`). `finish` rewrites each module's code as soon as it is
 * written (given the module's place: 0 for the shared module, 1 + i for group i; the groups come
 * first), so ajv's text (a rope of small strings, several times its length) is never held for
 * every module at once.
 */
export function splitStandalone<T>(
  ajv: Ajv2020,
  groups: readonly ModuleGroup[],
  sharedIds: readonly string[],
  sharedSpecifier: string,
  finish: (code: string, module: number) => T,
): SplitModules<T> {
  const scope = (ajv as unknown as { scope: { scopeCode(values: unknown, used: UsedValues, getCode: (n: Name) => unknown): _Code } }).scope;
  const sourceOf = (id: string): Source => {
    const v = compiledValidator(ajv, id) as unknown as { source?: Source } | undefined;
    if (!v?.source) throw new Error(`no compiled validator for ${id}`);
    return v.source;
  };
  // Shared schemas are recognised by their schema environment, so none is compiled unless an
  // export uses it (a component no group references costs nothing). A shared schema that only one
  // group reaches (directly or through other shared schemas) goes into that group's module: the
  // shared module holds what several groups use, so a group's first load brings little else.
  const schemaEnvs = (ajv as unknown as { schemas: Record<string, object | undefined> }).schemas;
  const sharedEnvs = new Set<unknown>(sharedIds.map((id) => schemaEnvs[id]).filter((env) => env !== undefined));
  const reachedBy = new Map<unknown, Set<number>>();
  groups.forEach((group, index) => {
    const seen = new Set<unknown>();
    const stack = group.exports.map(([, id]) => compiledValidator(ajv, id) as unknown as CompiledRef);
    while (stack.length > 0) {
      const v = stack.pop()!;
      if (seen.has(v)) continue;
      seen.add(v);
      if (sharedEnvs.has(v.schemaEnv)) {
        let by = reachedBy.get(v.schemaEnv);
        if (!by) reachedBy.set(v.schemaEnv, (by = new Set()));
        by.add(index);
      }
      stack.push(...directRefs(v.source));
    }
  });
  const isShared = (validate: { schemaEnv?: unknown }) => (reachedBy.get(validate.schemaEnv)?.size ?? 0) > 1;

  /** The code of `s` and everything it uses; shared validators are imported (recorded) unless `inShared`. */
  const validateCode = (used: UsedValues, s: Source, imports: Set<string>, inShared: boolean): _Code => {
    const state = (n: { prefix: string }) => used[n.prefix]?.get(n);
    const setState = (n: { prefix: string }, st: number) => (used[n.prefix] ??= new Map()).set(n, st);
    if (state(s.validateName) === COMPLETED) return nil;
    setState(s.validateName, STARTED);
    const refCode = (n: Name): unknown => {
      const ref = n.value?.ref;
      if (n.prefix === 'validate' && typeof ref === 'function') {
        const src = (ref as unknown as { source: Source }).source;
        if (!inShared && isShared(ref as { schemaEnv?: unknown })) {
          imports.add(String(src.validateName));
          return new _Code('');
        }
        return validateCode(used, src, imports, inShared);
      }
      if ((n.prefix === 'root' || n.prefix === 'wrapper') && typeof ref === 'object' && ref !== null) {
        const { validate, validateName } = ref as { validate?: { source: Source }; validateName?: { prefix: string } };
        if (!validateName) throw new Error('ajv internal error');
        const wrapper = new _Code(`const ${String(n)} = {validate: ${String(validateName)}};`);
        if (state(validateName) === STARTED) return wrapper;
        return new _Code(`${wrapper.toString()}\n${validateCode(used, validate!.source, imports, inShared).toString()}`);
      }
      return undefined;
    };
    const scopeCode = scope.scopeCode(s.scopeValues, used, refCode as (n: Name) => unknown);
    const code = `${scopeCode.toString()}\n${s.validateCode}`;
    setState(s.validateName, COMPLETED);
    return new _Code(s.evaluated ? `${code}${String(s.validateName)}.evaluated = ${String(s.evaluated)};\n` : code);
  };

  const needed = new Set<string>();
  const groupCode: T[] = [];
  const groupImports: string[][] = [];
  for (const [index, group] of groups.entries()) {
    const used: UsedValues = {};
    const imports = new Set<string>();
    const code: string[] = [];
    for (const [exportName, id] of group.exports) {
      const s = sourceOf(id);
      // An export several groups hold is itself a shared validator: imported, not copied.
      const shared = isShared(ajv.getSchema(id) as unknown as { schemaEnv?: unknown });
      if (shared) imports.add(String(s.validateName));
      const body = shared ? '' : validateCode(used, s, imports, false).toString();
      code.push(flatten(`export const ${exportName} = ${String(s.validateName)};\n${body}`));
    }
    for (const name of imports) needed.add(name);
    const sorted = [...imports].sort();
    groupImports.push(sorted);
    groupCode.push(finish(`${sorted.length ? `import { ${sorted.join(', ')} } from "${sharedSpecifier}";\n` : ''}${code.join('')}`, index + 1));
  }
  const used: UsedValues = {};
  const shared: string[] = [];
  const exported: string[] = [];
  for (const id of sharedIds) {
    const env = schemaEnvs[id] as { validate?: { source?: Source } } | undefined;
    const s = env?.validate?.source;
    if (!s) continue; // never compiled: nothing references it
    const name = String(s.validateName);
    if (!needed.has(name)) continue;
    shared.push(flatten(validateCode(used, s, new Set(), true).toString()));
    exported.push(name);
  }
  // A shared validator used only by another shared one is in the module but need not be exported.
  shared.push(exported.length ? `export { ${exported.sort().join(', ')} };\n` : 'export {};\n');
  // The parts let go before the module is rewritten (18 MB of code for Microsoft Graph's beta description).
  const sharedCode = shared.join('');
  shared.length = 0;
  return { shared: finish(sharedCode, 0), groups: groupCode, imports: groupImports };
}
