// Redaction of deeply nested values (runtime/redact.ts): a secret at any depth of an error body or
// log detail is never shown. Values are copied 64 levels deep; an object deeper than that is
// replaced whole by [REDACTED], so a hostile body (a secret 100 levels down, an array 100,000
// levels deep) is answered in bounded time and stack, and shows nothing unredacted.
import { expect, test } from '@jest/globals';
import { inspect } from 'node:util';
import { BASE_SECRETS, mergeSecrets, REDACTED, redact } from '../../../runtime/redact.js';

const SECRET = 'ghp_DEEPSECRET24680';
const secrets = mergeSecrets(BASE_SECRETS, { values: [SECRET] });

/** `inner` inside `levels` objects: { next: { next: ... inner } }. */
function nested(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = { next: value };
  return value;
}

test('a secret 100 levels down is not shown; one 60 levels down is redacted in place, the rest kept', () => {
  const deep = redact({ error: nested(100, { token: 'x', note: `used ${SECRET}` }), message: 'failed' }, secrets);
  expect(inspect(deep, { depth: Infinity })).not.toContain(SECRET);
  expect(JSON.stringify(deep)).not.toContain(SECRET);
  expect((deep as { message: string }).message).toBe('failed');
  const shallow = redact(nested(60, { note: `used ${SECRET}`, kept: 1 }), secrets);
  expect(JSON.stringify(shallow)).toBe(JSON.stringify(nested(60, { note: `used ${REDACTED}`, kept: 1 })));
});

test('a value 100,000 levels deep gets a bounded answer: no stack overflow, nothing of it unredacted', () => {
  const hostile = JSON.parse(`${'['.repeat(100_000)}"${SECRET}"${']'.repeat(100_000)}`) as unknown;
  const out = redact(hostile, secrets);
  let depth = 0;
  for (let v: unknown = out; Array.isArray(v); v = v[0]) depth++;
  expect(depth).toBeLessThanOrEqual(66);
  expect(JSON.stringify(out)).not.toContain(SECRET);
});
