// A full client's pipelines load their stages with the first request: deferredComposer loads
// once however many calls wait for it, tries again after a failed load, and composes each
// pipeline once, calling straight through after that.
import { expect, test } from '@jest/globals';
import type { RouteDescription } from 'specforge/runtime';
import type { ClientState, RequestContext } from '../../../runtime/pipeline/context.js';
import { deferredComposer } from '../../../runtime/pipeline/deferred-pipeline.js';
import type { Composer, Pipeline, PipelineKind } from '../../../runtime/pipeline/stages.js';

const client = {} as ClientState;
const route: RouteDescription = { method: 'GET', url: '/things' };
const kind: PipelineKind = { validate: true, hooksAndAuth: true, shape: true };
const ctx = (operation: string) => ({ operation }) as unknown as RequestContext;

/** A composer whose pipelines answer with the operation they were called for, counting compositions. */
function answering(composed: string[]): Composer {
  return (_client, r, _kind): Pipeline => {
    composed.push(r?.url ?? 'request');
    return {
      prepare: (c) => c,
      send: (c) => Promise.resolve({ status: 200, url: '', headers: {}, data: `sent ${c.operation}` }),
      call: (c) => Promise.resolve({ status: 200, url: '', headers: {}, data: `called ${c.operation}` }),
    };
  };
}

test('concurrent first calls share one load; then calls go straight through a pipeline composed once', async () => {
  const composed: string[] = [];
  let loads = 0;
  const compose = deferredComposer(async () => {
    loads++;
    return answering(composed);
  });
  const pipeline = compose(client, route, kind);
  const [a, b, c] = await Promise.all([pipeline.call(ctx('a')), pipeline.send(ctx('b')), pipeline.prepare(ctx('c'))]);
  expect([a.data, b.data, (c as RequestContext).operation]).toEqual(['called a', 'sent b', 'c']);
  expect(loads).toBe(1);
  expect(composed).toEqual(['/things']);
  // Loaded: prepare answers synchronously, as the composed pipeline does.
  expect(pipeline.prepare(ctx('d'))).toEqual(ctx('d'));
  expect((await pipeline.call(ctx('e'))).data).toBe('called e');
  expect(composed).toEqual(['/things']);
  // Another route's pipeline needs no second load.
  await compose(client, undefined, kind).call(ctx('f'));
  expect([loads, composed]).toEqual([1, ['/things', 'request']]);
});

test('a failed load rejects the calls waiting for it, and the next call loads again', async () => {
  const composed: string[] = [];
  let loads = 0;
  const compose = deferredComposer(async () => {
    loads++;
    if (loads === 1) throw new Error('chunk failed to load');
    return answering(composed);
  });
  const pipeline = compose(client, route, kind);
  await expect(pipeline.call(ctx('a'))).rejects.toThrow('chunk failed to load');
  expect((await pipeline.call(ctx('b'))).data).toBe('called b');
  expect(loads).toBe(2);
});
