// `specforge diff` checked against the code, not only the documents: for each fixture pair, both
// clients are generated with the real generator, a consumer using OLD's whole surface
// (tests/helpers/diff-consumer.ts) is type-checked against OLD (it compiles) and against NEW; every
// breaking change the diff reports that a caller meets at compile time is a compile error on a
// line using its symbol, and every compile error is on a line using a symbol of a change the diff
// reports (at any level).
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
import { consumerOf, covers, tagsByLine } from '../../helpers/diff-consumer.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const FIXTURES = join(ROOT, 'tests/fixtures/diff');
const RULE_IDS = Object.keys(RULES) as RuleId[];

interface Pair {
  changes: Change[];
  consumer: string;
  againstOld: string;
  againstNew: string;
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
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
    baseUrl: ROOT,
    paths: { specforge: ['./runtime/index.ts'], 'specforge/runtime': ['./runtime/support/index.ts'], 'specforge/runtime/*': ['./runtime/support/*.ts'] },
  });
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
    pairs.set(rule, { changes: compareSurfaces(old.surface, now.surface).changes, consumer, againstOld, againstNew });
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
});
