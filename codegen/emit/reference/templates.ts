// The handlebars templates shipped with the package, compiled. Their text is in `templates/`:
// beside `dist/` in the installed package (two levels above the bundled command, dist/cli/), beside
// `codegen/` in this repository (three levels above this file, codegen/emit/reference/). The build
// also writes each one precompiled (handlebars' `precompile`) into dist/templates.cjs, beside the
// command, with a hash of the text it was made from: the command takes a template from there when
// the text beside it still has that hash, and otherwise (run from the sources, or the text changed
// since the build) compiles the text. Compiling the templates took about 50 ms of every generation.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type Handlebars from 'handlebars';

const CANDIDATES = ['../../templates/', '../templates/', '../../../templates/'];

/** Where the build writes the precompiled templates, from the bundled command (dist/cli/main.js). */
const PRECOMPILED = '../templates.cjs';

// Frozen, and copied for handlebars, which adds its defaults to the options it is given.
const MARKDOWN: CompileOptions = Object.freeze({ noEscape: true, strict: false });
const HTML: CompileOptions = Object.freeze({ strict: false });

/** Every template the generator renders, with the options it is compiled with. */
export const TEMPLATES: Readonly<Record<string, CompileOptions>> = {
  'service.md.hbs': MARKDOWN,
  'service-fields.md.hbs': MARKDOWN,
  ...Object.fromEntries(
    ['page', 'operation', 'type', 'fields', 'desc', 'nav', 'param', 'facts', 'request-body', 'response', 'response-line', 'response-body', 'other'].map(
      (name) => [`site/${name}.html.hbs`, HTML],
    ),
  ),
};

export function readTemplate(name: string): string {
  for (const dir of CANDIDATES) {
    const path = fileURLToPath(new URL(`${dir}${name}`, import.meta.url));
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  throw new Error(`template ${name} not found next to the generator (looked in ${CANDIDATES.join(', ')})`);
}

/** What the precompiled module holds for each template. */
interface Precompiled {
  hash: string;
  spec: TemplateSpecification;
}

const hashOf = (text: string, options: CompileOptions) => createHash('sha256').update(JSON.stringify(options)).update(text).digest('hex');

/** The text of dist/templates.cjs: every template precompiled with its options, and the hash of what it was made from. */
export function precompiledModule(hb: typeof Handlebars, read: (name: string) => string = readTemplate): string {
  const entries = Object.entries(TEMPLATES).map(([name, options]) => {
    const text = read(name);
    return `  ${JSON.stringify(name)}: { hash: ${JSON.stringify(hashOf(text, options))}, spec: ${hb.precompile(text, { ...options })} },`;
  });
  return `// Written by the build (tsup.config.ts) from templates/: each template precompiled (codegen/emit/reference/templates.ts).\nmodule.exports = {\n${entries.join('\n')}\n};\n`;
}

let precompiled: Record<string, Precompiled> | null | undefined;

/** The precompiled templates beside the command, if there are any (an explicit `path` for tests). */
export function loadPrecompiled(path: string = fileURLToPath(new URL(PRECOMPILED, import.meta.url))): Record<string, Precompiled> | null {
  return existsSync(path) ? (createRequire(import.meta.url)(path) as Record<string, Precompiled>) : null;
}

function optionsOf(name: string): CompileOptions {
  const options = TEMPLATES[name];
  if (!options) throw new Error(`template ${name} is not listed in TEMPLATES`);
  return options;
}

/** The precompiled template `name` in `from`, if it was made from `text` (the text beside the generator now). */
export function precompiledFor(name: string, from: Record<string, Precompiled> | null, text: string = readTemplate(name)): TemplateSpecification | undefined {
  const ready = from?.[name];
  return ready && ready.hash === hashOf(text, optionsOf(name)) ? ready.spec : undefined;
}

/** Template `name` (a key of TEMPLATES) for `hb`: precompiled when the build's copy is of this text, else compiled. */
export function compiledTemplate(
  hb: typeof Handlebars,
  name: string,
  from: Record<string, Precompiled> | null = (precompiled ??=
    loadPrecompiled()),
): HandlebarsTemplateDelegate {
  const text = readTemplate(name);
  const spec = precompiledFor(name, from, text);
  return spec ? hb.template(spec) : hb.compile(text, { ...optionsOf(name) });
}
