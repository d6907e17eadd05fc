// A scratch consumer project for documentation blocks: `node_modules/specforge` is a symlink to this
// repository, so imports resolve as a user's would, through package.json `exports` to the built
// dist/ (run `make` first). Blocks are type-checked as a user's strict project would check them, in
// one TypeScript program per module mode for all blocks, and run in child processes with Node:
// against the generated msw mocks when annotated so, with every non-loopback connection refused.
import { execFile, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { startRedis } from '../helpers/redis-server.js';
import type { DocBlock } from './doc-blocks.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** How a user's project resolves modules: Node's ESM rules, or a bundler's. */
export type ModuleMode = 'nodenext' | 'bundler';
export const MODULE_MODES: ModuleMode[] = ['nodenext', 'bundler'];

// A Node user's strict project, without the DOM library, with `tsc --init`'s skipLibCheck (checking
// every declaration file, msw's and Node's included, would triple the time; msw's types assume the
// DOM library, so they would fail here anyway).
const COMMON: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
  noEmit: true,
  skipLibCheck: true,
};
const OPTIONS: Record<ModuleMode, ts.CompilerOptions> = {
  nodenext: { ...COMMON, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  bundler: { ...COMMON, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
};

/** Packages the consumer has installed besides specforge (msw: the optional peer of the mocks). */
const INSTALLED = ['msw', '@types/node'];

export interface DocTypeError {
  /** `<file>:<line>` in the documentation file. */
  at: string;
  /** Line within the block (1-based). */
  blockLine: number;
  code: string;
  message: string;
}

export interface RunResult {
  ok: boolean;
  /** Why it failed (the process's last error lines), or what it printed. */
  output: string;
}

export interface ConsumerProject {
  dir: string;
  /** Type errors of every block under `mode` (one program for all), by block id; [] for a block without. */
  typecheck(mode: ModuleMode): Map<string, DocTypeError[]>;
  /** Runs one block as its annotation says (typecheck-only blocks are not accepted). */
  run(block: DocBlock): Promise<RunResult>;
  /**
   * Runs blocks that only call the mocks (annotation `mocks=`, no `result=` or `server=`) in one
   * process per set of mocks, one after the other, each with fresh handlers: for documents of many
   * one-call examples, where a process per block (about a second each) would dominate the tests.
   * A block that never settles, or crashes the process, fails every block of its batch.
   */
  runBatch(blocks: DocBlock[]): Promise<Map<string, RunResult>>;
  dispose(): Promise<void>;
}

/** Values of the placeholder names blocks may use undeclared (annotation `given=`). */
export function givenValues(privateKey: string): Record<string, string> {
  return {
    owner: "const owner = 'octocat';",
    repo: "const repo = 'hello-world';",
    ref: "const ref = 'main';",
    token: "const token = 'ghp_doctest';",
    cache: "const cache = new Map<string | undefined, import('specforge').Response<unknown>>();",
    privateKey: `const privateKey = ${JSON.stringify(privateKey)};`,
  };
}

// Loaded into every block's process before it runs: connections may go to loopback only (the
// mocks answer inside the process), so a block can never reach a real service.
const GUARD = `import net from 'node:net';
const connect = net.Socket.prototype.connect;
const LOOPBACK = new Set([undefined, 'localhost', '127.0.0.1', '::1']);
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const host = first && typeof first === 'object' ? (first.path ? undefined : first.host) : args[1];
  if (!LOOPBACK.has(host)) throw new Error('doctest: the block tried to connect to ' + host + ': only loopback and the mocks are allowed');
  return connect.apply(this, args);
};
`;

const slug = (id: string) => id.replace(/[^\w]+/g, '_');
const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The project, with every block written as a module of its own. */
export async function createConsumerProject(blocks: DocBlock[]): Promise<ConsumerProject> {
  if (!existsSync(join(ROOT, 'dist/index.js'))) throw new Error('dist/ is missing: run `make` (or `npx tsup`) before the tests');
  const dir = await mkdtemp(join(tmpdir(), 'specforge-doctest-'));
  await mkdir(join(dir, 'node_modules/@types'), { recursive: true });
  await mkdir(join(dir, 'blocks'));
  await symlink(ROOT, join(dir, 'node_modules/specforge'));
  for (const name of INSTALLED) await symlink(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'doctest-consumer', private: true, type: 'module' }));
  await writeFile(join(dir, 'guard.mjs'), GUARD);
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const given = givenValues(privateKey);
  const sources = new Map<string, { block: DocBlock; prelude: number }>();

  // Each block as a module: placeholder declarations, its code, and `export {}` (a module, even
  // without imports, so blocks do not share a global scope).
  for (const block of blocks) {
    const file = join(dir, 'blocks', `${slug(block.id)}.ts`);
    if (sources.has(file)) throw new Error(`two blocks named ${block.id}`);
    const prelude = block.annotation.given.map((name) => {
      const value = given[name];
      if (!value) throw new Error(`${block.id}: no given value for "${name}" (known: ${Object.keys(given).join(', ')})`);
      return value;
    });
    await writeFile(file, [...prelude, block.code, 'export {};', ''].join('\n'));
    sources.set(file, { block, prelude: prelude.length });
  }

  /** A run's result against the block's `result=` annotation, when it has one. */
  function checkResult(block: DocBlock, run: RunResult): RunResult {
    const expected = block.annotation.result;
    if (!run.ok || expected === undefined) return run;
    const got = /^doctest result: (.*)$/m.exec(run.output)?.[1];
    const shown = got && got.length > 300 ? `${got.slice(0, 300)}…` : got;
    return got === expected ? run : { ok: false, output: `the last expression is ${shown ?? 'not reached'}, the annotation says ${expected}` };
  }

  return {
    dir,
    typecheck(mode) {
      const out = new Map<string, DocTypeError[]>(blocks.map((b) => [b.id, []]));
      const program = ts.createProgram([...sources.keys()], OPTIONS[mode]);
      const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
      if (global.length > 0)
        throw new Error(`the ${mode} program itself is broken: ${global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
      for (const d of ts.getPreEmitDiagnostics(program)) {
        const source = d.file && sources.get(d.file.fileName);
        if (!source)
          throw new Error(
            `type error outside the blocks under ${mode} (${d.file?.fileName ?? 'no file'}): ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
          );
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        const docLine = line < source.prelude ? source.block.line : source.block.line + line - source.prelude;
        out.get(source.block.id)!.push({
          at: `${source.block.file}:${docLine}`,
          blockLine: docLine - source.block.line + 1,
          code: `TS${d.code}`,
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        });
      }
      return out;
    },
    async run(block) {
      const name = await transpile(block);
      const mocks = block.annotation.mocks;
      // The runner: the mocks around the block, and a failure reported as one line (with its causes).
      const runner = [
        ...(mocks.length > 0 ? ["import { setupServer } from 'msw/node';"] : []),
        ...mocks.map((s) => `import { create${capitalised(s)}Mocks } from 'specforge/${s}/mocks';`),
        `const server = ${mocks.length > 0 ? `setupServer(${mocks.map((s) => `...create${capitalised(s)}Mocks().handlers`).join(', ')})` : 'undefined'};`,
        "server?.listen({ onUnhandledRequest: 'error' });",
        "const describe = (e, depth = 0) => `${e?.name ?? typeof e}: ${e?.message ?? String(e)}` + (e?.cause && depth < 3 ? ` (cause: ${describe(e.cause, depth + 1)})` : '');",
        `try { await import('./${name}.mjs'); } catch (e) { console.error('doctest failure: ' + describe(e)); process.exitCode = 1; } finally { server?.close(); }`,
        "if ('__doctestResult' in globalThis) console.log('doctest result: ' + JSON.stringify(globalThis.__doctestResult));",
        '',
      ].join('\n');
      await writeFile(join(dir, 'blocks', `${name}.runner.mjs`), runner);
      const redis = block.annotation.redis ? await startRedis() : undefined;
      try {
        const env: Record<string, string> = redis ? { REDIS_URL: redis.url } : {};
        if (block.annotation.server) return await serve(dir, name, block.annotation.server, env);
        return checkResult(block, await runNode(dir, [`blocks/${name}.runner.mjs`], 30_000, env));
      } finally {
        await redis?.dispose();
      }
    },

    async runBatch(list) {
      const out = new Map<string, RunResult>();
      const groups = new Map<string, DocBlock[]>();
      for (const block of list) {
        const a = block.annotation;
        if (a.mocks.length === 0 || a.result !== undefined || a.server !== undefined || a.typecheckOnly)
          throw new Error(`${block.id}: only blocks that call the mocks (mocks=, no result= or server=) run in a batch`);
        const key = [...a.mocks].sort().join(',');
        groups.set(key, [...(groups.get(key) ?? []), block]);
      }
      let n = 0;
      for (const [key, group] of groups) {
        const names: string[] = [];
        for (const block of group) names.push(await transpile(block));
        const mocks = key.split(',');
        const create = `[${mocks.map((s) => `create${capitalised(s)}Mocks()`).join(', ')}]`;
        const runner = [
          "import { setupServer } from 'msw/node';",
          ...mocks.map((s) => `import { create${capitalised(s)}Mocks } from 'specforge/${s}/mocks';`),
          `const server = setupServer(...${create}.flatMap((m) => m.handlers));`,
          "server.listen({ onUnhandledRequest: 'error' });",
          "const describe = (e, depth = 0) => `${e?.name ?? typeof e}: ${e?.message ?? String(e)}` + (e?.cause && depth < 3 ? ` (cause: ${describe(e.cause, depth + 1)})` : '');",
          'const results = {};',
          `for (const name of ${JSON.stringify(names)}) {`,
          `  server.resetHandlers(...${create}.flatMap((m) => m.handlers));`,
          "  try { await import(`./${name}.mjs`); results[name] = { ok: true, output: '' }; } catch (e) { results[name] = { ok: false, output: 'doctest failure: ' + describe(e) }; }",
          '}',
          'server.close();',
          "console.log('doctest batch: ' + JSON.stringify(results));",
          '',
        ].join('\n');
        const file = `batch-${n++}.runner.mjs`;
        await writeFile(join(dir, 'blocks', file), runner);
        const run = await runNode(dir, [`blocks/${file}`], 30_000 + 2_000 * group.length);
        const results = /^doctest batch: (.*)$/m.exec(run.output)?.[1];
        const parsed = results ? (JSON.parse(results) as Record<string, RunResult>) : {};
        group.forEach((block, i) =>
          out.set(block.id, parsed[names[i]!] ?? { ok: false, output: `the batch of ${group.length} blocks did not finish: ${run.output}` }),
        );
      }
      return out;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };

  /** Writes the block as a JavaScript module (`blocks/<name>.mjs`) and returns its name. */
  async function transpile(block: DocBlock): Promise<string> {
    if (block.annotation.typecheckOnly) throw new Error(`${block.id} is typecheck-only`);
    const source = join(dir, 'blocks', `${slug(block.id)}.ts`);
    if (sources.get(source)?.block !== block) throw new Error(`${block.id} is not a block of this project`);
    const js = ts.transpileModule(withResult(await readFile(source, 'utf8'), block), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const name = slug(block.id);
    await writeFile(join(dir, 'blocks', `${name}.mjs`), js);
    return name;
  }
}

/** The module text with the value of its last expression statement kept (annotation `result=`). */
export function withResult(text: string, block: DocBlock): string {
  if (block.annotation.result === undefined) return text;
  const file = ts.createSourceFile('block.ts', text, ts.ScriptTarget.ES2022, true);
  const last = file.statements.filter((s) => !ts.isExportDeclaration(s)).at(-1);
  if (!last || !ts.isExpressionStatement(last)) throw new Error(`${block.id}: result= needs the block to end with an expression statement`);
  const { expression } = last;
  return `${text.slice(0, expression.getStart())}(globalThis.__doctestResult = (${expression.getText()}))${text.slice(expression.end)}`;
}

/** The environment of a block's process: no tokens or secrets of the machine running the tests. */
function blockEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_OPTIONS: '', ...extra };
}

function lastLines(text: string, n = 12): string {
  return text.trim().split('\n').slice(-n).join('\n');
}

function runNode(dir: string, args: string[], timeout = 30_000, env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', './guard.mjs', ...args],
      { cwd: dir, env: blockEnv(env), timeout, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return done({ ok: true, output: stdout });
        const failure = /^doctest failure: .*$/m.exec(stderr)?.[0];
        const why = error.killed
          ? `did not finish within ${timeout / 1000} s (a handle left open, or a hang)`
          : (failure ?? lastLines(stderr || stdout || error.message));
        done({ ok: false, output: why });
      },
    );
  });
}

/** Runs a server block (on a random loopback port) and posts `bodyFile` to every route it prints. */
async function serve(dir: string, name: string, bodyFile: string, env: Record<string, string> = {}): Promise<RunResult> {
  const body = await readFile(join(ROOT, bodyFile), 'utf8');
  const secret = randomBytes(12).toString('hex');
  const child = spawn(process.execPath, ['--import', './guard.mjs', `blocks/${name}.runner.mjs`], {
    cwd: dir,
    env: blockEnv({ PORT: '0', HOST: '127.0.0.1', WEBHOOK_SECRET: secret, ...env }),
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    const routesOf = () => [...output.matchAll(/POST (http:\/\/127\.0\.0\.1:\d+\/\S+)/g)].map((m) => m[1]!);
    const deadline = Date.now() + 15_000;
    while (routesOf().length === 0) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before printing its routes`);
      if (Date.now() > deadline) throw new Error('no `POST <url>` line within 15 s');
      await sleep(50);
    }
    await sleep(100); // the rest of the route lines
    const routes = routesOf();
    const answers: string[] = [];
    for (const url of routes) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-secret': secret }, body });
      answers.push(`POST ${new URL(url).pathname} → ${res.status} ${await res.text()}`);
      if (!res.ok) return { ok: false, output: `${answers.join('\n')}\n${lastLines(output)}` };
    }
    return { ok: true, output: answers.join('\n') };
  } catch (error) {
    return { ok: false, output: `${(error as Error).message}\n${lastLines(output)}` };
  } finally {
    child.kill();
    await exited;
  }
}
