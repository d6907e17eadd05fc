// `make check-world` picks its documents by a seed, a size and a shard (bench/world/sample.ts):
// the same settings always give the same documents in the same order, a smaller sample is a prefix
// of a larger one, shards split a sample without overlap or loss, and batches respect their caps.
// Pure functions: no directory, no network.
import { describe, expect, test } from '@jest/globals';
import { batches, hashSeed, newSeed, parseShard, parseSize, pickOnly, random, sample, serviceName, shardOf, shuffle } from '../../bench/world/sample.js';

const ids = Array.from({ length: 500 }, (_, i) => `provider${i % 37}.com/service-${i}`);

describe('sampling', () => {
  test('the same seed gives the same sequence and the same sample, whatever the input order', () => {
    const a = random('seed-1');
    const b = random('seed-1');
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
    expect(sample(ids, 'abc', 12)).toEqual(sample([...ids].reverse(), 'abc', 12));
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
  });

  test('another seed gives another sample', () => {
    expect(sample(ids, 'abc', 12)).not.toEqual(sample(ids, 'abd', 12));
  });

  test('a sample is the prefix of a larger one with the same seed, and the whole directory without a size', () => {
    const all = sample(ids, 'abc');
    expect(all).toHaveLength(ids.length);
    expect(new Set(all)).toEqual(new Set(ids));
    expect(sample(ids, 'abc', 300)).toEqual(all.slice(0, 300));
    expect(sample(ids, 'abc', 12)).toEqual(all.slice(0, 12));
    expect(sample(ids, 'abc', 10_000)).toEqual(all);
  });

  test('the shuffle is spread out: a sample of 50 comes from all over the sorted list', () => {
    const sorted = [...ids].sort();
    const positions = sample(ids, 'spread', 50).map((id) => sorted.indexOf(id));
    expect(Math.min(...positions)).toBeLessThan(100);
    expect(Math.max(...positions)).toBeGreaterThan(400);
    expect(shuffle(['b', 'a'], 'x').sort()).toEqual(['a', 'b']);
  });

  test('a new seed is printed as a short token, different each time', () => {
    expect(newSeed(1_700_000_000_000, 0.5)).toMatch(/^[0-9a-z]{8,14}$/);
    expect(newSeed(1_700_000_000_000, 0.5)).not.toBe(newSeed(1_700_000_000_000, 0.25));
  });

  test('WORLD_SIZE is a positive number or all', () => {
    expect(parseSize('12')).toBe(12);
    expect(parseSize('all')).toBeUndefined();
    expect(parseSize('')).toBeUndefined();
    expect(() => parseSize('0')).toThrow(/WORLD_SIZE/);
    expect(() => parseSize('ten')).toThrow(/WORLD_SIZE/);
  });
});

describe('shards', () => {
  test('WORLD_SHARD is k/n', () => {
    expect(parseShard('3/8')).toEqual({ index: 3, count: 8 });
    expect(parseShard(undefined)).toEqual({ index: 1, count: 1 });
    expect(parseShard(' 1 / 2 ')).toEqual({ index: 1, count: 2 });
    for (const bad of ['0/2', '3/2', '2', 'a/b', '1/0']) expect(() => parseShard(bad)).toThrow(/WORLD_SHARD/);
  });

  test('the shards of a sample cover it exactly once, keep its order and differ in size by at most one', () => {
    const chosen = sample(ids, 'shards', 301);
    const parts = Array.from({ length: 8 }, (_, i) => shardOf(chosen, { index: i + 1, count: 8 }));
    expect(parts.flat().sort()).toEqual([...chosen].sort());
    expect(new Set(parts.flat()).size).toBe(chosen.length);
    const sizes = parts.map((p) => p.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    for (const part of parts) expect(part).toEqual(chosen.filter((id) => part.includes(id)));
  });

  test("a shard of a smaller sample is the start of the same shard of a larger one (the run's first documents are a sample too)", () => {
    const small = shardOf(sample(ids, 's', 100), { index: 2, count: 3 });
    const large = shardOf(sample(ids, 's'), { index: 2, count: 3 });
    expect(large.slice(0, small.length)).toEqual(small);
  });
});

describe('batches and names', () => {
  const docs = (sizes: number[]) => sizes.map((bytes, i) => ({ id: `d${i}`, bytes }));

  test('at most maxCount documents and maxBytes bytes a batch, in order; a large document alone', () => {
    const cut = batches(docs([1, 1, 1, 1, 1]), 2, 100);
    expect(cut.map((b) => b.map((d) => d.id))).toEqual([['d0', 'd1'], ['d2', 'd3'], ['d4']]);
    const bySize = batches(docs([40, 40, 40, 500, 10]), 10, 100);
    expect(bySize.map((b) => b.map((d) => d.id))).toEqual([['d0', 'd1'], ['d2'], ['d3'], ['d4']]);
    expect(batches([], 4, 100)).toEqual([]);
  });

  test('service names are identifiers, unique within a batch', () => {
    expect(serviceName('amazonaws.com/ec2')).toBe('amazonawsComEc2');
    expect(serviceName('1forge.com')).toBe('api1forgeCom');
    expect(serviceName('azure.com/azsadmin-DelegatedProviderOffer')).toBe('azureComAzsadminDelegatedProviderOffer');
    expect(serviceName('a.b', new Set(['aB']))).toBe('aB_2');
    expect(serviceName('a.b', new Set(['aB', 'aB_2']))).toBe('aB_3');
    expect(serviceName('...')).toBe('api');
  });
});

describe('WORLD_ONLY', () => {
  const docs = [
    { id: 'small.com', bytes: 10 },
    { id: 'large.com', bytes: 900 },
    { id: 'medium.com/a', bytes: 300 },
  ];

  test('names documents by id, in the order given, or the N largest', () => {
    expect(pickOnly('medium.com/a, small.com', docs)).toEqual(['medium.com/a', 'small.com']);
    expect(pickOnly('small.com small.com', docs)).toEqual(['small.com']);
    expect(pickOnly('largest:2', docs)).toEqual(['large.com', 'medium.com/a']);
  });

  test('an id the directory does not have is an error naming it', () => {
    expect(() => pickOnly('small.com,nowhere.org', docs)).toThrow(/nowhere\.org/);
  });
});
