// ajv standalone code made an ES module of this repository: the `require()`s ajv writes for its
// runtime helpers (formats, deep equality, string length) become imports, and "use strict" goes.
// Used by the modules compiled ahead of time (the OpenAPI schemas, JSON Schema's meta-schema).

/** The module text: `header` lines, the imports the code needs, `preamble` lines, then the code. */
export function standaloneEsm(code: string, header: readonly string[], preamble: readonly string[] = []): string {
  const imports = new Set<string>();
  let out = code.replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, () => {
    imports.add(
      `import formatsModule from 'ajv-formats/dist/formats.js';\nconst fullFormats = (formatsModule as { fullFormats: Record<string, unknown> }).fullFormats;`,
    );
    return 'fullFormats';
  });
  out = out.replace(/require\("ajv\/dist\/runtime\/equal"\)\.default/g, () => {
    imports.add(`import equal from 'fast-deep-equal';`);
    return 'equal';
  });
  out = out.replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, () => {
    imports.add(
      `import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';\nconst ucs2length = ((ucs2lengthModule as { default?: unknown }).default ?? ucs2lengthModule);`,
    );
    return 'ucs2length';
  });
  const left = /require\(("[^"]+")\)/.exec(out);
  if (left) throw new Error(`ajv standalone output still requires ${left[1]}; teach standaloneEsm() to import it`);
  out = out.replace(/^"use strict";\s*/, '');
  return [...header, ...imports, ...preamble, out.trimEnd(), ''].join('\n');
}
