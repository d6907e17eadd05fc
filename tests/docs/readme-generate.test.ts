// README.md's "Generate a client from your own spec", tried as a new user would: in a scratch
// project with only the packed tarball and msw installed, the section's shell commands run as
// written (`npx specforge ...` through the installed package's command; `path/to/openapi.yaml` is
// the document its blocks name, tests/fixtures/documents/todos.yaml), then its TypeScript blocks
// (annotated `generated=`) are written into the project's `src/`, type-checked there strictly
// under `nodenext` and `bundler`, compiled and run: against the generated mocks when annotated
// `mocks=<name>`, ending with the value `result=` says.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { consumerProject, ROOT, type CommandResult, type ConsumerProject } from '../helpers/consumer-project.js';
import { withResult } from './consumer-project.js';
import { extractBlocks, type DocBlock } from './doc-blocks.js';

const TITLE = '## Generate a client from your own spec';
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const start = readme.indexOf(`\n${TITLE}\n`);
const end = readme.indexOf('\n## ', start + 1);
const section = start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
const lineOffset = readme.slice(0, start).split('\n').length;
const blocks = extractBlocks(section, 'README.md').filter((b) => b.annotation.generated);
/** Every command line of the section's shell blocks (comments cut). */
const commands = [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((m) =>
  m[1]!
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean),
);
const USER_DOCUMENT = 'path/to/openapi.yaml';

let project: ConsumerProject;
const ran = new Map<string, CommandResult>();
let compiled: Promise<CommandResult> | undefined;
/** The project compiled to JavaScript in place (once, for every block's run), without the wrong block. */
const compile = () => (compiled ??= project.typecheck('nodenext', { emit: true, include: ['src/api/**/*.ts', 'src/readme-*.ts'] }));
/** The first block with a method the generated client lacks: its type error shows the check is real. */
const WRONG = 'src/wrong-readme.ts';

beforeAll(async () => {
  project = await consumerProject();
  const documents = new Set(blocks.map((b) => b.annotation.generated!));
  if (documents.size !== 1) throw new Error(`the section's blocks must name one document, got ${[...documents].join(', ') || 'none'}`);
  await mkdir(join(project.dir, 'path/to'), { recursive: true });
  await copyFile(join(ROOT, [...documents][0]!), join(project.dir, USER_DOCUMENT));
  for (const command of commands) {
    if (command === 'npm install specforge msw') continue; // what consumerProject() did, from the packed tarball
    const args = command.split(/\s+/);
    if (args[0] !== 'npx' || args[1] !== 'specforge') throw new Error(`the section runs a command this test does not know how to run: ${command}`);
    ran.set(command, await project.specforge(args.slice(2)));
  }
  for (const block of blocks) {
    await project.write(`src/${name(block)}.ts`, `${block.code}\nexport {};\n`);
    // What runs: the same module, keeping the value of its last expression (result=).
    const js = ts.transpileModule(withResult(`${block.code}\nexport {};\n`, block), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    await project.write(`src/${name(block)}.run.mjs`, js);
  }
  await project.write(WRONG, `${blocks[0]!.code.replace('listTodos', 'listAllTodos')}\nexport {};\n`);
}, 300_000);
afterAll(() => project?.dispose());

const name = (block: DocBlock) => `readme-${block.id.split('#')[1]}`;

test('the section is there, with the install, generate and help commands and two TypeScript blocks', () => {
  expect(section).not.toBe('');
  expect(commands).toEqual(
    expect.arrayContaining(['npm install specforge msw', `npx specforge generate ${USER_DOCUMENT} --out src/api --name todos`, 'npx specforge --help']),
  );
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  expect(blocks.some((b) => b.annotation.mocks.length > 0)).toBe(true);
  expect(blocks.every((b) => b.annotation.result !== undefined)).toBe(true);
});

test('every shell command of the section succeeds in the scratch project, without a stack trace', () => {
  for (const [command, result] of ran) {
    expect([command, result.code, result.stderr]).toEqual([command, 0, expect.not.stringMatching(/\n\s+at /)]);
  }
  expect(ran.get('npx specforge --help')!.stdout).toMatch(/generate \[SPEC\.\.\.\].*--strict/s);
  expect(ran.get(`npx specforge generate ${USER_DOCUMENT} --out src/api --name todos`)!.stdout).toMatch(
    /^generated \d+ files in src\/api\/todos\/ \(4 operations, client TodosClient\)/m,
  );
});

test('what the section says is written is written', async () => {
  for (const file of [
    'index.ts',
    'client.ts',
    'routes.ts',
    'types.ts',
    'operations.ts',
    'mocks.ts',
    'validators/index.js',
    'response-schemas/_components.js',
    'README.md',
    'reference/index.html',
  ]) {
    await expect(readFile(join(project.dir, 'src/api/todos', file), 'utf8').then(() => file)).resolves.toBe(file);
  }
  const operations = await readFile(join(project.dir, 'src/api/todos/operations.ts'), 'utf8');
  expect(operations).toMatch(/export const TodosCore\b/);
  expect(operations).toMatch(/export const todosListTodos\b/);
});

test.each(['nodenext', 'bundler'] as const)(
  'the blocks and the generated client type-check strictly under %s (a wrong method does not)',
  async (resolution) => {
    const result = await project.typecheck(resolution);
    const errors = result.stdout.split('\n').filter((l) => /error TS/.test(l));
    expect(errors.filter((l) => l.startsWith(WRONG))[0]).toMatch(/error TS2551: Property 'listAllTodos' does not exist/);
    // Errors in a block are reported at their README line.
    const located = errors
      .filter((l) => !l.startsWith(WRONG))
      .map((l) => {
        const m = /^src\/(readme-\d+)\.ts\((\d+),/.exec(l);
        const block = m && blocks.find((b) => name(b) === m[1]);
        return block ? `README.md:${lineOffset + block.line - 1 + Number(m![2]) - 1}: ${l}` : l;
      });
    expect(located).toEqual([]);
  },
  300_000,
);

test.each(blocks.map((b) => [`${b.id} (line ${lineOffset + b.line - 1})`, b] as const))(
  '%s runs and ends with its result',
  async (_title, block) => {
    expect((await compile()).code).toBe(0);
    const mocks = block.annotation.mocks;
    const factory = (service: string) => `create${service[0]!.toUpperCase()}${service.slice(1)}Mocks`;
    const runner = [
      ...(mocks.length ? ["import { setupServer } from 'msw/node';"] : []),
      ...mocks.map((s) => `import { ${factory(s)} } from './src/api/${s}/mocks.js';`),
      `const server = ${mocks.length ? `setupServer(${mocks.map((s) => `...${factory(s)}().handlers`).join(', ')})` : 'undefined'};`,
      "server?.listen({ onUnhandledRequest: 'error' });",
      `try { await import('./src/${name(block)}.run.mjs'); } finally { server?.close(); }`,
      "console.log('doctest result: ' + JSON.stringify(globalThis.__doctestResult));",
    ].join('\n');
    await project.write(`run-${name(block)}.mjs`, runner);
    const run = await project.node(`run-${name(block)}.mjs`);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(/^doctest result: (.*)$/m.exec(run.stdout)?.[1]).toBe(block.annotation.result);
  },
  300_000,
);
