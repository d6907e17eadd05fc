// Section 11 of `make bench` (`npx tsx bench/run.ts data-layers`; issue 48): specforge's TanStack
// Query and zod outputs beside @hey-api/openapi-ts's `@tanstack/react-query` and `zod` plugins (with
// its fetch client; the version the scale section pins, installed by bench/scale/peers.ts into
// .scratch/peers) on the same documents, in the same run:
//   - generation time of each service document of specs/ (specforge: the built generator,
//     dist/cli, with outputs client, tanstack-query and zod; hey-api: `createClient` with those
//     plugins), each a fresh `node` process, interleaved rounds, median CPU and wall time;
//   - the browser bundle of one query (specs/hosting.yaml's `gists.get`, fetched by TanStack's
//     QueryClient from @tanstack/react-query, so both carry the same library), and of one zod
//     schema's parse (the operation's answer), esbuild as section 8 bundles (minified, gzip -9),
//     beside the same app written by hand (a queryFn over fetch; a zod object), the floor;
//   - tsc time of a consumer with 10 useQuery calls over 10 reads of hosting (the operations of
//     section 7), data fields read, strict, skipLibCheck, bundler resolution; and of the same file
//     with its imports alone: what the generated code costs, and what the 10 queries add;
//   - the one-method browser bundle (section 8's `HostingCore` + `gistsGet` app) over hosting
//     generated with the client alone and with every output (mocks, schemas, tanstack-query, swr,
//     zod): the new outputs must not add a byte to an app that does not import them.
// Everything lives in .scratch/bench-data-layers/ (node_modules/specforge links to this
// repository, as section 8 does; react-query and zod resolve from this repository's devDependencies).

import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { prepareBundleDir, topInputs } from '../bundle-size.js';
import { installPeers } from '../scale/peers.js';
import { fmt, median, ratio, rotate, table } from '../stats.js';
import { measure } from '../world/measure.js';
import { PEER_TSCONFIG } from '../world/peers.js';

const DIR = '.scratch/bench-data-layers';
const DOCUMENTS = ['audit', 'hosting', 'webhooks'] as const;
const COMPARED_OUTPUTS = 'client,tanstack-query,zod';
const EVERY_OUTPUT = 'client,mocks,schemas,tanstack-query,swr,zod';
const OPTIONS = { bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' } as const;

/** The 10 reads of the consumer: operation base name, specforge's parameters, hey-api's `{ path, query }`, and the field read. */
const QUERIES: ReadonlyArray<{ op: string; params: Record<string, unknown>; query?: readonly string[]; read: string }> = [
  { op: 'gistsGet', params: { gist_id: 'aa5a315d61ae9438b18d' }, read: 'description' },
  { op: 'gistsListPublic', params: { per_page: 100 }, query: ['per_page'], read: 'length' },
  { op: 'codesOfConductGetConductCode', params: { key: 'contributor_covenant' }, read: 'name' },
  { op: 'gitGetCommit', params: { owner: 'o', repo: 'r', commit_sha: '7638417db6d59f3c431d3e1f261cc637155684cd' }, read: 'message' },
  { op: 'gitGetRef', params: { owner: 'o', repo: 'r', ref: 'heads/main' }, read: 'ref' },
  { op: 'gitGetTree', params: { owner: 'o', repo: 'r', tree_sha: '9fb037999f264ba9a7fc6274d15fa3ae2ab98312' }, read: 'sha' },
  { op: 'checksGet', params: { owner: 'o', repo: 'r', check_run_id: 4 }, read: 'status' },
  { op: 'actionsGetWorkflowRun', params: { owner: 'o', repo: 'r', run_id: 30433642 }, read: 'head_branch' },
  { op: 'appsGetBySlug', params: { app_slug: 'octoapp' }, read: 'slug' },
  { op: 'gistsGetComment', params: { gist_id: 'aa5a315d61ae9438b18d', comment_id: 1 }, read: 'body' },
];

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false' };
  delete env.NODE_OPTIONS;
  return env;
}

/** One `node` process: wall and CPU time (user + system, GNU time: less stretched than wall time by other work on a shared machine). */
interface Timed {
  wall: number;
  cpu: number;
}

function run(args: readonly string[], cwd: string): Timed & { ok: boolean; output: string } {
  const r = measure(process.execPath, args, { cwd, env: childEnv(), timeoutMs: 600_000 });
  return { wall: r.ms, cpu: r.cpuMs || r.ms, ok: r.exit === '0', output: `${r.stdout}${r.stderr}` };
}

const heyParams = (q: (typeof QUERIES)[number]) => {
  const path = Object.fromEntries(Object.entries(q.params).filter(([k]) => !q.query?.includes(k)));
  const query = Object.fromEntries(Object.entries(q.params).filter(([k]) => q.query?.includes(k)));
  return JSON.stringify({ ...(Object.keys(path).length ? { path } : {}), ...(Object.keys(query).length ? { query } : {}) });
};

/** The 10-query consumer of each tool, and the same file with its imports alone. */
function consumers(): Record<'sf' | 'hey', { queries: string; imports: string }> {
  const sfImports = [
    `import { useQuery } from '@tanstack/react-query';`,
    `import { HostingCore } from './sf/hosting/operations.js';`,
    `import { ${QUERIES.map((q) => `${q.op}QueryOptions`).join(', ')} } from './sf/hosting/tanstack-query.js';`,
    `const core = new HostingCore({ auth: 'token' });`,
  ];
  const heyImports = [
    `import { useQuery } from '@tanstack/react-query';`,
    `import { client } from './hey/hosting/client.gen.js';`,
    `import { ${QUERIES.map((q) => `${q.op}Options`).join(', ')} } from './hey/hosting/@tanstack/react-query.gen.js';`,
    `client.setConfig({ headers: { authorization: 'token t' } });`,
  ];
  const body = (call: (q: (typeof QUERIES)[number]) => string) => [
    `export function Page(): string[] {`,
    `  const out: string[] = [];`,
    ...QUERIES.flatMap((q, i) => [`  const q${i} = useQuery(${call(q)});`, `  out.push(String(q${i}.data?.${q.read}));`]),
    `  // @ts-expect-error: no such field in the typed data`,
    `  out.push(String(q0.data?.no_such_field));`,
    `  return out;`,
    `}`,
  ];
  const sf = body((q) => `${q.op}QueryOptions(core, ${JSON.stringify(q.params)})`);
  const hey = body((q) => `${q.op}Options(${heyParams(q)})`);
  const keep = (names: string) => `export const used = [${names}];`;
  return {
    sf: {
      queries: [...sfImports, ...sf].join('\n'),
      imports: [...sfImports, keep(['useQuery', 'core', ...QUERIES.map((q) => `${q.op}QueryOptions`)].join(', '))].join('\n'),
    },
    hey: {
      queries: [...heyImports, ...hey].join('\n'),
      imports: [...heyImports, keep(['useQuery', ...QUERIES.map((q) => `${q.op}Options`)].join(', '))].join('\n'),
    },
  };
}

interface Bundle {
  gzip?: number;
  min?: number;
  top?: string;
  /** The bundle's text (to compare two builds byte for byte). */
  text?: string;
  error?: string;
}

async function bundle(dir: string, id: string, source: string, mustContain: string): Promise<Bundle> {
  const entry = resolve(dir, `${id}.ts`);
  writeFileSync(entry, `// Generated by bench/data-layers/bench.ts.\n${source}\n`);
  try {
    const result = await build({ ...OPTIONS, entryPoints: [entry], absWorkingDir: dir, outfile: resolve(dir, `${id}.bundle.js`) });
    const code = result.outputFiles[0]!.contents;
    const text = Buffer.from(code).toString('utf8');
    // Honesty check: the call's route (or the schema) is in the bundle, not tree-shaken away.
    if (!text.includes(mustContain)) throw new Error(`the bundle does not contain ${mustContain}`);
    writeFileSync(resolve(dir, `${id}.bundle.js`), code);
    return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, top: topInputs(result.metafile, 3), text };
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
    return { error: first ?? (error instanceof Error ? error.message.split('\n')[0] : String(error)) };
  }
}

function tscTime(dir: string, file: string, tsc: string): Timed & { errors: string[] } {
  const config = `tsconfig.${file}.json`;
  writeFileSync(join(dir, config), JSON.stringify({ compilerOptions: PEER_TSCONFIG, files: [`${file}.ts`] }, null, 2));
  const r = run([tsc, '-p', config, '--pretty', 'false'], dir);
  return { wall: r.wall, cpu: r.cpu, errors: r.output.split('\n').filter((l) => /error TS\d+/.test(l)) };
}

export async function benchDataLayers(root: string, rounds: number, progress: (line: string) => void): Promise<string> {
  const peers = installPeers(root, (l) => progress(`data layers: ${l}`));
  const heyVersion = peers.versions.get('@hey-api/openapi-ts');
  if (peers.error || !heyVersion) return `## 11. Data layers beside hey-api\n\n_Not run: ${peers.error ?? 'hey-api missing'}._\n`;
  const dir = resolve(root, DIR);
  prepareBundleDir(root, dir);
  const specforgeGen = resolve(dir, 'gen-specforge.mjs');
  writeFileSync(
    specforgeGen,
    `const { main } = await import(${JSON.stringify(resolve(root, 'dist/cli/main.js'))});\nprocess.exitCode = await main(process.argv.slice(2));\n`,
  );
  const heyGen = resolve(dir, 'gen-hey.mjs');
  writeFileSync(
    heyGen,
    [
      `const { createClient } = await import(${JSON.stringify(resolve(peers.modules, '@hey-api/openapi-ts/dist/index.mjs'))});`,
      `const [input, output] = process.argv.slice(2);`,
      `await createClient({ input, output, logs: { level: 'silent', file: false }, plugins: ['@hey-api/client-fetch', '@tanstack/react-query', 'zod'] });`,
    ].join('\n'),
  );
  // Each output folder is deleted first, so that every file is written (as section 4 regenerates).
  const fresh = (folder: string) => {
    rmSync(folder, { recursive: true, force: true });
    return folder;
  };
  const generators = {
    sf: (doc: string, out = 'sf', outputs = COMPARED_OUTPUTS) => {
      fresh(resolve(dir, out, doc)); // specforge writes <out>/<name>/
      return run([specforgeGen, 'generate', resolve(root, `specs/${doc}.yaml`), '--out', resolve(dir, out), '--name', doc, '--outputs', outputs], dir);
    },
    hey: (doc: string) => run([heyGen, resolve(root, `specs/${doc}.yaml`), fresh(resolve(dir, 'hey', doc))], dir),
  };

  // Generation time, interleaved rounds (the first round is a warm-up of the disk cache).
  progress(`data layers: generation, ${rounds} rounds × ${DOCUMENTS.length} documents × 2 tools`);
  const gen = new Map<string, Timed[]>();
  const failures: string[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const doc of DOCUMENTS) {
      for (const tool of rotate(['sf', 'hey'] as const, r)) {
        const result = generators[tool](doc);
        if (!result.ok) failures.push(`${tool} ${doc}: ${result.output.trim().split('\n').slice(-3).join(' ').slice(0, 300)}`);
        if (r > 0) gen.set(`${tool}-${doc}`, [...(gen.get(`${tool}-${doc}`) ?? []), result]);
      }
    }
  }
  // hosting with every output, and with the client alone: the one-method app over each.
  for (const [out, outputs] of [
    ['sf-every', EVERY_OUTPUT],
    ['sf-client', 'client'],
  ] as const) {
    const result = generators.sf('hosting', out, outputs);
    if (!result.ok) failures.push(`sf hosting --outputs ${outputs}: ${result.output.slice(0, 300)}`);
  }

  progress('data layers: bundles');
  const gistRoute = '/gists/';
  const qc = `import { QueryClient } from '@tanstack/react-query';`;
  const bundles = {
    sfQuery: await bundle(
      dir,
      'sf-query',
      [
        qc,
        `import { HostingCore } from './sf/hosting/operations.js';`,
        `import { gistsGetQueryOptions } from './sf/hosting/tanstack-query.js';`,
        `const core = new HostingCore({ auth: 'token' });`,
        `new QueryClient().fetchQuery(gistsGetQueryOptions(core, { gist_id: 'aa5a315d61ae9438b18d' })).then((d) => console.log(d.description));`,
      ].join('\n'),
      gistRoute,
    ),
    heyQuery: await bundle(
      dir,
      'hey-query',
      [
        qc,
        `import { client } from './hey/hosting/client.gen.js';`,
        `import { gistsGetOptions } from './hey/hosting/@tanstack/react-query.gen.js';`,
        `client.setConfig({ headers: { authorization: 'token t' } });`,
        `new QueryClient().fetchQuery(gistsGetOptions({ path: { gist_id: 'aa5a315d61ae9438b18d' } })).then((d) => console.log(d.description));`,
      ].join('\n'),
      gistRoute,
    ),
    handQuery: await bundle(
      dir,
      'hand-query',
      [
        qc,
        `const id = 'aa5a315d61ae9438b18d';`,
        `new QueryClient().fetchQuery({ queryKey: ['gists', id], queryFn: ({ signal }) => fetch('https://api.github.com/gists/' + id, { signal, headers: { authorization: 'token t' } }).then((r) => r.json() as Promise<{ description: string }>) }).then((d) => console.log(d.description));`,
      ].join('\n'),
      gistRoute,
    ),
    sfZod: await bundle(
      dir,
      'sf-zod',
      [
        `import { gistsGetResponse } from './sf/hosting/zod.js';`,
        `console.log(gistsGetResponse.safeParse(JSON.parse('{"id":"1"}')).success, 'git_pull_url');`,
      ].join('\n'),
      'git_pull_url',
    ),
    heyZod: await bundle(
      dir,
      'hey-zod',
      [
        `import { zGistsGetResponse } from './hey/hosting/zod.gen.js';`,
        `console.log(zGistsGetResponse.safeParse(JSON.parse('{"id":"1"}')).success, 'git_pull_url');`,
      ].join('\n'),
      'git_pull_url',
    ),
    handZod: await bundle(
      dir,
      'hand-zod',
      [`import * as z from 'zod';`, `console.log(z.object({ id: z.string(), git_pull_url: z.string() }).safeParse(JSON.parse('{"id":"1"}')).success);`].join(
        '\n',
      ),
      'git_pull_url',
    ),
  };
  const oneMethod = (folder: string) =>
    [
      `import { HostingCore, gistsGet } from './${folder}/hosting/operations.js';`,
      `const core = new HostingCore({ auth: 'token' });`,
      `gistsGet(core, { gist_id: 'aa5a315d61ae9438b18d' }).then((r) => console.log(r.data.description));`,
    ].join('\n');
  const clientOnly = await bundle(dir, 'one-method-client', oneMethod('sf-client'), gistRoute);
  const everyOutput = await bundle(dir, 'one-method-every', oneMethod('sf-every'), gistRoute);
  const sameBytes = clientOnly.text !== undefined && clientOnly.text === everyOutput.text;

  progress(`data layers: tsc, ${rounds} rounds × 4 files`);
  const tsc = resolve(root, 'node_modules/typescript/lib/tsc.js');
  const files = consumers();
  for (const tool of ['sf', 'hey'] as const) {
    writeFileSync(resolve(dir, `${tool}-queries.ts`), `${files[tool].queries}\n`);
    writeFileSync(resolve(dir, `${tool}-imports.ts`), `${files[tool].imports}\n`);
  }
  const tscIds = ['sf-queries', 'sf-imports', 'hey-queries', 'hey-imports'];
  const tscSamples = new Map<string, Timed[]>();
  for (const id of tscIds) {
    const first = tscTime(dir, id, tsc); // warm-up, and the consumer must type-check
    if (first.errors.length) failures.push(`tsc ${id}: ${first.errors.slice(0, 3).join(' / ')}`);
  }
  for (let r = 0; r < rounds; r++) for (const id of rotate(tscIds, r)) tscSamples.set(id, [...(tscSamples.get(id) ?? []), tscTime(dir, id, tsc)]);
  const med = (id: string) => median((tscSamples.get(id) ?? []).map((t) => t.cpu));
  const wall = (samples: readonly Timed[] | undefined) => fmt(median((samples ?? []).map((t) => t.wall)));

  // ----- the section -----
  const kb = (b?: number) => (b === undefined ? '—' : (b / 1024).toFixed(1));
  const over = (a?: number, floor?: number) => (a === undefined || floor === undefined ? undefined : a - floor);
  const cell = (b: Bundle) => (b.error ? `not built: ${b.error.replaceAll('|', '\\|')}` : `${kb(b.gzip)}`);
  // The 10 calls cost little beside checking the generated modules: a difference at or under zero is noise.
  const added = { sf: med('sf-queries') - med('sf-imports'), hey: med('hey-queries') - med('hey-imports') };
  const cpu = (samples: readonly Timed[] | undefined) => median((samples ?? []).map((t) => t.cpu));
  const genRows = DOCUMENTS.map((doc) => {
    const [sf, hey] = [gen.get(`sf-${doc}`), gen.get(`hey-${doc}`)];
    return [`generate specs/${doc}.yaml (CPU ms; wall ms)`, `${fmt(cpu(sf))}; ${wall(sf)}`, `${fmt(cpu(hey))}; ${wall(hey)}`, ratio(cpu(sf), cpu(hey))];
  });
  const out: string[] = [
    `## 11. Data layers beside hey-api (TanStack Query, zod)`,
    '',
    `specforge (outputs ${COMPARED_OUTPUTS}) and @hey-api/openapi-ts ${heyVersion} (plugins @hey-api/client-fetch, @tanstack/react-query, zod) on the documents of specs/, same run; ratio = specforge ÷ hey-api (below 1× specforge costs less). @tanstack/react-query and zod: this repository's devDependencies.`,
    '',
    table(
      ['Measure', 'specforge', 'hey-api', 'ratio'],
      [
        ...genRows,
        [
          'one query, `gists.get` through QueryClient.fetchQuery (gzip KB)',
          cell(bundles.sfQuery),
          cell(bundles.heyQuery),
          ratio(bundles.sfQuery.gzip ?? Number.NaN, bundles.heyQuery.gzip ?? Number.NaN),
        ],
        [
          '… over the hand-written query (queryFn over fetch), gzip KB',
          kb(over(bundles.sfQuery.gzip, bundles.handQuery.gzip)),
          kb(over(bundles.heyQuery.gzip, bundles.handQuery.gzip)),
          ratio(over(bundles.sfQuery.gzip, bundles.handQuery.gzip) ?? Number.NaN, over(bundles.heyQuery.gzip, bundles.handQuery.gzip) ?? Number.NaN),
        ],
        [
          "one zod schema's safeParse, `gists.get`'s answer (gzip KB)",
          cell(bundles.sfZod),
          cell(bundles.heyZod),
          ratio(bundles.sfZod.gzip ?? Number.NaN, bundles.heyZod.gzip ?? Number.NaN),
        ],
        [
          'tsc, consumer of 10 useQuery calls (CPU ms; wall ms)',
          `${fmt(med('sf-queries'))}; ${wall(tscSamples.get('sf-queries'))}`,
          `${fmt(med('hey-queries'))}; ${wall(tscSamples.get('hey-queries'))}`,
          ratio(med('sf-queries'), med('hey-queries')),
        ],
        [
          'tsc, the same file with its imports alone (CPU ms; wall ms)',
          `${fmt(med('sf-imports'))}; ${wall(tscSamples.get('sf-imports'))}`,
          `${fmt(med('hey-imports'))}; ${wall(tscSamples.get('hey-imports'))}`,
          ratio(med('sf-imports'), med('hey-imports')),
        ],
        ['tsc, what the 10 queries add (CPU ms)', fmt(added.sf), fmt(added.hey), added.sf > 0 && added.hey > 0 ? ratio(added.sf, added.hey) : 'in the noise'],
      ],
    ),
    '',
    `- Floors: the hand-written query is ${kb(bundles.handQuery.gzip)} KB gzip (QueryClient from @tanstack/react-query and a fetch), a hand-written zod object ${kb(bundles.handZod.gzip)} KB. Largest inputs: specforge query ${bundles.sfQuery.top ?? '—'}; hey-api query ${bundles.heyQuery.top ?? '—'}.`,
    `- specforge's query is its one-method app below plus TanStack: ${kb(over(bundles.sfQuery.gzip, clientOnly.gzip))} KB gzip over it (the client validates the answer with the generated validator and pages, retries and checks statuses in its runtime; hey-api's fetch client does not validate).`,
    `- One-method app (section 8's \`HostingCore\` + \`gistsGet\`) over hosting generated with the client alone: ${kb(clientOnly.gzip)} KB gzip (${clientOnly.min ?? '—'} bytes minified); with every output (${EVERY_OUTPUT}): ${kb(everyOutput.gzip)} KB (${everyOutput.min ?? '—'} bytes): ${sameBytes ? '**the same bytes**' : '**they differ**'}.`,
    `- Generation: each a fresh \`node\` process (specforge: the built generator, \`dist/cli\`, as the installed command runs it; hey-api: \`createClient\` with its logs silent), ${rounds} interleaved rounds after a warm-up, median CPU time (user + system of the process, GNU time) and wall time; ratios on CPU time, which other work on a shared machine stretches less.`,
    `- tsc: \`tsc -p\` on one file (strict, bundler resolution, skipLibCheck, as \`tsc --init\` sets it), the generated modules it imports checked with it, ${rounds} interleaved rounds after a warm-up, median CPU and wall time; each consumer holds a \`@ts-expect-error\` on a field the data lacks, so data typed \`any\` would fail the run; ratios on CPU time. The reads: ${QUERIES.map((q) => q.op).join(', ')}.`,
    '',
  ];
  if (failures.length) out.push('Failures in this run:', '', ...failures.map((f) => `- ${f.replaceAll('|', '\\|')}`), '');
  return out.join('\n');
}
