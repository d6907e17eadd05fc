// CI only (`make check-replay`, which fetches the recordings; .ci/run calls it): real HTTP traffic
// of api.github.com recorded and published by Octokit (@octokit/fixtures, nock format), replayed
// through GitHub's client as a user makes it (the packed package's `specforge generate` on GitHub's
// official description, compiled in a scratch project) and through Octokit 22, with a fetch that
// answers from the recordings (tests/replay/). Writes .scratch/replay-report.md (per scenario,
// the exchanges each client reproduced, every difference with its cause) and .json, and prints
// the report. Fails on a difference no cause in causes.ts explains and on a cause that explains
// nothing any more.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consumerProject, ROOT, type ConsumerProject } from '../helpers/consumer-project.js';
import type { ReplayOutput } from '../replay/driver.js';
import { classify, isReproduced, markdownReport, type Column } from '../replay/report.js';
import { CAUSES } from './causes.js';

const FIXTURES = process.env.SPECFORGE_REPLAY_FIXTURES ?? '';
const SCENARIOS = join(FIXTURES, 'scenarios/api.github.com');
if (!existsSync(SCENARIOS)) throw new Error(`${SCENARIOS} is missing: run \`make check-replay\`, which fetches @octokit/fixtures into .scratch/replay`);
const GITHUB = join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const versionOf = (dir: string): string => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

let project: ConsumerProject | undefined;
let columns: Column[] = [];

beforeAll(async () => {
  project = await consumerProject();
  const overlay = join(project.dir, 'node_modules/specforge/examples/github/github.overlay.yaml');
  for (const args of [
    ['generate', GITHUB, '--overlay', overlay, '--out', 'src/api', '--name', 'github'],
    ['generate', GITHUB, '--out', 'src/api', '--name', 'githubPlain'],
  ]) {
    const generated = await project.specforge(args);
    if (generated.code !== 0) throw new Error(`specforge ${args.join(' ')} failed:\n${generated.stderr}`);
  }
  const compiled = await project.typecheck('nodenext', { emit: true, include: ['src/api/github/**/*.ts', 'src/api/githubPlain/**/*.ts'] });
  if (compiled.code !== 0) throw new Error(`the generated client does not compile:\n${compiled.stdout.slice(0, 4000)}`);
  await build({
    entryPoints: [join(ROOT, 'tests/replay/driver.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: join(project.dir, 'replay-driver.mjs'),
    logLevel: 'warning',
  });
  const out = join(project.dir, 'replay.json');
  const run = await project.node('replay-driver.mjs', [
    join(project.dir, 'src/api/github/index.js'),
    join(project.dir, 'src/api/githubPlain/index.js'),
    SCENARIOS,
    GITHUB,
    out,
  ]);
  if (run.code !== 0) throw new Error(`the replay driver failed:\n${run.stderr}`);
  const output = JSON.parse(await readFile(out, 'utf8')) as ReplayOutput;
  const octokit = versionOf(join(ROOT, 'node_modules/@octokit/rest'));
  columns = [
    { name: 'specforge', label: 'specforge with the GitHub overlay', results: output.results.specforge },
    { name: 'specforge-plain', label: 'specforge, the description as published', results: output.results['specforge-plain'] },
    { name: 'octokit', label: `Octokit ${octokit}`, results: output.results.octokit },
  ];
  const report = markdownReport({
    title: 'Recorded api.github.com traffic replayed through the generated client and Octokit',
    preamble: [
      `Recordings: @octokit/fixtures ${versionOf(FIXTURES)} (scenarios/api.github.com/*/normalized-fixture.json): ${output.exchanges.length} exchanges in ${new Set(output.exchanges.map((e) => e.scenario)).size} scenarios, recorded against api.github.com.`,
      `Clients: \`specforge generate\` of the packed package on @octokit/openapi ${versionOf(join(ROOT, 'node_modules/@octokit/openapi'))} (generated/api.github.com.json), with the package's examples/github/github.overlay.yaml and as published, compiled with tsc; Octokit: @octokit/rest ${octokit}.`,
      'Each call is made as a program would (the operation matched by method and path template, parameters from the recorded path, query and body, `mediaType.format` for a `vnd.github.v3.<format>` Accept, the file type of a binary upload as a header) with a fetch that answers from the recording and follows redirects as fetch does.',
      'An exchange is reproduced when the request sent in its place has the same method, origin, path, query, body, `accept` and `content-type` (absent ≠ present), and, where the client returns the answer, the same status and decoded body.',
      "Both specforge clients and Octokit get the recorded token as `auth` (the README's `new GitHubClient({ auth: token })`).",
    ],
    columns,
    causes: CAUSES,
  });
  await mkdir(join(ROOT, '.scratch'), { recursive: true });
  await writeFile(join(ROOT, '.scratch/replay-report.md'), report);
  const summary = Object.fromEntries(columns.map((c) => [c.name, { reproduced: c.results.filter(isReproduced).length, exchanges: c.results.length }]));
  const differences = columns.flatMap((c) => classify(c, CAUSES)).map((x) => ({ ...x, cause: x.cause?.id ?? null }));
  await writeFile(
    join(ROOT, '.scratch/replay-report.json'),
    JSON.stringify({ summary, exchanges: output.exchanges, differences, results: output.results }, null, 2),
  );
  process.stdout.write(`\n${report}\n`);
}, 900_000);

afterAll(async () => {
  await project?.dispose();
});

// The pinned recordings (Makefile, OCTOKIT_FIXTURES): 71 exchanges in 22 scenarios.
test('every recorded exchange is replayed through each client', () => {
  for (const c of columns) expect(c.results.length).toBe(71);
});

test.each(['specforge', 'specforge-plain', 'octokit'])('every difference of %s has a known cause', (name) => {
  const column = columns.find((c) => c.name === name)!;
  const unexplained = classify(column, CAUSES).filter((x) => !x.cause);
  expect(unexplained.map((x) => `${x.exchange} ${x.difference.field}: recording ${x.difference.expected}; client ${x.difference.actual}`)).toEqual([]);
});

// A cause that explains nothing any more was fixed: take it off causes.ts.
test('every known cause still explains a difference', () => {
  const used = new Set(columns.flatMap((c) => classify(c, CAUSES)).map((x) => x.cause?.id));
  expect(CAUSES.map((c) => c.id).filter((id) => !used.has(id))).toEqual([]);
});

// Issue 22's acceptance.
test('specforge with the overlay reproduces at least as many exchanges as Octokit 22', () => {
  const count = (name: string) => columns.find((c) => c.name === name)!.results.filter(isReproduced).length;
  expect(count('specforge')).toBeGreaterThanOrEqual(count('octokit'));
});
