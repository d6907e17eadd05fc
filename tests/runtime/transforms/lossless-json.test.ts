// losslessJson: JSON text whose integers beyond 2^53 are kept as bigint (for `--int64` routes),
// everything else read exactly as JSON.parse reads it: digits inside strings, fractions,
// exponents and safe integers untouched; a text that carries NUL characters of its own is read by
// JSON.parse alone. And decodedData gives back as numbers the bigints its plan does not name.
import { expect, test } from '@jest/globals';
import { losslessJson } from '../../../runtime/transforms/lossless-json.js';
import { decodedData, encodedParams } from '../../../runtime/transforms/route-transforms.js';

const BIG = '9007199254740993';

test('integers beyond 2^53 become bigint wherever they are; other values are what JSON.parse gives', () => {
  const text = `{"a":${BIG},"b":[-${BIG}, 1, ${BIG}],"c":{"d":${BIG}}, "s":"${BIG}", "f":1234567890123456.5, "e":1234567890123456e2, "safe":1000000000000000, "last":${BIG}}`;
  expect(losslessJson(text)).toEqual({
    a: BigInt(BIG),
    b: [-BigInt(BIG), 1, BigInt(BIG)],
    c: { d: BigInt(BIG) },
    s: BIG,
    f: 1234567890123456.5,
    e: 1234567890123456e2,
    safe: 1000000000000000,
    last: BigInt(BIG),
  });
  expect(losslessJson(` ${BIG} `)).toBe(BigInt(BIG));
  expect(losslessJson(`["say \\"${BIG}\\"", ${BIG}]`)).toEqual([`say "${BIG}"`, BigInt(BIG)]);
});

test('a text without long integers, or with NUL characters of its own, is read by JSON.parse', () => {
  expect(losslessJson('{"a":1,"b":"x"}')).toEqual({ a: 1, b: 'x' });
  expect(losslessJson(`{"nul":"\\u0000${BIG}","n":${BIG}}`)).toEqual({ nul: `\u0000${BIG}`, n: Number(BIG) });
  expect(() => losslessJson(`{"a":${BIG}`)).toThrow(SyntaxError);
});

test('decodedData converts what its plan names and gives every other bigint back as a number', () => {
  const data = losslessJson(`{"id":${BIG},"other":${BIG},"list":[{"id":${BIG},"n":${BIG}}],"at":"2024-01-31T00:00:00Z","bad":"not a date"}`);
  expect(decodedData({ p: { id: 'int64-string', list: { i: { p: { id: 'bigint' } } }, at: 'date-time', bad: 'date-time' } }, data)).toEqual({
    id: BIG,
    other: Number(BIG),
    list: [{ id: BigInt(BIG), n: Number(BIG) }],
    at: new Date('2024-01-31T00:00:00Z'),
    bad: 'not a date',
  });
});

test('encodedParams fills defaults first, encodes along its plans, and leaves values of other types alone', () => {
  const prepare = encodedParams('op', { body: { p: { at: 'date' } } }, { since: 'date-time', n: 'bigint' }, { since: 'x', page: 1 });
  const params: Record<string, unknown> = { body: { at: new Date('2024-02-29T23:00:00Z'), note: 'kept' }, n: 5n };
  prepare(params);
  expect(params).toEqual({ body: { at: '2024-02-29', note: 'kept' }, n: 5, since: 'x', page: 1 });
  const text: Record<string, unknown> = { n: BigInt(BIG), since: new Date('invalid') };
  prepare(text);
  expect(text.n).toBe(BIG);
  expect(text.since).toBeInstanceOf(Date);
});
