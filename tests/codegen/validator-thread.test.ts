// A large document's validator modules made in a worker thread while the other emitters run
// (codegen/cli/validator-thread.ts, validator-worker.ts; generate.ts's emitServiceBeside): the same
// files as made in one thread, a job's error reported as the one thread reports it, a worker that
// cannot run leaving the work to this thread, and which documents get a thread.
import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inWorkerThread, VALIDATOR_THREAD, validatorMakerFor, validatorThreadFor, validatorWorkerFile } from '../../codegen/cli/validator-thread.js';
import { emitValidators, releaseParamsValidators, validatorFiles, validatorJobs } from '../../codegen/emit/validators/validator-modules.js';
import { emitService, emitServiceBeside, generate } from '../../codegen/generate.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const BUILT_WORKER = join(ROOT, 'dist/cli/validator-worker.js');
// Params, webhooks' payloads and event streams' data: every kind of validator job.
const DOCUMENTS = ['tests/fixtures/documents/event-streams.yaml', 'specs/webhooks.yaml', 'specs/hosting.yaml'];

async function modelOf(input: string): Promise<ServiceModel> {
  const { models } = await generate([{ path: join(ROOT, input), shown: input, name: 'thread' }]);
  return models[0]!;
}

function builtWorker(): string {
  if (!existsSync(BUILT_WORKER)) throw new Error('dist/ is missing: run `make` (or `npx tsup`) before the tests');
  return BUILT_WORKER;
}

describe('validators made in a worker thread', () => {
  test.each(DOCUMENTS)('%s: the same modules as in this thread', async (input) => {
    const model = await modelOf(input);
    const here = emitValidators(model);
    const jobs = validatorJobs(model);
    const there = await inWorkerThread(builtWorker(), 0)(jobs);
    expect(Object.keys(there).sort()).toEqual(Object.keys(here).sort());
    for (const path of Object.keys(here)) expect([path, there[path]]).toEqual([path, here[path]]);
  });

  test('emitServiceBeside writes what emitService writes', async () => {
    const model = await modelOf('tests/fixtures/documents/event-streams.yaml');
    expect(validatorJobs(model).map((job) => job.dir)).toEqual(['thread/validators', 'thread/validators/events']);
    const one = emitService(model);
    const beside = await emitServiceBeside(model, inWorkerThread(builtWorker(), 0));
    expect(Object.keys(beside).sort()).toEqual(Object.keys(one).sort());
    for (const path of Object.keys(one)) expect([path, beside[path]]).toEqual([path, one[path]]);
  });

  test('a maker that fails is not left unhandled when the emitters here fail first', async () => {
    const model = await modelOf('specs/webhooks.yaml');
    let armed = false;
    // Once the jobs are made, the emitters here fail at their first read of the model.
    const broken = new Proxy(model, {
      get: (target, key) => {
        if (armed && key === 'name') throw new Error('an emitter failed');
        return Reflect.get(target, key);
      },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const failing = async () => {
        armed = true;
        throw new Error('the worker failed');
      };
      await expect(emitServiceBeside(broken, failing)).rejects.toThrow('an emitter failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  test('the params job is made once per model until the validators are let go', async () => {
    const model = await modelOf('specs/webhooks.yaml');
    const [first] = validatorJobs(model);
    expect(validatorJobs(model)[0]).toBe(first);
    releaseParamsValidators(model);
    const [again] = validatorJobs(model);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  test("a job's error comes back as the one thread reports it", async () => {
    const model = await modelOf('tests/fixtures/documents/event-streams.yaml');
    const jobs = validatorJobs(model);
    // A reference ajv cannot resolve.
    const broken = { ...jobs[0]!, schemas: [...jobs[0]!.schemas, { $id: 'https://specforge.local/x/broken.json', $ref: 'https://nowhere.example/x' }] };
    broken.modules = [{ file: 'broken', names: ['broken'], exports: [['broken', 'https://specforge.local/x/broken.json']], aliases: [] }];
    const message = (() => {
      try {
        validatorFiles(broken);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    })();
    expect(message).toMatch(/can't resolve reference https:\/\/nowhere.example\/x/);
    await expect(inWorkerThread(builtWorker(), 0)([broken])).rejects.toThrow(message);
  });

  test('a worker that cannot run leaves the work to this thread', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      const failing = join(dir, 'failing-worker.mjs');
      await writeFile(failing, "throw new Error('cannot start');\n");
      const model = await modelOf('specs/webhooks.yaml');
      expect(await inWorkerThread(failing, 0)(validatorJobs(model))).toEqual(emitValidators(model));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('which documents get a thread', () => {
  test('under 32 MiB, on more than one core', () => {
    const { belowBytes } = VALIDATOR_THREAD;
    expect([0, belowBytes - 1, belowBytes].map((bytes) => validatorThreadFor(bytes, 2))).toEqual([true, true, false]);
    expect(validatorThreadFor(0, 1)).toBe(false);
  });

  test('jobs with fewer schemas than the threshold are done in this thread', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      // A worker that answers wrongly: its answer shows where the work was done.
      const wrong = join(dir, 'wrong-worker.mjs');
      await writeFile(
        wrong,
        "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => parentPort.postMessage({ files: { wrong: '' } }));\n",
      );
      const model = await modelOf('specs/webhooks.yaml');
      const jobs = validatorJobs(model);
      const count = jobs.reduce((n, job) => n + job.schemas.length, 0);
      expect(await inWorkerThread(wrong, count + 1)(jobs)).toEqual(emitValidators(model));
      expect(await inWorkerThread(wrong, count)(jobs)).toEqual({ wrong: '' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the worker's module: built beside the command, its source from sources, else none", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      await mkdir(join(dir, 'cli'));
      expect(validatorWorkerFile(pathToFileURL(join(dir, 'cli/main.js')).href)).toBeUndefined();
      await writeFile(join(dir, 'cli/validator-worker.js'), '');
      expect(validatorWorkerFile(pathToFileURL(join(dir, 'cli/main.js')).href)).toBe(join(dir, 'cli/validator-worker.js'));
      // Shared code bundled into a chunk beside cli/.
      expect(validatorWorkerFile(pathToFileURL(join(dir, 'chunk-X.js')).href)).toBe(join(dir, 'cli/validator-worker.js'));
      expect(validatorWorkerFile()).toBe(join(ROOT, 'codegen/cli/validator-worker.ts'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the command gives a document a thread unless it is very large', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      const small = join(dir, 'small.yaml');
      await writeFile(small, 'openapi: 3.1.0\n');
      expect(typeof (await validatorMakerFor(small)) === 'function').toBe(validatorThreadFor(16));
      // 32 MiB (sparse): too large for a second thread's memory.
      const large = join(dir, 'large.yaml');
      await writeFile(large, 'openapi: 3.1.0\n');
      await truncate(large, VALIDATOR_THREAD.belowBytes);
      expect(await validatorMakerFor(large)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
