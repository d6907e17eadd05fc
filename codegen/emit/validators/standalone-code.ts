// ajv's standalone code made into the modules the generator writes, by text rewrites of what ajv
// writes: its leftover `require()`s of runtime helpers become imports of
// `specforge/runtime/formats` (or inlined code), so generated code needs nothing but the package;
// then the code is shortened and made tree-shakable without changing what it does.
//
// A module's code is rewritten piece by piece (a piece is a run of whole top-level functions,
// about 32 KB), each piece through every rewrite before the next: every rewrite is line-local or
// uses facts of the whole module, read from it first or gathered from the rewritten pieces for the
// rewrites that come last. The result is the same as rewriting the whole text pass after pass, but
// the copies each pass makes are small and die young: rewriting whole modules pass after pass
// copied the text once per pass, and on Microsoft Graph's description those copies piled up to
// 600 MB before the collector reclaimed them.

/** About how long a piece is: a run of whole top-level functions, split before `function`. */
const PIECE_SIZE = 32_768;

/** `code` cut into pieces before top-level functions (ajv writes every function at column 0, and no string literal holds a newline). */
function piecesOf(code: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < code.length) {
    const cut = code.length - start > PIECE_SIZE ? code.indexOf('\nfunction ', start + PIECE_SIZE) : -1;
    const end = cut < 0 ? code.length : cut + 1;
    out.push(code.slice(start, end));
    start = end;
  }
  return out;
}

/** ajv's `require()`s of its runtime helpers, and what replaces each (in the order of the imports). */
const HELPERS = [
  { call: 'require("ajv-formats/dist/formats").fullFormats', name: 'fullFormats' },
  { call: 'require("ajv/dist/runtime/equal").default', name: 'deepEqual' },
  { call: 'require("ajv/dist/runtime/ucs2length").default', name: 'ucs2length' },
];

/** ajv's top-level `validateN.evaluated = {...};` statements. */
const EVALUATED_ASSIGNMENT = /^(validate\d+)\.evaluated = (\{[^\n]*\});\n/gm;
/** ajv's copy of a compiled schema, `const schemaN = {...};`. */
const SCHEMA_CONST = /^const (schema\d+) = ([^\n]*);$/gm;
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;
const SCHEMA_READ = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\\n]|\\.)*"\])*)/g;
const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\\n]|\\.)*")\]/g;

/**
 * Rewrites ajv's leftover `require()` calls (its ESM output still has them) into imports from the
 * package or inlined code, so the module loads as ESM anywhere and bundles cleanly, and shortens
 * the code. Returns the module as pieces (join them for its text).
 */
export function esmOnly(code: string): string[] {
  const pieces = piecesOf(code);
  // Facts of the whole module, read before any piece is rewritten.
  const helpers = HELPERS.filter((h) => pieces.some((p) => p.includes(h.call)));
  const evaluated = new Map<string, string>();
  const schemas = new Map<string, unknown>();
  let ucs2: string | undefined;
  for (const piece of pieces) {
    for (const m of piece.matchAll(EVALUATED_ASSIGNMENT)) evaluated.set(m[1]!, m[2]!);
    for (const m of piece.matchAll(SCHEMA_CONST)) {
      try {
        schemas.set(m[1]!, JSON.parse(m[2]!));
      } catch {
        // Not plain JSON: its reads stay as they are.
      }
    }
    ucs2 ??= /^const (func\d+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;$/m.exec(piece)?.[1];
  }
  // Facts gathered from the rewritten pieces, for the rewrites that come last.
  const facts = { readsEvaluated: false, evaluatedLeft: false, schemaUses: new Map<string, number>(), parentData: new Set<string>(), hasE: false };
  for (let i = 0; i < pieces.length; i++) {
    let piece = pieces[i]!;
    for (const h of helpers) if (piece.includes(h.call)) piece = piece.split(h.call).join(h.name);
    piece = treeShakable(piece, evaluated, ucs2);
    facts.readsEvaluated ||= readsEvaluated(piece);
    facts.evaluatedLeft ||= /evaluated/.test(withoutEvaluatedRecords(piece));
    piece = inlineSchemaReads(piece, schemas);
    for (const m of piece.matchAll(/\bschema\d+\b/g)) facts.schemaUses.set(m[0], (facts.schemaUses.get(m[0]) ?? 0) + 1);
    piece = compact(piece);
    for (const where of parentDataReads(withoutParentArguments(piece))) facts.parentData.add(where);
    facts.hasE ||= piece.split(STRING_LITERAL).some((p) => /(?<![.\w$])E\b/.test(p));
    pieces[i] = piece;
  }
  // ajv's bookkeeping for unevaluatedProperties/Items goes when nothing can read it: every record
  // is static and, once the blocks that reset dynamic ones are gone, nothing refers to them.
  const staticEvaluated = !facts.readsEvaluated && !facts.evaluatedLeft;
  const unused = (name: string) => facts.schemaUses.get(name) === 1;
  // The parentData arguments go when no code reads them (a schema copy that stays counts too).
  const parentUnread = ![...facts.parentData].some((where) => where === '' || !unused(where));
  for (let i = 0; i < pieces.length; i++) {
    let piece = pieces[i]!;
    if (staticEvaluated) piece = withoutEvaluatedRecords(piece);
    piece = piece.replace(/^const (schema\d+) = [^\n]*;\n/gm, (line, name: string) => (unused(name) ? '' : line));
    if (parentUnread) piece = withoutParentArguments(piece);
    if (!facts.hasE) piece = renamedErrorList(piece);
    pieces[i] = piece;
  }
  for (const piece of pieces) {
    const left = /require\(("[^"]+")\)/.exec(piece);
    if (left) throw new Error(`ajv standalone output still requires ${left[1]}; teach esmOnly() to import it`);
  }
  if (pieces.length) pieces[0] = pieces[0]!.replace(/^"use strict";\s*/, '');
  while (pieces.length && pieces[pieces.length - 1]!.trimEnd() === '') pieces.pop();
  if (pieces.length) pieces[pieces.length - 1] = `${pieces[pieces.length - 1]!.trimEnd()}\n`;
  else pieces.push('\n');
  const imports = helpers.map((h) => `import { ${h.name} } from "specforge/runtime/formats";\n`).join('');
  return [imports, ...pieces];
}

/**
 * Makes a piece tree-shakable, so a bundle keeps only the validators it uses: ajv's top-level
 * `validateN.evaluated = {...};` statements (side effects that would pin every validator; their
 * records are `evaluated`, read from the whole module first) become lazy
 * `(validateN.evaluated ??= {...})` at each read, and format lookups and patterns become pure.
 */
function treeShakable(piece: string, evaluated: ReadonlyMap<string, string>, ucs2: string | undefined): string {
  let out = piece.replace(EVALUATED_ASSIGNMENT, '').replace(/\b(validate\d+)\.evaluated\b/g, (m, name: string) => {
    const value = evaluated.get(name);
    return value === undefined ? m : `(${name}.evaluated ??= ${value})`;
  });
  // "At least one character" needs no code-point count: a string has one exactly when its UTF-16
  // length is not 0. Validators with only such checks then leave ucs2length out of a bundle.
  if (ucs2)
    out = out
      .split(`${ucs2}(`)
      .join('\u0000')
      .replace(/\u0000([\w$.]+)\) < 1\b/g, '$1.length < 1')
      .split('\u0000')
      .join(`${ucs2}(`);
  return (
    out
      .replace(/^const (formats\d+) = (fullFormats(?:\.[\w$]+|\["[^"]+"\]));$/gm, 'const $1 = /* @__PURE__ */ (() => $2)();')
      // Patterns are compiled at the top of the module: pure, so a bundle drops those it does not use.
      .replace(/^const (pattern\d+) = new RegExp\(/gm, 'const $1 = /* @__PURE__ */ new RegExp(')
  );
}

/** Whether a piece reads evaluated records in a way that needs them (`unevaluated*`, `$dynamicRef`). */
function readsEvaluated(piece: string): boolean {
  return /unevaluated|dynamicRef|dynamicAnchors\[/.test(piece.replace(/dynamicAnchors=\{\}|, dynamicAnchors\b|dynamicAnchors\}/g, ''));
}

/** A piece without its static `evaluated` records and the blocks that reset dynamic ones. */
function withoutEvaluatedRecords(piece: string): string {
  return piece
    .replace(/^const evaluated\d+ = \(validate\d+\.evaluated \?\?= \{[^\n]*"dynamicProps":false,"dynamicItems":false\}\);\n/gm, '')
    .replace(/^if\(evaluated\d+\.dynamic(?:Props|Items)\)\{\nevaluated\d+\.(?:props|items) = undefined;\n\}\n/gm, '');
}

/**
 * Replaces each read of a part of a schema copy (\`schema12.properties.state.enum\`, ajv's way of
 * naming an error's allowed values or types) with that part as a literal, so the module need not
 * hold the whole schema, descriptions and all, for a few of its values.
 */
function inlineSchemaReads(piece: string, schemas: ReadonlyMap<string, unknown>): string {
  if (schemas.size === 0) return piece;
  const inline = (read: string, name: string, path: string) => {
    if (!schemas.has(name)) return read;
    let value: unknown = schemas.get(name);
    for (const step of path.matchAll(PATH_STEP)) {
      const key = step[1] ?? step[2] ?? (JSON.parse(step[3]!) as string);
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return read;
      value = (value as Record<string, unknown>)[key];
    }
    return value === undefined ? read : JSON.stringify(value);
  };
  return piece
    .split('\n')
    .map((line) => (/^const schema\d+ = /.test(line) ? line : line.replace(SCHEMA_READ, inline)))
    .join('\n');
}

/**
 * Shortens ajv's code without changing what it does (about a quarter of its size): an error is
 * pushed with one statement, a sub-validator's errors are appended with one, and what nothing reads
 * is left out: each error's `schemaPath` (the runtime words errors from keyword, params and
 * instancePath) and the `sourceURL` comment per function.
 */
function compact(piece: string): string {
  return piece
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
}

/**
 * A piece without the `parentData`/`parentDataProperty` arguments (read only by ajv options the
 * generator does not use: coercion, defaults, removal).
 */
function withoutParentArguments(piece: string): string {
  return piece
    .replace(/,parentData:data\d*,parentDataProperty:[^,]+,rootData/g, ',rootData')
    .replace(/\{instancePath="", parentData, parentDataProperty, rootData=data/g, '{instancePath="", rootData=data');
}

/** Where a piece still names `parentData`: the schema copy's name for a line that is one, `` for code. */
function parentDataReads(piece: string): string[] {
  if (!/\bparentData/.test(piece)) return [];
  return piece
    .split('\n')
    .filter((line) => /\bparentData/.test(line))
    .map((line) => /^const (schema\d+) = /.exec(line)?.[1] ?? '');
}

/** A piece with ajv's error list `vErrors` named `E` outside string literals (it is written about five times per check). */
function renamedErrorList(piece: string): string {
  const strings = piece.match(STRING_LITERAL) ?? [];
  return piece
    .split(STRING_LITERAL)
    .map((p, i) => p.replace(/(?<![.\w$])vErrors\b/g, 'E') + (strings[i] ?? ''))
    .join('');
}

/** A piece without the `rootData` and `dynamicAnchors` arguments every validator passes to the next. */
export function withoutPassThroughArguments(piece: string): string {
  return piece.replace(/,rootData,dynamicAnchors\}/g, '}').replace(/, rootData=data, dynamicAnchors=\{\}\}=\{\}\)\{$/gm, '}={}){');
}

/**
 * Whether the pass-through arguments can be dropped (withoutPassThroughArguments) from every
 * module of a folder (each as its pieces): when no validator reads them (only `$data` and
 * `$dynamicRef` do). The modules call one another, so the check covers them all at once.
 */
export function passThroughUnread(modules: readonly string[][]): boolean {
  return !modules.some((pieces) => pieces.some((piece) => /\b(rootData|dynamicAnchors)\b/.test(withoutPassThroughArguments(piece))));
}
