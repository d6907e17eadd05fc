// What each generator accepts: specforge and its peers (orval, @hey-api/openapi-ts,
// openapi-typescript; the versions bench/scale installs into .scratch/peers) run on every document
// of ../shared/specs-corpus and on GitHub's description (@octokit/openapi), each as published with
// the tool's default settings. For each document × tool: whether it generated (exit code 0 and
// output written), how many errors and warnings it printed, and whether its output type-checks
// (this project's TypeScript, strict, Bundler resolution, skipLibCheck for installed packages
// only: the generated files themselves are all checked, openapi-typescript's written as `.ts`).
// Writes bench/ACCEPTS.md. CI-only (it needs ../shared): `make compare-peers`.
//
// Counting: a printed line is a warning when it says "warn" (or starts with ⚠), an error when it
// says "error" (or starts with ✖/✘/×); each tool prints one line per problem. Output folders stay
// in .scratch/accepts/<document>/<tool>/ for inspection.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DESCRIPTION, readGithubDescription } from './scale/github-description.js';
import { installPeers } from './scale/peers.js';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, '../shared/specs-corpus');
const WORK = resolve(ROOT, '.scratch/accepts');
const RESULTS = resolve(ROOT, 'bench/ACCEPTS.md');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Tool {
  id: string;
  label: string;
  /** Arguments of `node` generating `spec` into `out` (and files to write first). */
  command(spec: string, out: string): { args: string[]; files?: Record<string, string> };
}

interface Outcome {
  generated: boolean;
  exit: number | string;
  errors: number;
  warnings: number;
  seconds: number;
  typechecks?: boolean;
  typeErrors?: number;
  firstProblem?: string;
}

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false', npm_config_update_notifier: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete e.NODE_OPTIONS;
  return e;
}

function tools(peers: string, versions: ReadonlyMap<string, string>): Tool[] {
  return [
    {
      id: 'specforge',
      label: `specforge ${(JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }).version} (this repository)`,
      command: (spec, out) => ({ args: [resolve(ROOT, 'bin/specforge.mjs'), 'generate', spec, '--out', out, '--name', 'api'] }),
    },
    {
      id: 'orval',
      label: `orval ${versions.get('orval')} (fetch client + msw mocks)`,
      command: (spec, out) => {
        const config = join(out, 'orval.config.cjs');
        const text = `module.exports = ${JSON.stringify({ api: { input: { target: spec }, output: { target: join(out, 'api.ts'), client: 'fetch', mock: true } } })};\n`;
        return { args: [resolve(peers, 'orval/dist/bin/orval.js'), '--config', config], files: { [config]: text } };
      },
    },
    {
      id: 'hey-api',
      label: `@hey-api/openapi-ts ${versions.get('@hey-api/openapi-ts')} (fetch client)`,
      command: (spec, out) => ({
        args: [resolve(peers, '@hey-api/openapi-ts/bin/run.js'), '-i', spec, '-o', out, '-c', '@hey-api/client-fetch', '--no-log-file'],
      }),
    },
    {
      id: 'openapi-typescript',
      label: `openapi-typescript ${versions.get('openapi-typescript')}`,
      command: (spec, out) => ({ args: [resolve(peers, 'openapi-typescript/bin/cli.js'), spec, '-o', join(out, 'schema.ts')] }),
    },
  ];
}

function countProblems(text: string): { errors: number; warnings: number; first?: string } {
  let errors = 0;
  let warnings = 0;
  let first: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trim();
    if (!line) continue;
    if (/\bwarn(ing)?s?\b/i.test(line) || line.startsWith('⚠')) warnings++;
    else if (/\berror\b/i.test(line) || /^[✖✘×]/.test(line)) {
      errors++;
      first ??= line;
    }
  }
  return { errors, warnings, first };
}

function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(suffix)) out.push(join(entry.parentPath, entry.name));
  }
  return out;
}

/**
 * What orval's mocks import and a user installs beside them (it is no dependency of orval):
 * @faker-js/faker, in .scratch/accepts/deps (installed once).
 */
const EXTRAS = { '@faker-js/faker': '9.9.0' };
function installExtras(): string {
  const dir = join(WORK, 'deps');
  const stamp = join(dir, 'node_modules/.accepts-extras.json');
  const wanted = JSON.stringify(EXTRAS);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return join(dir, 'node_modules');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'specforge-accepts-extras', private: true, dependencies: EXTRAS }));
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    env: env(),
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0) throw new Error(`npm install in ${dir} failed: ${r.stderr}`);
  writeFileSync(stamp, wanted);
  return join(dir, 'node_modules');
}

/** `.scratch/accepts/node_modules`: what the outputs import (specforge itself, msw, the peers' runtimes, faker). */
function linkModules(peers: string, extras: string): void {
  const nm = join(WORK, 'node_modules');
  rmSync(nm, { recursive: true, force: true });
  mkdirSync(nm, { recursive: true });
  const link = (name: string, target: string) => {
    if (!existsSync(target)) return;
    mkdirSync(join(nm, name, '..'), { recursive: true });
    symlinkSync(target, join(nm, name), 'dir');
  };
  link('specforge', ROOT);
  link('msw', resolve(ROOT, 'node_modules/msw'));
  link('@types', resolve(ROOT, 'node_modules/@types'));
  for (const name of ['openapi-fetch', '@hey-api/client-fetch']) link(name, resolve(peers, name));
  for (const name of Object.keys(EXTRAS)) link(name, resolve(extras, name));
}

function typecheck(out: string): { ok: boolean; errors: number; first?: string } {
  const config = join(out, 'tsconfig.accepts.json');
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: ['node'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  writeFileSync(config, JSON.stringify({ compilerOptions, include: ['**/*.ts'], exclude: ['**/*.d.ts'] }, null, 2));
  const r = spawnSync(process.execPath, ['--max-old-space-size=6144', resolve(ROOT, 'node_modules/typescript/lib/tsc.js'), '-p', config, '--pretty', 'false'], {
    cwd: out,
    env: env(),
    encoding: 'utf8',
    timeout: 900_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) return { ok: false, errors: 0, first: `tsc did not finish: ${r.error.message}` };
  const errors = (r.stdout ?? '').split('\n').filter((l) => /error TS\d+/.test(l));
  return { ok: r.status === 0, errors: errors.length, first: errors[0] };
}

function runOne(tool: Tool, spec: string, out: string): Outcome {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { args, files } = tool.command(spec, out);
  for (const [file, text] of Object.entries(files ?? {})) writeFileSync(file, text);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=6144', ...args], {
    cwd: WORK,
    env: env(),
    encoding: 'utf8',
    timeout: 900_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - t0) / 1000;
  const printed = `${r.stdout ?? ''}\n${r.stderr ?? ''}`;
  const problems = countProblems(printed);
  const written = filesUnder(out, '.ts').length;
  const exit = r.error ? `killed (${r.error.message})` : (r.status ?? `signal ${r.signal}`);
  const generated = r.status === 0 && written > 0;
  const outcome: Outcome = { generated, exit, errors: problems.errors, warnings: problems.warnings, seconds, firstProblem: problems.first };
  if (!generated) {
    outcome.firstProblem ??= printed.trim().split('\n').slice(-1)[0];
    return outcome;
  }
  const checked = typecheck(out);
  return {
    ...outcome,
    typechecks: checked.ok,
    typeErrors: checked.errors,
    firstProblem: checked.ok ? outcome.firstProblem : (checked.first ?? outcome.firstProblem),
  };
}

function cell(o: Outcome): string {
  const gen = o.generated ? 'yes' : `**no** (exit ${o.exit})`;
  const tc = o.typechecks === undefined ? '—' : o.typechecks ? 'yes' : `**no** (${o.typeErrors} errors)`;
  return `${gen} · ${o.errors} / ${o.warnings} · ${tc}`;
}

function main(): void {
  if (!existsSync(CORPUS)) {
    log(`${CORPUS} is missing: this comparison runs where ../shared exists (CI)`);
    process.exit(2);
  }
  const peers = installPeers(ROOT, log);
  if (peers.error) throw new Error(peers.error);
  mkdirSync(WORK, { recursive: true });
  linkModules(peers.modules, installExtras());
  const github = readGithubDescription(ROOT);
  const documents = [
    ...readdirSync(CORPUS)
      .filter((f) => /\.(ya?ml|json)$/.test(f))
      .sort()
      .map((f) => ({ id: f, path: join(CORPUS, f), bytes: statSync(join(CORPUS, f)).size })),
    { id: `api.github.com.json (@octokit/openapi ${github.packageVersion})`, path: github.path, bytes: github.bytes },
  ];
  const only = process.env.ACCEPTS_ONLY?.split(',');
  const list = tools(peers.modules, peers.versions).filter((t) => !only || only.includes(t.id));
  const rows: { doc: (typeof documents)[number]; outcomes: Map<string, Outcome> }[] = [];
  const started = performance.now();
  for (const doc of documents) {
    const outcomes = new Map<string, Outcome>();
    for (const tool of list) {
      const out = join(WORK, basename(doc.path).replace(/\W+/g, '_'), tool.id);
      const o = runOne(tool, doc.path, out);
      log(`${doc.id} × ${tool.id}: ${cell(o)} (${o.seconds.toFixed(1)} s)${o.firstProblem ? `  first: ${o.firstProblem.slice(0, 200)}` : ''}`);
      outcomes.set(tool.id, o);
    }
    rows.push({ doc, outcomes });
  }
  const minutes = (performance.now() - started) / 60_000;
  const lines = [
    '# What each generator accepts',
    '',
    `_Written by \`make compare-peers\` (\`npx tsx bench/accepts.ts\`, CI only: it reads ../shared/specs-corpus) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, in ${minutes.toFixed(1)} min. Do not edit by hand._`,
    '',
    `Every document of \`../shared/specs-corpus/\` (see its SOURCES.md) and GitHub's REST description (\`${DESCRIPTION}\`), each given as published to each tool with its default settings. Tools: ${list.map((t) => t.label).join('; ')}.`,
    '',
    "Each cell: **generates** (exit 0 and TypeScript written) · **errors / warnings** printed by the generator · **output type-checks** (`tsc --noEmit`, this project's TypeScript, strict, Bundler resolution, every generated `.ts` file checked; installed packages with skipLibCheck).",
    '',
    `| document (bytes) | ${list.map((t) => t.id).join(' | ')} |`,
    `|---|${list.map(() => '---').join('|')}|`,
    ...rows.map(({ doc, outcomes }) => `| ${doc.id} (${doc.bytes.toLocaleString('en')}) | ${list.map((t) => cell(outcomes.get(t.id)!)).join(' | ')} |`),
    '',
    '## First problem of each failing cell',
    '',
    ...rows.flatMap(({ doc, outcomes }) =>
      list
        .filter((t) => {
          const o = outcomes.get(t.id)!;
          return !o.generated || o.typechecks === false;
        })
        .map((t) => `- ${doc.id} × ${t.id}: \`${(outcomes.get(t.id)!.firstProblem ?? '(nothing printed)').replace(/`/g, "'").slice(0, 300)}\``),
    ),
    '',
    '## Notes',
    '',
    '- specforge: `specforge generate <doc> --out <dir> --name api` (client, operations, validators, msw mocks, references); nothing added to the document.',
    `- orval: config \`{ input: { target: <doc> }, output: { target: 'api.ts', client: 'fetch', mock: true } }\` (fetch client and msw mocks; its mocks import @faker-js/faker, installed beside them at ${EXTRAS['@faker-js/faker']} as a user would).`,
    '- @hey-api/openapi-ts: `openapi-ts -i <doc> -o <dir> -c @hey-api/client-fetch` (default plugins: types and SDK functions).',
    '- openapi-typescript: `openapi-typescript <doc> -o schema.ts` (types only; with openapi-fetch they make the client).',
    '- Counting is by printed line (a line saying "warn" is a warning, one saying "error" an error), so it is a rough measure of how loudly each tool reports, not a count of distinct problems.',
    '',
  ];
  writeFileSync(RESULTS, lines.join('\n'));
  log(`wrote ${RESULTS} (${minutes.toFixed(1)} min)`);
}

main();
