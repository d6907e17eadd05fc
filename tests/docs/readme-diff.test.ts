// README.md's section on `specforge diff`, run as written: its command prints exactly the output
// the section shows; its table of rules is the rules table (codegen/diff/rules.ts) with oasdiff's
// levels; its CI recipe's specforge commands run in a project whose pull request changes its
// document (the `git show` step stands for the base branch's copy: base.yaml is the old version).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { main } from '../../codegen/cli/main.js';
import { RULES } from '../../codegen/diff/rules.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const start = README.indexOf('## What changed: `specforge diff`');
const SECTION = README.slice(start, README.indexOf('\n## ', start + 1));

/** The fenced blocks of the section in `lang`, in order. */
function blocks(lang: string): string[] {
  return [...SECTION.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);
}

/** A command line's words, quotes removed, any output redirection left off. */
const words = (command: string) =>
  command
    .replace(/\s*>>?\s*\S+$/, '')
    .split(/\s+/)
    .map((w) => w.replace(/^"(.*)"$/, '$1'));

async function run(command: string): Promise<{ code: number; out: string; err: string }> {
  const [npx, specforge, ...argv] = words(command);
  expect([npx, specforge]).toEqual(['npx', 'specforge']);
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir: string;
const cwd = process.cwd();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-readme-diff-'));
});
afterAll(async () => {
  process.chdir(cwd);
  await rm(dir, { recursive: true, force: true });
});

test('the section exists, with its command, output, recipe and rules', () => {
  expect(start).toBeGreaterThan(0);
  expect(blocks('sh')).toHaveLength(1);
  expect(blocks('text')).toHaveLength(1);
  expect(blocks('yaml')).toHaveLength(1);
});

test('its command prints exactly the output it shows, and exits 1 (breaking changes)', async () => {
  process.chdir(ROOT);
  try {
    const result = await run(blocks('sh')[0]!.trim());
    expect(result.out).toBe(blocks('text')[0]!.trimEnd());
    expect(result.code).toBe(1);
  } finally {
    process.chdir(cwd);
  }
});

test("its table lists every rule with its level, bump and oasdiff's rule, and why a level differs", () => {
  // The table's rows by rule, each cell trimmed (the formatter pads them).
  const rows = new Map(
    SECTION.split('\n')
      .filter((l) => /^\| `[a-z-]+` +\|/.test(l))
      .map((l) => {
        const cells = l.split(' | ').map((c) => c.replace(/^\|/, '').replace(/\|$/, '').trim());
        return [cells[0]!.replace(/`/g, ''), cells] as const;
      }),
  );
  for (const [id, rule] of Object.entries(RULES)) {
    const o = (rule as { oasdiff?: { id: string; level?: string; why?: string } }).oasdiff;
    const row = [`\`${id}\``, rule.level, rule.bump, o ? `\`${o.id}\`${o.level ? ` (${o.level})` : ''}` : '—', o?.why ?? ''];
    expect(rows.get(id)).toEqual(row);
    // A level of oasdiff's that is not ours says why.
    if (o?.level) expect([id, o.why]).toEqual([id, expect.any(String)]);
  }
  expect(rows.size).toBe(Object.keys(RULES).length);
});

test('its CI recipe runs: the pull request changes the document; the annotations, the summary and the generate check say so', async () => {
  const workflow = parse(blocks('yaml')[0]!) as { on: string; jobs: Record<string, { steps: { run?: string }[] }> };
  expect(workflow.on).toBe('pull_request');
  const runs = Object.values(workflow.jobs)[0]!.steps.flatMap((s) => (s.run ? [s.run] : []));
  // The project: its configuration, its client generated from the base branch's document, and the pull request's document.
  const example = join(ROOT, 'tests/fixtures/diff-example');
  await mkdir(join(dir, 'specs'));
  await writeFile(join(dir, 'specforge.config.json'), JSON.stringify({ documents: [{ input: 'specs/todos.yaml', output: 'generated/todos' }] }));
  await copyFile(join(example, 'v1.yaml'), join(dir, 'specs/todos.yaml'));
  process.chdir(dir);
  try {
    expect((await run('npx specforge generate')).code).toBe(0);
    await copyFile(join(example, 'v2.yaml'), join(dir, 'specs/todos.yaml'));
    const results: { command: string; code: number; out: string; err: string }[] = [];
    for (const command of runs) {
      if (command === 'npm ci') continue;
      if (command.startsWith('git show')) {
        await copyFile(join(example, 'v1.yaml'), join(dir, 'base.yaml'));
        continue;
      }
      results.push({ command, ...(await run(command)) });
    }
    const [annotations, summary, check] = results;
    expect(annotations).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^::error file=specs\/todos\.yaml,line=20,col=5,title=method-renamed client\.todos\.getTodo::/m),
    });
    expect(summary).toMatchObject({ code: 0, out: expect.stringContaining('### API changes: 4 breaking changes (major), 1 warning, 1 other change') });
    expect(check!.code).toBe(1);
    expect(check!.err).toContain('generated/todos/ regenerated: 4 breaking changes (major), 1 warning, 1 other change');
    expect(check!.err).toContain("changes for the client's callers reach --fail-on breaking");
  } finally {
    process.chdir(cwd);
  }
});
