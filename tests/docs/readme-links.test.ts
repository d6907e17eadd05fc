// README.md is also the package's page on npm, where relative links lead nowhere: every link is
// absolute or an anchor of the page, and each link into this repository (package.json
// `repository`) names a file or folder that exists.
import { expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } };
const REPOSITORY = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
// Markdown links and images outside code blocks: [text](target).
const prose = readme.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

test('the README has links, every one absolute or an in-page anchor', () => {
  expect(links.length).toBeGreaterThan(3);
  expect(links.filter((l) => !/^(https?:\/\/|#)/.test(l))).toEqual([]);
});

test('links into the repository name files that exist', () => {
  const inside = links.filter((l) => l.startsWith(`${REPOSITORY}/`));
  expect(inside.length).toBeGreaterThan(0);
  for (const link of inside) {
    const path = /^\/(?:blob|tree)\/main\/(.+?)(?:#.*)?$/.exec(link.slice(REPOSITORY.length))?.[1];
    expect([link, path !== undefined && existsSync(join(ROOT, path))]).toEqual([link, true]);
  }
});
