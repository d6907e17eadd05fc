// README.md's sections on generating a client, tried as a new user would: in a scratch project
// with only the packed tarball and msw installed, each section's shell commands run as written
// (`npx specforge ...` through the installed package's command), then its TypeScript blocks
// (annotated `generated=<the document>`) are written into the project's `src/`, type-checked there
// strictly under `nodenext` and `bundler`, compiled and run: against the generated mocks when
// annotated `mocks=<name>`, ending with the value `result=` says. The sections:
// - "Generate a client from your own spec": `path/to/openapi.yaml` is the document its blocks
//   name, tests/fixtures/documents/todos.yaml; it starts from `specforge init`, and the
//   configuration it shows is the one init writes;
// - "GitHub's official description, Octokit-grade": GitHub's description (@octokit/openapi, a
//   devDependency, linked into the project as `npm install @octokit/openapi` would put it) with
//   the overlay the package ships.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { consumerProject, ROOT, type CommandResult, type ConsumerProject } from '../helpers/consumer-project.js';
import { givenValues, withResult } from './consumer-project.js';
import { extractBlocks, type DocBlock } from './doc-blocks.js';

interface Section {
  title: string;
  /** Puts the document the blocks name where the section's commands expect it. */
  setup(project: ConsumerProject, document: string): Promise<void>;
  /** The generate command, as the section writes it, and what it prints. */
  generate: string;
  printed: RegExp;
  /** The service's name (its folder under src/api/). */
  service: string;
  /** A file the section's commands write, shown whole in its one block of this language. */
  written?: { file: string; lang: string };
  /** Packages the section installs that the scratch project already has. */
  installs: string;
  /** A method the generated client has, replaced by one it lacks: its type error shows the check is real. */
  wrong: [has: string, lacks: string, error: RegExp];
  /** Files the section says are written, under src/api/<name>/. */
  files?: string[];
}

const SECTIONS: Section[] = [
  {
    title: '## Generate a client from your own spec',
    async setup(project, document) {
      await mkdir(join(project.dir, 'path/to'), { recursive: true });
      await copyFile(join(ROOT, document), join(project.dir, 'path/to/openapi.yaml'));
    },
    generate: 'npx specforge generate',
    printed: /^generated \d+ files in src\/api\/todos\/ \(7 operations, client TodosClient\)/m,
    service: 'todos',
    written: { file: 'specforge.config.mjs', lang: 'js' },
    installs: 'npm install specforge msw',
    wrong: ['listTodos', 'listAllTodos', /error TS2551: Property 'listAllTodos' does not exist/],
    files: ['index.ts', 'client.ts', 'routes.ts', 'types.ts', 'operations.ts', 'mocks.ts', 'validators/index.js', 'response-schemas/_components.js'],
  },
  {
    title: "## GitHub's official description, Octokit-grade",
    async setup(project) {
      await mkdir(join(project.dir, 'node_modules/@octokit'), { recursive: true });
      await symlink(join(ROOT, 'node_modules/@octokit/openapi'), join(project.dir, 'node_modules/@octokit/openapi'));
    },
    generate:
      'npx specforge generate node_modules/@octokit/openapi/generated/api.github.com.json --overlay node_modules/specforge/examples/github/github.overlay.yaml --out src/api --name github',
    printed: /^generated \d+ files in src\/api\/github\/ \(\d{4} operations, client GitHubClient\)/m,
    service: 'github',
    installs: 'npm install specforge msw @octokit/openapi',
    wrong: ['repos.get(', 'repos.getRepository(', /error TS2339: Property 'getRepository' does not exist/],
  },
];

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const given = givenValues(privateKey);

describe.each(SECTIONS.map((s) => [s.title, s] as const))('%s', (title, s) => {
  const start = readme.indexOf(`\n${title}\n`);
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
  const name = (block: DocBlock) => `readme-${block.id.split('#')[1]}`;
  const WRONG = 'src/wrong-readme.ts';
  const service = s.service;

  let project: ConsumerProject;
  const ran = new Map<string, CommandResult>();
  let compiled: Promise<CommandResult> | undefined;
  /** The project compiled to JavaScript in place (once, for every block's run), without the wrong block. */
  const compile = () => (compiled ??= project.typecheck('nodenext', { emit: true, include: ['src/api/**/*.ts', 'src/readme-*.ts'] }));

  beforeAll(async () => {
    project = await consumerProject();
    const documents = new Set(blocks.map((b) => b.annotation.generated!));
    if (documents.size !== 1) throw new Error(`the section's blocks must name one document, got ${[...documents].join(', ') || 'none'}`);
    await s.setup(project, [...documents][0]!);
    for (const command of commands) {
      if (command === s.installs) continue; // what consumerProject() and setup() did, from the packed tarball
      const args = command.split(/\s+/);
      if (args[0] !== 'npx' || args[1] !== 'specforge') throw new Error(`the section runs a command this test does not know how to run: ${command}`);
      ran.set(command, await project.specforge(args.slice(2)));
    }
    for (const block of blocks) {
      const prelude = block.annotation.given.map((g) => given[g] ?? `/* no given value for ${g} */`);
      const code = `${[...prelude, block.code].join('\n')}\nexport {};\n`;
      await project.write(`src/${name(block)}.ts`, code);
      // What runs: the same module, keeping the value of its last expression (result=).
      const js = ts.transpileModule(withResult(code, block), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
      await project.write(`src/${name(block)}.run.mjs`, js);
    }
    const first = blocks[0]!;
    const prelude = first.annotation.given.map((g) => given[g] ?? '');
    await project.write(WRONG, `${[...prelude, first.code.replace(s.wrong[0], s.wrong[1])].join('\n')}\nexport {};\n`);
  }, 600_000);
  afterAll(() => project?.dispose());

  test('the section is there, with its install and generate commands and TypeScript blocks with results', () => {
    expect(section).not.toBe('');
    expect(commands).toEqual(expect.arrayContaining([s.installs, s.generate]));
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    expect(blocks.some((b) => b.annotation.mocks.length > 0)).toBe(true);
    expect(blocks.every((b) => b.annotation.result !== undefined)).toBe(true);
  });

  test('every shell command of the section succeeds in the scratch project, without a stack trace', () => {
    for (const [command, result] of ran) {
      expect([command, result.code, result.stderr]).toEqual([command, 0, expect.not.stringMatching(/\n\s+at /)]);
    }
    expect(ran.get(s.generate)!.stdout).toMatch(s.printed);
    if (ran.has('npx specforge --help')) expect(ran.get('npx specforge --help')!.stdout).toMatch(/generate \[SPEC\.\.\.\].*--strict/s);
  });

  if (s.written) {
    const { file, lang } = s.written;
    test(`the ${file} the section shows is the one its commands wrote`, async () => {
      const shown = [...section.matchAll(new RegExp(`^\`\`\`${lang}\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((m) => m[1]);
      expect(shown).toHaveLength(1);
      expect(await readFile(join(project.dir, file), 'utf8')).toBe(shown[0]);
    });
  }

  if (s.files) {
    test('what the section says is written is written', async () => {
      for (const file of s.files!) {
        await expect(readFile(join(project.dir, `src/api/${service}`, file), 'utf8').then(() => file)).resolves.toBe(file);
      }
      const operations = await readFile(join(project.dir, `src/api/${service}/operations.ts`), 'utf8');
      expect(operations).toMatch(/export const TodosCore\b/);
      expect(operations).toMatch(/export const todosListTodos\b/);
    });
  }

  test.each(['nodenext', 'bundler'] as const)(
    'the blocks and the generated client type-check strictly under %s (a wrong method does not)',
    async (resolution) => {
      const result = await project.typecheck(resolution);
      const errors = result.stdout.split('\n').filter((l) => /error TS/.test(l));
      expect(errors.filter((l) => l.startsWith(WRONG))[0]).toMatch(s.wrong[2]);
      // Errors in a block are reported at their README line.
      const located = errors
        .filter((l) => !l.startsWith(WRONG))
        .map((l) => {
          const m = /^src\/(readme-\d+)\.ts\((\d+),/.exec(l);
          const block = m && blocks.find((b) => name(b) === m[1]);
          return block ? `README.md:${lineOffset + block.line - 1 + Number(m![2]) - 1 - block.annotation.given.length}: ${l}` : l;
        });
      expect(located).toEqual([]);
    },
    600_000,
  );

  test.each(blocks.map((b) => [`${b.id} (line ${lineOffset + b.line - 1})`, b] as const))(
    '%s runs and ends with its result',
    async (_title, block) => {
      expect((await compile()).code).toBe(0);
      const mocks = block.annotation.mocks;
      const factory = (m: string) => `create${m[0]!.toUpperCase()}${m.slice(1)}Mocks`;
      const runner = [
        ...(mocks.length ? ["import { setupServer } from 'msw/node';"] : []),
        ...mocks.map((m) => `import { ${factory(m)} } from './src/api/${m}/mocks.js';`),
        `const server = ${mocks.length ? `setupServer(${mocks.map((m) => `...${factory(m)}().handlers`).join(', ')})` : 'undefined'};`,
        "server?.listen({ onUnhandledRequest: 'error' });",
        `try { await import('./src/${name(block)}.run.mjs'); } finally { server?.close(); }`,
        "console.log('doctest result: ' + JSON.stringify(globalThis.__doctestResult));",
      ].join('\n');
      await project.write(`run-${name(block)}.mjs`, runner);
      const run = await project.node(`run-${name(block)}.mjs`);
      expect([run.code, run.stderr]).toEqual([0, '']);
      expect(/^doctest result: (.*)$/m.exec(run.stdout)?.[1]).toBe(block.annotation.result);
    },
    600_000,
  );
});
