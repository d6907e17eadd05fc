// `generate --watch` in-process: an edit to a file the document's `$ref` names regenerates that
// document (and only it), an edit to the configuration reads it again, a broken edit leaves the
// folder as it was and says so, and stopping closes every watcher.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configPlan } from '../../../codegen/cli/generate-command.js';
import type { Io } from '../../../codegen/cli/io.js';
import { watchPlan } from '../../../codegen/cli/watch.js';

let dir: string;
const lines: string[] = [];
const io: Io = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`) };

const doc = (title: string) => `openapi: 3.1.0
info: { title: ${title}, version: "1" }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "./shared.yaml#/Thing" }
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-watch-'));
  await writeFile(join(dir, 'a.yaml'), doc('Alpha'));
  await writeFile(
    join(dir, 'b.yaml'),
    doc('Beta').replace('./shared.yaml#/Thing', '#/components/schemas/Other') + 'components:\n  schemas:\n    Other: { type: string }\n',
  );
  await writeFile(join(dir, 'shared.yaml'), 'Thing:\n  type: object\n  properties:\n    id: { type: string }\n');
  await writeFile(
    join(dir, 'specforge.config.json'),
    JSON.stringify({
      documents: [
        { input: 'a.yaml', output: 'out/a' },
        { input: 'b.yaml', output: 'out/b' },
      ],
    }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const until = async (check: () => boolean, what: string) => {
  for (const started = Date.now(); !check(); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() - started > 20_000) throw new Error(`no ${what}:\n${lines.join('\n')}`);
};

test('referenced files, the configuration and broken edits', async () => {
  const cwd = process.cwd();
  process.chdir(dir);
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  try {
    const config = join(dir, 'specforge.config.json');
    const plan = (await configPlan(io, config, false))!;
    const watching = watchPlan(io, plan, { reload: () => configPlan(io, config, false), stop: stopped });
    await until(() => lines.some((l) => l.startsWith('watching 4 file(s) of 2 document(s)')), 'watching line');

    lines.length = 0;
    await writeFile(join(dir, 'shared.yaml'), 'Thing:\n  type: object\n  properties:\n    id: { type: string }\n    name: { type: string }\n');
    await until(() => lines.some((l) => l.startsWith('regenerated')), 'regeneration after a referenced file changed');
    await new Promise((r) => setTimeout(r, 400));
    // Then what the rewrite changes for the client's callers: a field added (codegen/cli/surface-report.ts).
    expect(lines).toEqual([
      expect.stringMatching(/^regenerated \d+ files in out\/a\/ \(1 operations, client AlphaClient\) in \d+ ms$/),
      'out/a/: 0 breaking changes (minor), 1 other change',
    ]);
    expect(await readFile(join(dir, 'out/a/types.ts'), 'utf8')).toMatch(/name\?: string/);

    lines.length = 0;
    const before = await readFile(join(dir, 'out/b/types.ts'), 'utf8');
    await writeFile(join(dir, 'b.yaml'), 'openapi: 3.1.0\ninfo: [broken\n');
    await until(() => lines.some((l) => l.includes('not regenerated')), 'the broken edit reported');
    expect(lines.filter((l) => l.startsWith('ERR b.yaml:'))).not.toEqual([]);
    expect(await readFile(join(dir, 'out/b/types.ts'), 'utf8')).toBe(before);

    lines.length = 0;
    await writeFile(config, JSON.stringify({ documents: [{ input: 'a.yaml', output: 'out/a', clientName: 'First' }] }));
    await until(() => lines.some((l) => l.startsWith('configuration changed')), 'the configuration read again');
    expect(lines).toContainEqual(expect.stringMatching(/^generated \d+ files in out\/a\/ \(1 operations, client First\)/));
    stop();
    expect(await watching).toBe(0);
    expect(lines.at(-1)).toBe('stopped watching');
  } finally {
    stop();
    process.chdir(cwd);
  }
}, 60_000);
