// What loads on demand loads once (runtime/load-once.ts): concurrent first calls share one load,
// `value` holds it afterwards for a warm call that must not wait, a failed load is tried again by
// the next call, and a part of a load (a full client's composer, of its first-call chunk) is there
// as soon as the whole is. A client's core waits for its stages in one place: the first call of
// any method, `client.request` or `paginate` loads them once, and composes each pipeline once.
import { expect, test } from '@jest/globals';
import type { RouteDescription, ServiceDescription } from 'specforge/runtime';
import { ClientCore } from '../../../runtime/client/core.js';
import { loadOnce, partOf } from '../../../runtime/load-once.js';
import type { Composer, Pipeline } from '../../../runtime/pipeline/stages.js';

test('concurrent first calls share one load; value holds it; a failed load is tried again', async () => {
  let loads = 0;
  const loaded = loadOnce(async () => {
    loads++;
    if (loads === 1) throw new Error('chunk failed to load');
    return { answer: 42 };
  });
  expect(loaded.value).toBeUndefined();
  await expect(Promise.all([loaded(), loaded()])).rejects.toThrow('chunk failed to load');
  expect(loads).toBe(1);
  const [a, b] = await Promise.all([loaded(), loaded()]);
  expect(a).toBe(b);
  expect(loads).toBe(2);
  expect(loaded.value).toEqual({ answer: 42 });
  const part = partOf(loaded, (v) => v.answer);
  expect(part.value).toBe(42);
  expect(await part()).toBe(42);
});

const service: ServiceDescription = { name: 'things', baseUrl: 'https://api.example.com', headers: {}, auth: [], routes: {} };
const route: RouteDescription = { method: 'GET', url: '/things' };

/** A composer whose pipelines answer with what they were called for, counting compositions. */
function answering(composed: string[]): Composer {
  return (_client, r): Pipeline => {
    composed.push(r?.url ?? 'request');
    const answer = (what: string) => Promise.resolve({ status: 200, url: '', headers: {}, data: what });
    return { prepare: (c) => c, send: (c) => answer(`sent ${c.operation}`), call: (c) => answer(`called ${c.operation}`) };
  };
}

test('a core waits for its stages once, then composes each pipeline once and calls straight through', async () => {
  const composed: string[] = [];
  let loads = 0;
  const composer = loadOnce(async () => {
    loads++;
    return answering(composed);
  });
  const core = new ClientCore(service, {}, {}, composer);
  expect(() => core.pipeline(route)).toThrow('not loaded yet');
  const [a, b, c] = await Promise.all([core.call('things.list', route, {}), core.call('things.list', route, {}), core.request('GET /other')]);
  expect([a.data, b.data, c.data]).toEqual(['called things.list', 'called things.list', 'called GET /other']);
  expect(loads).toBe(1);
  expect(composed).toEqual(['/things', 'request']);
  await core.call('things.list', route, {});
  expect(core.pipeline(route)).toBe(core.pipeline(route));
  expect(composed).toEqual(['/things', 'request']);
});
