// `specforge diff` checked against the code, not only the documents: for each fixture pair, both
// clients are generated with the real generator, a consumer using OLD's whole surface
// (tests/helpers/diff-consumer.ts) is type-checked against OLD (it compiles) and against NEW; every
// breaking change the diff reports that a caller meets at compile time is a compile error on a
// line using its symbol, and every compile error is on a line using a symbol of a change the diff
// reports (at any level). Then on the wire: the consumer's calls, and probes at the edges OLD
// allowed (tests/helpers/diff-consumer.ts), sent to the params validators generated from OLD (each
// example accepted; another call or probe OLD refuses is no call its client sent, left out) and
// from NEW: every call NEW refuses is a reported
// breaking change, and every reported narrowing of what a caller may send is met as a compile
// error or a refused call.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { compareSurfaces, type Change } from '../../../codegen/diff/compare.js';
import { RULES, type RuleId } from '../../../codegen/diff/rules.js';
import { surfaceOf } from '../../../codegen/diff/surface.js';
import { emitService, loadDocuments } from '../../../codegen/generate.js';
import { buildModel } from '../../../codegen/model/build.js';
import { DiagnosticSink } from '../../../codegen/openapi/diagnostics.js';
import { callsOf, consumerOf, covers, probesOf, tagsByLine } from '../../helpers/diff-consumer.js';
import { NARROWING, validatorsByMethod, validatorsIn, wireCheck, type Refusal, type WireCheck } from '../../helpers/refused-calls.js';
import { GENERATED_CODE_OPTIONS } from '../../helpers/type-errors.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const FIXTURES = join(ROOT, 'tests/fixtures/diff');
const RULE_IDS = Object.keys(RULES) as RuleId[];

interface Pair {
  changes: Change[];
  consumer: string;
  againstOld: string;
  againstNew: string;
  /** The consumer's calls and probes through OLD's validators, and those OLD accepts through NEW's. */
  wire: WireCheck;
}

let dir: string;
const pairs = new Map<RuleId, Pair>();
/** Compile errors by consumer file: line numbers and messages. */
let errors = new Map<string, { line: number; message: string }[]>();

/** Generates `path` into `into`/pets, and returns its model and surface. */
async function generateInto(path: string, into: string) {
  const sink = new DiagnosticSink(false);
  const [doc] = await loadDocuments([{ path, shown: path.slice(ROOT.length + 1), name: 'pets' }], sink);
  const model = buildModel(doc!, sink);
  const surface = surfaceOf(model, doc);
  for (const [file, text] of Object.entries(emitService(model))) {
    await mkdir(dirname(join(into, file)), { recursive: true });
    await writeFile(join(into, file), text);
  }
  return { model, surface };
}

function compile(files: string[]): Map<string, { line: number; message: string }[]> {
  const program = ts.createProgram(files, GENERATED_CODE_OPTIONS);
  const found = new Map<string, { line: number; message: string }[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (!d.file) continue;
    const list = found.get(d.file.fileName) ?? [];
    list.push({ line: d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1, message: ts.flattenDiagnosticMessageText(d.messageText, ' ') });
    found.set(d.file.fileName, list);
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-diff-consumer-'));
  for (const rule of RULE_IDS) {
    const at = join(dir, rule);
    const old = await generateInto(join(FIXTURES, rule, 'old.yaml'), join(at, 'old'));
    const now = await generateInto(join(FIXTURES, rule, 'new.yaml'), join(at, 'new'));
    const againstOld = join(at, 'consumer-old.ts');
    const againstNew = join(at, 'consumer-new.ts');
    const consumer = consumerOf(old.model, old.surface, './old/pets/index.js');
    await writeFile(againstOld, consumer);
    await writeFile(againstNew, consumer.replaceAll("'./old/pets/index.js'", "'./new/pets/index.js'"));
    const oldValidators = validatorsByMethod(old.model, await validatorsIn(dir, join(at, 'old/pets')));
    const newValidators = validatorsByMethod(now.model, await validatorsIn(dir, join(at, 'new/pets')));
    const wire = wireCheck([...callsOf(old.model, old.surface), ...probesOf(old.model, old.surface)], oldValidators, newValidators);
    pairs.set(rule, { changes: compareSurfaces(old.surface, now.surface).changes, consumer, againstOld, againstNew, wire });
  }
  errors = compile([...pairs.values()].flatMap((p) => [p.againstOld, p.againstNew]));
}, 600_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('the consumer uses the whole surface: every method, parameter and field of the base document', () => {
  const { consumer } = pairs.get('type-added')!;
  for (const symbol of ['client.pets.getPet', 'client.pets.listPets', 'client.pets.createPet', 'client.store.placeOrder', 'client.meta.health'])
    expect(consumer).toContain(`  await ${symbol}(`);
  for (const symbol of ['PetsCreatePetParams.tag', 'PetsGetPetParams.fields', 'Pet.owner.login', 'Pet.shape', 'PetsListPetsResponse.total', 'Order.quantity'])
    expect(consumer).toMatch(new RegExp(`@sym .*${symbol.replace(/\./g, '\\.')}`));
});

describe.each(RULE_IDS)('%s', (rule) => {
  test('the consumer compiles against OLD', () => {
    expect(errors.get(pairs.get(rule)!.againstOld) ?? []).toEqual([]);
  });

  test('against NEW: each breaking change met at compile time is a compile error, and each compile error is a reported change', () => {
    const pair = pairs.get(rule)!;
    const tags = tagsByLine(pair.consumer);
    const found = errors.get(pair.againstNew) ?? [];
    const unreported = found.filter((e) => !pair.changes.some((c) => covers(c, tags.get(e.line) ?? [])));
    expect(unreported.map((e) => `line ${e.line} [${(tags.get(e.line) ?? []).join(' ')}]: ${e.message}`)).toEqual([]);
    const compileTime = pair.changes.filter((c) => c.level === 'breaking' && RULES[c.rule].meets === 'compile');
    const silent = compileTime.filter((c) => !found.some((e) => covers(c, tags.get(e.line) ?? [])));
    expect(silent.map((c) => `${c.rule} ${c.symbol}: ${c.message}`)).toEqual([]);
    // The fixture's own rule, when a caller meets it at compile time, breaks the build.
    if (RULES[rule].level === 'breaking' && RULES[rule].meets === 'compile') expect(found.length).toBeGreaterThan(0);
  });

  test("on the wire: OLD's validators accept every example call of the consumer; each call NEW's refuse is a reported breaking change; each reported narrowing is met", () => {
    const pair = pairs.get(rule)!;
    const shown = (r: Refusal) => `${r.call.method}(${JSON.stringify(r.call.values)})${r.call.probe ? ` [${r.call.probe}]` : ''}: ${r.reasons.join('; ')}`;
    expect(pair.wire.refusedExamples.map(shown)).toEqual([]);
    const unreported = pair.wire.refused.filter((r) => !pair.changes.some((c) => c.level === 'breaking' && covers(c, r.tags)));
    expect(unreported.map(shown)).toEqual([]);
    const tags = tagsByLine(pair.consumer);
    const found = errors.get(pair.againstNew) ?? [];
    const unmet = pair.changes.filter(
      (c) =>
        c.level === 'breaking' &&
        NARROWING.has(c.rule) &&
        !found.some((e) => covers(c, tags.get(e.line) ?? [])) &&
        !pair.wire.refused.some((r) => covers(c, r.tags)),
    );
    expect(unmet.map((c) => `${c.rule} ${c.symbol}: ${c.message}`)).toEqual([]);
    // The fixture's own rule, when a caller meets it only on the wire, refuses a call.
    if (NARROWING.has(rule) && RULES[rule].meets === 'wire') expect(pair.wire.refused.length).toBeGreaterThan(0);
  });
});
