// linkOnce (bench/scale/peers.ts): the links of .scratch/scale/node_modules/, which the shards of
// `make check-world` lay out at the same moment, are left alone when right and replaced in one
// rename otherwise (removing and making them again let two shards collide on EEXIST).

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkOnce } from '../../bench/scale/peers.js';

describe('linkOnce', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'link-once-'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('makes the link, and leaves a right one as it is', () => {
    const path = join(dir, 'link');
    linkOnce(join(dir, 'a'), path);
    expect(readlinkSync(path)).toBe(join(dir, 'a'));
    const before = lstatSync(path).ino;
    linkOnce(join(dir, 'a'), path);
    expect(lstatSync(path).ino).toBe(before);
  });

  test('replaces a link to elsewhere, and a folder in its place, leaving no temporary behind', () => {
    const path = join(dir, 'link');
    linkOnce(join(dir, 'a'), path);
    linkOnce(join(dir, 'b'), path);
    expect(readlinkSync(path)).toBe(join(dir, 'b'));
    rmSync(path);
    mkdirSync(path);
    writeFileSync(join(path, 'file'), 'x');
    linkOnce(join(dir, 'a'), path);
    expect(readlinkSync(path)).toBe(join(dir, 'a'));
    expect(readdirSync(dir).sort()).toEqual(['a', 'b', 'link']);
  });
});
