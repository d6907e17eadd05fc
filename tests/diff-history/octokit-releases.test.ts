// `specforge diff` on consecutive releases of a public description: GitHub's, as @octokit/openapi
// publishes it (22.0.0 → 23.0.0, a major release; 23.0.0 → 23.0.1, a patch), fetched from npm by
// `make check-diff-history` into .scratch/diff-history (never committed). The oracle is the
// documents themselves, read without specforge: every operation a release drops is reported as
// removed or moved, and each release is graded as its authors numbered it. Then the consumer
// check of tests/codegen/diff/consumer-compile.test.ts on both pairs: both clients generated, a
// consumer of the old client's whole surface type-checked against the new one; every compile
// error is on a line of a reported change, and every breaking change met at compile time is one.
// And on the wire: the consumer's calls, and probes at the edges the old release allowed, sent to
// the params validators generated from each release: the old one accepts every example call of
// the consumer (another call or probe it refuses is no call its client sent, left out), each call the new one refuses is a reported breaking change, and each reported
// narrowing of what a caller may send is a compile error or a refused call. Each pair prints its
// figures (changes, grade, compile errors, refused calls, consumer lines, seconds).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { compareSurfaces, type DiffResult } from '../../codegen/diff/compare.js';
import { RULES } from '../../codegen/diff/rules.js';
import { surfaceOf, type Surface } from '../../codegen/diff/surface.js';
import { emitService, loadDocuments } from '../../codegen/generate.js';
import { buildModel } from '../../codegen/model/build.js';
import type { ServiceModel } from '../../codegen/model/types.js';
import { DiagnosticSink } from '../../codegen/openapi/diagnostics.js';
import { callsOf, consumerOf, covers, probesOf, tagsByLine } from '../helpers/diff-consumer.js';
import { NARROWING, validatorsByMethod, validatorsIn, wireCheck, type Refusal } from '../helpers/refused-calls.js';
import { GENERATED_CODE_OPTIONS } from '../helpers/type-errors.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const HISTORY = process.env.SPECFORGE_DIFF_HISTORY ?? join(ROOT, '.scratch/diff-history');
const file = (version: string) => join(HISTORY, version, 'package/generated/api.github.com.json');
const PAIRS = [
  { old: '22.0.0', now: '23.0.0', graded: 'major' },
  { old: '23.0.0', now: '23.0.1', graded: 'patch' },
] as const;

const VERBS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
/** `GET /path` of every operation, read from the document as JSON. */
function operationsOf(version: string): Set<string> {
  const doc = JSON.parse(readFileSync(file(version), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return new Set(Object.entries(doc.paths).flatMap(([path, item]) => VERBS.filter((v) => v in item).map((v) => `${v.toUpperCase()} ${path}`)));
}

let dir: string;
const models = new Map<string, { model: ServiceModel; surface: Surface }>();
const folders = new Map<string, string>();

/** The model and surface of a release (modelled once). */
async function modelled(version: string) {
  const known = models.get(version);
  if (known) return known;
  const sink = new DiagnosticSink(false);
  const [doc] = await loadDocuments([{ path: file(version), shown: `api.github.com-${version}.json`, name: 'github' }], sink);
  const model = buildModel(doc!, sink);
  const entry = { model, surface: surfaceOf(model, doc) };
  models.set(version, entry);
  return entry;
}

/** The release's client generated into a folder of its own (once), with its model and surface. */
async function generated(version: string) {
  const entry = await modelled(version);
  let folder = folders.get(version);
  if (folder === undefined) {
    folder = join(dir, version);
    for (const [path, text] of Object.entries(emitService(entry.model))) {
      await mkdir(dirname(join(folder, path)), { recursive: true });
      await writeFile(join(folder, path), text);
    }
    folders.set(version, folder);
  }
  return { ...entry, folder };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-diff-history-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each(PAIRS)('$old → $now', ({ old, now, graded }) => {
  let result: DiffResult;
  let diffSeconds = 0;
  beforeAll(async () => {
    const a = (await modelled(old)).surface;
    const b = (await modelled(now)).surface;
    const started = performance.now();
    result = compareSurfaces(a, b);
    diffSeconds = (performance.now() - started) / 1000;
  }, 1_800_000);

  test(`is graded as its authors numbered it (${graded})`, () => {
    // A patch release changes nothing a caller of the client meets, or only what a patch may.
    if (graded === 'patch') expect(['none', 'patch']).toContain(result.semver);
    else expect(result.semver).toBe(graded);
  });

  test('every operation the release drops is reported removed or moved', () => {
    const kept = operationsOf(now);
    const dropped = [...operationsOf(old)].filter((op) => !kept.has(op));
    const reported = new Set(result.changes.filter((c) => c.rule === 'operation-removed' || c.rule === 'operation-moved').map((c) => c.operation));
    expect(dropped.filter((op) => !reported.has(op))).toEqual([]);
  });

  test('the consumer of the old client: compiles against it; against the new one, compile errors and reported changes match; so do refused calls', async () => {
    const started = performance.now();
    const a = await generated(old);
    const b = await generated(now);
    const source = consumerOf(a.model, a.surface, './old/github/index.js');
    const pairDir = join(dir, `${old}-${now}`);
    await mkdir(pairDir, { recursive: true });
    const { symlink } = await import('node:fs/promises');
    await symlink(a.folder, join(pairDir, 'old'));
    await symlink(b.folder, join(pairDir, 'new'));
    const againstOld = join(pairDir, 'consumer-old.ts');
    const againstNew = join(pairDir, 'consumer-new.ts');
    await writeFile(againstOld, source);
    await writeFile(againstNew, source.replaceAll("'./old/github/index.js'", "'./new/github/index.js'"));
    const program = ts.createProgram([againstOld, againstNew], GENERATED_CODE_OPTIONS);
    const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.file);
    const at = (name: string) =>
      errors
        .filter((d) => d.file!.fileName.endsWith(name))
        .map((d) => ({ line: d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') }));
    const tags = tagsByLine(source);
    expect(at('consumer-old.ts').map((e) => `line ${e.line}: ${e.message}`)).toEqual([]);
    const found = at('consumer-new.ts');
    const unreported = found.filter((e) => !result.changes.some((c) => covers(c, tags.get(e.line) ?? [])));
    expect(unreported.map((e) => `line ${e.line} [${(tags.get(e.line) ?? []).join(' ')}]: ${e.message}`)).toEqual([]);
    const silent = result.changes.filter(
      (c) => c.level === 'breaking' && RULES[c.rule].meets === 'compile' && !found.some((e) => covers(c, tags.get(e.line) ?? [])),
    );
    expect(silent.map((c) => `${c.rule} ${c.symbol}: ${c.message}`)).toEqual([]);

    // On the wire: the consumer's calls and the probes OLD accepts, sent to NEW's validators.
    const shown = (r: Refusal) => `${r.call.method}${r.call.probe ? ` [${r.call.probe}]` : ''}: ${r.reasons.join('; ')}`;
    const oldValidators = validatorsByMethod(a.model, await validatorsIn(dir, join(a.folder, 'github')));
    const newValidators = validatorsByMethod(b.model, await validatorsIn(dir, join(b.folder, 'github')));
    const calls = callsOf(a.model, a.surface);
    const probes = probesOf(a.model, a.surface);
    const { refusedExamples, leftOut, sent, refused } = wireCheck([...calls, ...probes], oldValidators, newValidators);
    expect(refusedExamples.map(shown)).toEqual([]);
    expect(refused.filter((r) => !result.changes.some((c) => c.level === 'breaking' && covers(c, r.tags))).map(shown)).toEqual([]);
    const unmet = result.changes.filter(
      (c) =>
        c.level === 'breaking' && NARROWING.has(c.rule) && !found.some((e) => covers(c, tags.get(e.line) ?? [])) && !refused.some((r) => covers(c, r.tags)),
    );
    expect(unmet.map((c) => `${c.rule} ${c.symbol}: ${c.message}`)).toEqual([]);

    const count = (level: string) => result.changes.filter((c) => c.level === level).length;
    process.stdout.write(
      `${old} → ${now} (released as ${graded}): ${result.changes.length} changes (${count('breaking')} breaking, ${count('warning')} warnings, ${count('info')} info), graded ${result.semver}; ` +
        `${found.length} compile errors against ${now}, consumer of ${source.split('\n').length} lines; ` +
        `${calls.length} calls and ${probes.length} probes, ${sent.length} sent (${leftOut.length} that ${old}'s own validators refuse left out), ${refused.length} refused by ${now}; ` +
        `diff ${diffSeconds.toFixed(1)} s, consumer check ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }, 1_800_000);
});
