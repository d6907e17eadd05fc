// The one token cache of the auth strategies: one fetch for callers at the same time, reuse until
// due, one replacement for every caller that saw the same token refused, a fresh one on request.
import { expect, test } from '@jest/globals';
import { tokenCache } from '../../../runtime/auth/token-cache.js';

test('fetched once for concurrent callers, replaced once for a refused token, renewed on request', async () => {
  let fetched = 0;
  const cache = tokenCache(async () => ({ token: `t${++fetched}`, refreshAt: Date.now() + 60_000 }));
  expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['t1', 't1', 't1']);
  expect(await Promise.all([cache.replace('t1'), cache.replace('t1')])).toEqual(['t2', 't2']);
  // A caller that saw t1 refused after t2 came gets t2, not a third token.
  expect(await cache.replace('t1')).toBe('t2');
  expect(await cache.renew()).toBe('t3');
  expect(await cache.get()).toBe('t3');
  expect(fetched).toBe(3);
});

test('a token past its time is fetched again; a held one is used first', async () => {
  let fetched = 0;
  const cache = tokenCache(async () => ({ token: `t${++fetched}`, refreshAt: Date.now() - 1 }), { token: 'held', refreshAt: Number.POSITIVE_INFINITY });
  expect(await cache.get()).toBe('held');
  expect(await cache.replace('held')).toBe('t1');
  expect(await cache.get()).toBe('t2');
});
