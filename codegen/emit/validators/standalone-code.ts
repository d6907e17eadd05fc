// ajv's standalone code made into the modules the generator writes, by text rewrites of what ajv
// writes: its leftover `require()`s of runtime helpers become imports of
// `specforge/runtime/formats` (or inlined code), so generated code needs nothing but the package;
// then the code is shortened and made tree-shakable without changing what it does.

/**
 * Rewrites ajv's leftover `require()` calls (its ESM output still has them) into imports from the
 * package or inlined code, so the module loads as ESM anywhere and bundles cleanly.
 */
export function esmOnly(code: string): string {
  const imports: string[] = [];
  let out = code;
  if (out.includes('require("ajv/dist/runtime/ucs2length").default')) {
    out = out.split('require("ajv/dist/runtime/ucs2length").default').join('ucs2length');
    imports.push('import { ucs2length } from "specforge/runtime/formats";');
  }
  if (out.includes('require("ajv/dist/runtime/equal").default')) {
    out = out.split('require("ajv/dist/runtime/equal").default').join('deepEqual');
    imports.unshift('import { deepEqual } from "specforge/runtime/formats";');
  }
  if (out.includes('require("ajv-formats/dist/formats").fullFormats')) {
    out = out.split('require("ajv-formats/dist/formats").fullFormats').join('fullFormats');
    imports.unshift('import { fullFormats } from "specforge/runtime/formats";');
  }
  out = compact(withoutUnusedSchemas(treeShakable(out)));
  const left = /require\(("[^"]+")\)/.exec(out);
  if (left) throw new Error(`ajv standalone output still requires ${left[1]}; teach esmOnly() to import it`);
  out = out.replace(/^"use strict";\s*/, '');
  return `${imports.join('\n')}${imports.length ? '\n' : ''}${out.trimEnd()}\n`;
}

/**
 * Shortens ajv's code without changing what it does (about a quarter of its size): an error is
 * pushed with one statement, a sub-validator's errors are appended with one, and what nothing reads
 * is left out: each error's `schemaPath` (the runtime words errors from keyword, params and
 * instancePath), the `sourceURL` comment per function, and the `parentData`/`parentDataProperty`
 * arguments (read only by ajv options the generator does not use: coercion, defaults, removal).
 */
export function compact(code: string): string {
  let out = code
    .replace(/^\/\*# sourceURL=[^\n]*\*\/;\n/gm, '')
    .replace(/schemaPath:"(?:[^"\\\n]|\\.)*",/g, '')
    .replace(
      /^const (err\d+) = (\{[^\n]*\});\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\n/gm,
      '(vErrors ??= []).push($2);\n',
    )
    .replace(
      /^vErrors = vErrors === null \? (validate\d+)\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;\n/gm,
      'errors = (vErrors = vErrors?.concat($1.errors) ?? $1.errors).length;\n',
    );
  const withoutParent = out
    .replace(/,parentData:data\d*,parentDataProperty:[^,]+,rootData/g, ',rootData')
    .replace(/\{instancePath="", parentData, parentDataProperty, rootData=data/g, '{instancePath="", rootData=data');
  if (!/\bparentData/.test(withoutParent)) out = withoutParent;
  return shortErrorList(out);
}

/**
 * Drops ajv's bookkeeping for `unevaluatedProperties`/`unevaluatedItems` when nothing can read it:
 * every `evaluated` record is static (no dynamic props or items) and, once the blocks that reset
 * dynamic ones are gone, nothing else refers to it. Otherwise the code is returned unchanged.
 */
export function withoutStaticEvaluated(code: string): string {
  if (/unevaluated|dynamicRef|dynamicAnchors\[/.test(code.replace(/dynamicAnchors=\{\}|, dynamicAnchors\b|dynamicAnchors\}/g, ''))) return code;
  let out = code.replace(/^const evaluated\d+ = \(validate\d+\.evaluated \?\?= \{[^\n]*"dynamicProps":false,"dynamicItems":false\}\);\n/gm, '');
  out = out.replace(/^if\(evaluated\d+\.dynamic(?:Props|Items)\)\{\nevaluated\d+\.(?:props|items) = undefined;\n\}\n/gm, '');
  return /evaluated/.test(out) ? code : out;
}

/**
 * Drops the \`rootData\` and \`dynamicAnchors\` arguments every validator passes to the next, when
 * no validator of the folder reads them (only \`$data\` and \`$dynamicRef\` do): the modules call one
 * another, so the check covers them all at once.
 */
export function withoutPassThroughArguments(codes: string[]): string[] {
  const stripped = codes.map((c) => c.replace(/,rootData,dynamicAnchors\}/g, '}').replace(/, rootData=data, dynamicAnchors=\{\}\}=\{\}\)\{$/gm, '}={}){'));
  return stripped.some((c) => /\b(rootData|dynamicAnchors)\b/.test(c)) ? codes : stripped;
}

const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

/**
 * Renames ajv's error list \`vErrors\` to \`E\` outside string literals (it is written about five
 * times per check), unless the module already has an \`E\`.
 */
export function shortErrorList(code: string): string {
  const strings = code.match(STRING_LITERAL) ?? [];
  const parts = code.split(STRING_LITERAL);
  if (parts.some((p) => /(?<![.\w$])E\b/.test(p))) return code;
  return parts.map((p, i) => p.replace(/(?<![.\w$])vErrors\b/g, 'E') + (strings[i] ?? '')).join('');
}

const SCHEMA_READ = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\\n]|\\.)*"\])*)/g;
const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\\n]|\\.)*")\]/g;

/**
 * Replaces each read of a part of a schema copy (\`schema12.properties.state.enum\`, ajv's way of
 * naming an error's allowed values or types) with that part as a literal, so the module need not
 * hold the whole schema, descriptions and all, for a few of its values.
 */
function inlineSchemaReads(code: string): string {
  const schemas = new Map<string, unknown>();
  for (const m of code.matchAll(/^const (schema\d+) = ([^\n]*);$/gm)) {
    try {
      schemas.set(m[1]!, JSON.parse(m[2]!));
    } catch {
      // Not plain JSON: its reads stay as they are.
    }
  }
  if (schemas.size === 0) return code;
  return code
    .split('\n')
    .map((line) => {
      if (/^const schema\d+ = /.test(line)) return line;
      return line.replace(SCHEMA_READ, (read, name: string, path: string) => {
        if (!schemas.has(name)) return read;
        let value: unknown = schemas.get(name);
        for (const step of path.matchAll(PATH_STEP)) {
          const key = step[1] ?? step[2] ?? (JSON.parse(step[3]!) as string);
          if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return read;
          value = (value as Record<string, unknown>)[key];
        }
        return value === undefined ? read : JSON.stringify(value);
      });
    })
    .join('\n');
}

/**
 * Drops the \`const schemaN = {...};\` copies of schemas that no code of the module reads: ajv writes
 * one for every validator it compiles, read only by options the generator does not use.
 */
export function withoutUnusedSchemas(code: string): string {
  code = inlineSchemaReads(code);
  const uses = new Map<string, number>();
  for (const m of code.matchAll(/\bschema\d+\b/g)) uses.set(m[0], (uses.get(m[0]) ?? 0) + 1);
  return code.replace(/^const (schema\d+) = [^\n]*;\n/gm, (line, name: string) => (uses.get(name) === 1 ? '' : line));
}

/**
 * Makes the module tree-shakable, so a bundle keeps only the validators it uses: ajv's top-level
 * `validateN.evaluated = {...};` statements (side effects that would pin every validator) become
 * lazy `(validateN.evaluated ??= {...})` at each read, and format lookups and patterns become pure.
 */
export function treeShakable(code: string): string {
  const assignment = /^(validate\d+)\.evaluated = (\{[^\n]*\});\n/gm;
  const values = new Map<string, string>();
  let out = code.replace(assignment, (_m, name: string, value: string) => {
    values.set(name, value);
    return '';
  });
  out = out.replace(/\b(validate\d+)\.evaluated\b/g, (m, name: string) => {
    const value = values.get(name);
    return value === undefined ? m : `(${name}.evaluated ??= ${value})`;
  });
  out = withoutStaticEvaluated(out);
  // "At least one character" needs no code-point count: a string has one exactly when its UTF-16
  // length is not 0. Validators with only such checks then leave ucs2length out of a bundle.
  const ucs2 = /^const (func\d+) = ucs2length;$/m.exec(out)?.[1];
  if (ucs2)
    out = out
      .split(`${ucs2}(`)
      .join('\u0000')
      .replace(/\u0000([\w$.]+)\) < 1\b/g, '$1.length < 1')
      .split('\u0000')
      .join(`${ucs2}(`);
  out = out.replace(/^const (formats\d+) = (fullFormats(?:\.[\w$]+|\["[^"]+"\]));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();');
  // Patterns are compiled at the top of the module: pure, so a bundle drops those it does not use.
  out = out.replace(/^const (pattern\d+) = new RegExp\(/gm, 'const $1 = /* @__PURE__ */ new RegExp(');
  return out;
}
