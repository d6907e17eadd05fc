// The report templates precompiled by the build (dist/templates.cjs, codegen/emit/reference/templates.ts):
// every template the generator renders is listed and precompiled from the text beside it; the
// built command writes the same README and site as the sources compiling the text; a precompiled
// template is taken only while its text is unchanged.
import { describe, expect, test } from '@jest/globals';
import Handlebars from 'handlebars';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { compiledTemplate, loadPrecompiled, precompiledFor, precompiledModule, readTemplate, TEMPLATES } from '../../codegen/emit/reference/templates.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const BUILT = join(ROOT, 'dist/templates.cjs');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('precompiled templates', () => {
  test('every template in templates/ is listed, so none is compiled at run time', () => {
    const onDisk = filesUnder(join(ROOT, 'templates')).filter((f) => f.endsWith('.hbs'));
    expect(Object.keys(TEMPLATES).sort()).toEqual(onDisk.sort());
  });

  test('the build precompiled every template from the text beside it', () => {
    if (!existsSync(BUILT)) throw new Error('dist/ is missing: run `make` (or `npx tsup`) before the tests');
    const built = loadPrecompiled(BUILT);
    for (const name of Object.keys(TEMPLATES)) expect([name, precompiledFor(name, built) !== undefined]).toEqual([name, true]);
  });

  test('a precompiled template is taken while its text is unchanged, and compiled again once it changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specforge-templates-'));
    try {
      const path = join(dir, 'templates.cjs');
      await writeFile(path, precompiledModule(Handlebars));
      const fresh = loadPrecompiled(path)!;
      const name = 'site/other.html.hbs';
      expect(precompiledFor(name, fresh)).toBeDefined();
      // A copy whose template says something else under the right hash is used as it is...
      const otherPath = join(dir, 'other.cjs');
      await writeFile(
        otherPath,
        `module.exports = { ${JSON.stringify(name)}: { hash: ${JSON.stringify(fresh[name]!.hash)}, spec: ${Handlebars.precompile('precompiled')} } };`,
      );
      const other = loadPrecompiled(otherPath)!;
      expect(compiledTemplate(Handlebars.create(), name, other)({})).toBe('precompiled');
      // ...and one made from other text is not: the text is compiled.
      const stale = { [name]: { hash: 'f'.repeat(64), spec: other[name]!.spec } };
      expect(precompiledFor(name, stale)).toBeUndefined();
      const view = { otherResponses: [{ status: '404' }, { status: '409' }] };
      const text = compiledTemplate(Handlebars.create(), name, stale)(view);
      expect(text).toContain('<code>404</code>; <code>409</code>');
      expect(text).toBe(Handlebars.compile(readTemplate(name), { strict: false })(view));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the built command writes the same README and site as the sources', async () => {
    if (!existsSync(join(ROOT, 'dist/cli/main.js'))) throw new Error('dist/ is missing: run `make` (or `npx tsup`) before the tests');
    const out = await mkdtemp(join(tmpdir(), 'specforge-templates-'));
    try {
      const input = 'tests/fixtures/documents/features-31.yaml';
      const { main } = (await import(join(ROOT, 'dist/cli/main.js'))) as { main: (argv: string[]) => Promise<number> };
      const cwd = process.cwd();
      process.chdir(ROOT);
      const writes = process.stdout.write;
      process.stdout.write = () => true;
      let code: number;
      try {
        code = await main(['generate', input, '--out', out, '--outputs', 'reference']);
      } finally {
        process.stdout.write = writes;
        process.chdir(cwd);
      }
      expect(code).toBe(0);
      const { files } = await generate([{ path: join(ROOT, input), shown: input, name: 'features31' }]);
      const reports = [...files.keys()].filter((f) => /\/(README\.md|reference\/.+\.html)$/.test(f));
      expect(reports.length).toBeGreaterThan(3);
      for (const file of reports) expect([file, await readFile(join(out, file), 'utf8')]).toEqual([file, files.get(file)]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
