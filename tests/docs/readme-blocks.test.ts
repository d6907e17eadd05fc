// Documentation that is tested: every TypeScript block of the documents below is type-checked as a
// user's strict project would check it (under `"module": "nodenext"` and under
// `"moduleResolution": "bundler"`, against the built package through its `exports`) and run as its
// doctest annotation says (tests/docs/doc-blocks.ts): against the generated mocks, as a server
// receiving a delivery, or as it stands. A block that stops compiling or running fails here.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConsumerProject, MODULE_MODES, ROOT, type ConsumerProject, type DocTypeError, type RunResult } from './consumer-project.js';
import { extractBlocks } from './doc-blocks.js';

/** The documents whose TypeScript blocks are tested. */
const DOCUMENTS = ['README.md', 'generated/hosting/README.md', 'generated/audit/README.md', 'generated/webhooks/README.md'];

/**
 * Documents of many one-call examples (one per operation): their blocks run one after the other in
 * one process per set of mocks, with fresh handlers each (ConsumerProject.runBatch), instead of a
 * process each.
 */
const BATCHED = new Set(['generated/hosting/README.md', 'generated/audit/README.md', 'generated/webhooks/README.md']);

/**
 * Blocks known to fail, with how: `<mode> line <n> <TS code>` per type error (n: line within the
 * block), `run` when running fails. Each entry is checked exactly, so a block that starts passing
 * (or fails differently) fails this test until its entry is updated or removed.
 */
const EXPECTED_FAILURES: Record<string, string[]> = {};

// Blocks around a client generated from a document of the user's (`generated=`) need that client
// beside them: readme-generate.test.ts compiles and runs them, in a project of their own. A React
// page (`browser=`) needs a browser: tests/codegen/data-layers/react-page.browser.test.ts.
const blocks = DOCUMENTS.flatMap((file) => extractBlocks(readFileSync(join(ROOT, file), 'utf8'), file)).filter(
  (b) => !b.annotation.generated && !b.annotation.browser,
);
let project: ConsumerProject;
const typeErrors = new Map<string, DocTypeError[]>();
let batched = new Map<string, RunResult>();

beforeAll(async () => {
  project = await createConsumerProject(blocks);
  for (const mode of MODULE_MODES) {
    for (const [id, errors] of project.typecheck(mode)) typeErrors.set(`${mode} ${id}`, errors);
  }
  batched = await project.runBatch(blocks.filter((b) => BATCHED.has(b.file) && !b.annotation.typecheckOnly));
}, 600_000);

afterAll(async () => {
  await project?.dispose();
});

test('the documents have TypeScript blocks, each known by its place', () => {
  expect(blocks.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(7);
  // The generated references have an example per operation, each run against the mocks.
  expect(blocks.filter((b) => b.file === 'generated/hosting/README.md' && b.annotation.mocks.includes('hosting')).length).toBeGreaterThanOrEqual(145);
  for (const file of DOCUMENTS) expect([file, blocks.some((b) => b.file === file)]).toEqual([file, true]);
  const ids = new Set(blocks.map((b) => b.id));
  for (const id of Object.keys(EXPECTED_FAILURES)) expect([id, ids.has(id)]).toEqual([id, true]);
});

const title = (b: (typeof blocks)[number]) =>
  `${b.id} (line ${b.line}) ${EXPECTED_FAILURES[b.id] ? 'fails only as listed in EXPECTED_FAILURES' : b.annotation.typecheckOnly ? 'compiles' : 'compiles and runs'}`;

test.each(blocks.map((b) => [title(b), b] as const))(
  '%s',
  async (_name, block) => {
    const failures: string[] = [];
    const details: string[] = [];
    for (const mode of MODULE_MODES) {
      for (const e of typeErrors.get(`${mode} ${block.id}`) ?? []) {
        failures.push(`${mode} line ${e.blockLine} ${e.code}`);
        details.push(`${mode} ${e.at} ${e.code}: ${e.message}`);
      }
    }
    if (!block.annotation.typecheckOnly) {
      const run = batched.get(block.id) ?? (await project.run(block));
      if (!run.ok) {
        failures.push('run');
        details.push(`run: ${run.output}`);
      }
    }
    const expected = EXPECTED_FAILURES[block.id] ?? [];
    if (JSON.stringify(failures) !== JSON.stringify(expected)) {
      const listed = expected.length > 0 ? `expected failures listed: ${JSON.stringify(expected)}` : 'not listed as failing';
      throw new Error(
        `${block.id} (${block.file}:${block.line}), ${listed}; got ${JSON.stringify(failures)}\n${details.join('\n')}\n--- the block:\n${block.code}`,
      );
    }
    expect(failures).toEqual(expected);
  },
  120_000,
);
