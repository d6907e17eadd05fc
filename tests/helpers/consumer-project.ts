// A scratch project that uses the package as an application would: the packed tarball installed
// (unpacked into node_modules, with ky and msw linked from this repository's own install), a
// strict tsconfig for `nodenext` or `bundler` resolution, and the package's `specforge` command.
// Used by the tests that generate clients from documents this project did not write.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ConsumerProject {
  dir: string;
  /** Runs the installed `specforge` command. */
  specforge(args: string[]): Promise<CommandResult>;
  /** `tsc --noEmit` (or with emit) under strict settings; returns the diagnostics' lines. */
  typecheck(resolution: 'nodenext' | 'bundler', options?: { emit?: boolean; include?: string[] }): Promise<CommandResult>;
  node(file: string, args?: string[]): Promise<CommandResult>;
  write(file: string, text: string): Promise<void>;
  dispose(): Promise<void>;
}

async function run(cmd: string, args: string[], cwd: string, timeout = 300_000): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await exec(cmd, args, { cwd, timeout, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string; message: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? e.message };
  }
}

/** Packs the repository (dist/ must be built) and unpacks the tarball into a new scratch project. */
export async function consumerProject(options: { msw?: boolean } = {}): Promise<ConsumerProject> {
  if (!existsSync(join(ROOT, 'dist/index.js'))) throw new Error('dist/ is missing: run `make` before the tests');
  const dir = await mkdtemp(join(tmpdir(), 'specforge-consumer-'));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', dir], ROOT);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as [{ filename: string }];
  const modules = join(dir, 'node_modules');
  await mkdir(join(modules, 'specforge'), { recursive: true });
  await run('tar', ['-xzf', join(dir, filename), '-C', join(modules, 'specforge'), '--strip-components=1'], dir);
  // Linked packages resolve their own dependencies from this repository's node_modules (Node follows the link).
  const links = ['ky', ...(options.msw === false ? [] : ['msw'])];
  for (const name of links) {
    if (existsSync(join(ROOT, 'node_modules', name)) && !existsSync(join(modules, name))) await symlink(join(ROOT, 'node_modules', name), join(modules, name));
  }
  await symlink(join(ROOT, 'node_modules/@types'), join(modules, '@types'));
  await mkdir(join(modules, '.bin'), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const bin = join(modules, 'specforge/bin/specforge.mjs');
  return {
    dir,
    specforge: (args) => run(process.execPath, [bin, ...args], dir),
    async typecheck(resolution, opts = {}) {
      const config = {
        compilerOptions: {
          target: 'ES2022',
          module: resolution === 'nodenext' ? 'NodeNext' : 'ESNext',
          moduleResolution: resolution === 'nodenext' ? 'NodeNext' : 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: ['node'],
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          noEmit: !opts.emit,
        },
        include: opts.include ?? ['src/**/*.ts'],
      };
      const file = `tsconfig.${resolution}.json`;
      await writeFile(join(dir, file), JSON.stringify(config, null, 2));
      return run(process.execPath, [TSC, '-p', file, '--pretty', 'false'], dir);
    },
    node: (file, args = []) => run(process.execPath, [file, ...args], dir),
    write: async (file, text) => {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), text);
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A script that calls every operation of a generated service (`src/api/<name>/`, compiled to
 * JavaScript in place) through its generated msw mocks and prints a JSON summary:
 * `{ operations, answered, failures: [{ operation, problem }] }`. An operation is answered when its
 * own example reaches the mocks as that operation (an older name as the operation it names), meets
 * the document and gets the fixture's status; one answered as another operation (the mocks chose
 * another whose path matches too) is a failure.
 */
export function everyOperationScript(name: string): string {
  return `
import { setupServer } from 'msw/node';
// Deprecated operations are called on purpose: their warnings are expected, not failures.
process.noDeprecation = true;
const api = await import('./src/api/${name}/index.js');
const mocksModule = await import('./src/api/${name}/mocks.js');
const Client = Object.values(api).find((v) => typeof v === 'function' && v.service && v.service.routes);
const factory = Object.entries(mocksModule).find(([k, v]) => typeof v === 'function' && /^create.*Mocks$/.test(k) && !/ActivityMocks$/.test(k))[1];
const operations = Object.entries(mocksModule).find(([k]) => k.endsWith('MockOperations'))[1];
const mocks = factory();
const server = setupServer(...mocks.handlers);
server.listen({ onUnhandledRequest: 'error' });
const base = Client.service.baseUrl;
const baseUrl = /^[a-z][a-z0-9+.-]*:\\/\\//i.test(base) ? base : 'https://api.example.com' + base;
const failures = [];
let answered = 0;
for (const op of operations) {
  mocks.reset();
  // A token only where the document declares a scheme to send it with (elsewhere auth is refused).
  const client = new Client({ ...(Client.service.auth.some((s) => s.kind !== 'basic') ? { auth: 'consumer-token-1234' } : {}), baseUrl });
  const route = Client.service.routes[op.key];
  const positional = route.positional ?? [];
  const rest = Object.fromEntries(Object.entries(op.example.params).filter(([k]) => !positional.includes(k)));
  if (op.response.status >= 300 && op.response.status < 400) rest.request = { redirect: 'manual' };
  let target = client;
  for (const part of op.key.split('.')) target = target[part];
  try {
    const response = await target(...positional.map((k) => op.example.params[k]), rest);
    const call = mocks.lastCall();
    if (!call) failures.push({ operation: op.key, problem: 'the mocks received nothing' });
    else if (call.operation !== (op.aliasOf ?? op.key)) failures.push({ operation: op.key, problem: 'answered as ' + call.operation + ' (' + call.method + ' ' + call.path + ')' });
    else if (call.violations.length) failures.push({ operation: op.key, problem: call.violations.join('; ') });
    else if (response.status !== op.response.status) failures.push({ operation: op.key, problem: 'status ' + response.status + ', expected ' + op.response.status });
    else answered++;
  } catch (error) {
    const violations = error && error.response && error.response.data && error.response.data.violations;
    failures.push({ operation: op.key, problem: (String(error && error.message || error) + (violations ? ': ' + violations.join('; ') : '')).slice(0, 500) });
  }
}
server.close();
console.log(JSON.stringify({ operations: operations.length, answered, failures }));
`;
}
