// A large document's validator modules made in a worker thread while the other emitters run
// (codegen/cli/validator-thread.ts, validator-worker.ts; generate.ts's emitServiceBeside): the same
// files as made in one thread, a job's error reported as the one thread reports it, a worker that
// cannot run leaving the work to this thread, and which documents get a thread.
import { describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CLAIM, type ValidatorAnswer } from '../../codegen/cli/validator-protocol.js';
import {
  inWorkerThread,
  VALIDATOR_THREAD,
  validatorThread,
  validatorThreadAt,
  validatorThreadFor,
  validatorWorkerFile,
} from '../../codegen/cli/validator-thread.js';
import { esmOnly } from '../../codegen/emit/validators/standalone-code.js';
import {
  emitValidators,
  releaseParamsValidators,
  type ValidatorJob,
  validatorFiles,
  validatorFolder,
  validatorJobs,
} from '../../codegen/emit/validators/validator-modules.js';
import { emitService, emitServiceBeside, emitServiceTo, generate } from '../../codegen/generate.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const BUILT_WORKER = join(ROOT, 'dist/cli/validator-worker.js');
// Params, webhooks' payloads and event streams' data: every kind of validator job.
const DOCUMENTS = ['tests/fixtures/documents/event-streams.yaml', 'specs/webhooks.yaml', 'specs/hosting.yaml'];

/** A job whose one schema has property `a` with schema `a`. */
function badJob(a: object): ValidatorJob {
  return {
    specFile: 'bad.yaml',
    dir: 'bad/validators',
    label: 'params',
    sharedIds: [],
    schemas: [{ $id: 'https://specforge.local/bad/params/op.json', type: 'object', properties: { a } }],
    modules: [{ file: 'bad', names: ['op'], exports: [['op', 'https://specforge.local/bad/params/op.json']], aliases: [] }],
  };
}

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

  test('a job is checked against JSON Schema: an invalid schema is refused with that, whichever thread checks it', async () => {
    // ajv refuses the first itself ("type must be JSON type"), and compiles the second.
    for (const [bad, refused] of [
      [{ type: 'nope' }, /^schema is invalid: data\/properties\/a\/type/],
      [{ minLength: -1 }, /^schema is invalid: data\/properties\/a\/minLength/],
    ] as const) {
      const job = badJob(bad);
      expect(() => validatorFiles(structuredClone(job))).toThrow(refused);
      // The worker checks (this thread is never idle), or this thread does, idle before the worker is done.
      await expect(inWorkerThread(builtWorker(), 0)([job])).rejects.toThrow(refused);
      const made = inWorkerThread(builtWorker(), 0)([job]);
      made.idle?.();
      await expect(made).rejects.toThrow(refused);
    }
  });

  test('the worker checks the schemas only when this thread has not taken the checks', async () => {
    const job = badJob({ minLength: -1 });
    const checked = await answersOf([job], [], false);
    expect(checked[checked.length - 1]).toEqual({ error: expect.stringMatching(/^schema is invalid: data\/properties\/a\/minLength/) });
    const taken = await answersOf([job], [], false, true);
    expect(taken[taken.length - 1]).toEqual({ done: true });
  });

  test('emitServiceBeside tells the maker once it has emitted the rest and only waits', async () => {
    const model = await modelOf('tests/fixtures/documents/event-streams.yaml');
    const events: string[] = [];
    const maker = (jobs: ValidatorJob[]) =>
      Object.assign(Promise.resolve(Object.assign({}, ...jobs.map(validatorFiles)) as Record<string, string>), { idle: () => events.push('idle') });
    await emitServiceBeside(model, maker, (path) => {
      if (!path.includes('/validators/')) events.push('file');
    });
    expect(events.indexOf('idle')).toBe(events.length - 1);
    expect(events.filter((e) => e === 'idle')).toHaveLength(1);
    expect(events.length).toBeGreaterThan(5);
  });

  test('emitServiceBeside writes what emitService writes', async () => {
    const model = await modelOf('tests/fixtures/documents/event-streams.yaml');
    expect(validatorJobs(model).map((job) => job.dir)).toEqual(['thread/validators', 'thread/validators/events']);
    const one = emitService(model);
    const beside = await emitServiceBeside(model, inWorkerThread(builtWorker(), 0));
    expect(Object.keys(beside).sort()).toEqual(Object.keys(one).sort());
    for (const path of Object.keys(one)) expect([path, beside[path]]).toEqual([path, one[path]]);
  });

  test('with a put, every file is handed over as it is made and none is kept (emitServiceTo, emitServiceBeside, generate)', async () => {
    const model = await modelOf('tests/fixtures/documents/event-streams.yaml');
    const one = emitService(model);
    const handed = () => {
      const got = new Map<string, string>();
      const put = (path: string, text: string) => {
        expect(got.has(path)).toBe(false);
        got.set(path, text);
      };
      return { got, put };
    };
    const here = handed();
    emitServiceTo(model, here.put);
    expect(Object.fromEntries(here.got)).toEqual(one);
    const beside = handed();
    expect(await emitServiceBeside(model, inWorkerThread(builtWorker(), 0), beside.put)).toEqual({});
    expect(Object.fromEntries(beside.got)).toEqual(one);
    const input = { path: join(ROOT, 'tests/fixtures/documents/event-streams.yaml'), shown: 'event-streams.yaml', name: 'thread' };
    const kept = (await generate([input])).files;
    const streamed = handed();
    expect((await generate([input], { put: streamed.put })).files.size).toBe(0);
    expect(new Map([...streamed.got].sort(([a], [b]) => a.localeCompare(b)))).toEqual(kept);
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

/** What the built worker answers to `jobs`, with the command's thread idle from the start (or busy throughout) and the modules of `taken` (job, module) already claimed by it. */
async function answersOf(jobs: ValidatorJob[], taken: Array<[number, number]>, commandIdle = true, checksTaken = false): Promise<ValidatorAnswer[]> {
  const idle = new SharedArrayBuffer(4);
  Atomics.store(new Int32Array(idle), 0, commandIdle ? 1 : 0);
  const checks = new SharedArrayBuffer(4);
  if (checksTaken) Atomics.store(new Int32Array(checks), 0, CLAIM.command);
  const claims = jobs.map((job) => new SharedArrayBuffer(4 * (job.modules.length + 1)));
  for (const [job, module] of taken) Atomics.store(new Int32Array(claims[job]!), module, CLAIM.command);
  const worker = new Worker(builtWorker());
  const answers: ValidatorAnswer[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (answer: ValidatorAnswer) => {
        answers.push(answer);
        if ('done' in answer || 'error' in answer) resolve();
      });
      worker.once('error', reject);
      worker.postMessage({ jobs, idle, claims, checks });
    });
  } finally {
    await worker.terminate();
  }
  return answers;
}

describe('the rewriting shared with an idle command', () => {
  test('every module is offered as ajv wrote it; the worker rewrites those still free, from the last', async () => {
    // Many groups (hosting.yaml's namespaces) and two jobs (event-streams.yaml's params and events).
    const model = await modelOf('specs/hosting.yaml');
    const events = await modelOf('tests/fixtures/documents/event-streams.yaml');
    const jobs = [...validatorJobs(model), validatorJobs(events)[1]!];
    const params = jobs[0]!.modules.length + 1;
    expect(params).toBeGreaterThan(2);
    // The command's thread has taken the first group's module of the params job.
    const answers = await answersOf(jobs, [[0, 1]]);
    const offered = answers.flatMap((a) => ('code' in a ? [`${a.job}/${a.module}`] : []));
    const rewritten = answers.flatMap((a) => ('pieces' in a ? [`${a.job}/${a.module}`] : []));
    // Groups first, the shared module last, each job in turn.
    const order = jobs.flatMap((job, j) => [...job.modules.map((_, i) => `${j}/${i + 1}`), `${j}/0`]);
    expect(offered).toEqual(order);
    expect(rewritten).toEqual(jobs.flatMap((job, j) => [`${j}/0`, ...job.modules.map((_, i) => `${j}/${job.modules.length - i}`)]).filter((m) => m !== '0/1'));
    expect(answers[answers.length - 1]).toEqual({ done: true });
    // What each thread rewrites makes the files of one thread.
    const modules = jobs.map((job) => new Array<string[]>(job.modules.length + 1));
    for (const a of answers) {
      if ('pieces' in a) modules[a.job]![a.module] = a.pieces;
      if ('code' in a && a.job === 0 && a.module === 1) modules[0]![1] = esmOnly(a.code);
    }
    const files = Object.assign({}, ...jobs.map((job, j) => validatorFolder(job, modules[j]!)));
    const eventsFiles = Object.fromEntries(Object.entries(emitValidators(events)).filter(([path]) => path.startsWith(`${jobs[1]!.dir}/`)));
    expect(files).toEqual({ ...emitValidators(model), ...eventsFiles });
  });

  test('while the command is busy, the worker rewrites every module itself, as it makes it', async () => {
    const model = await modelOf('specs/hosting.yaml');
    const jobs = validatorJobs(model);
    const answers = await answersOf(jobs, [], false);
    expect(answers.map((a) => ('pieces' in a ? `${a.job}/${a.module}` : Object.keys(a).join()))).toEqual([
      ...jobs[0]!.modules.map((_, i) => `0/${i + 1}`),
      '0/0',
      'done',
    ]);
  });

  test('a worker started before the jobs, and closed unused, stops', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      // A worker that writes a line every 5 ms for as long as it runs.
      const ticking = join(dir, 'ticking-worker.mjs');
      const log = join(dir, 'ticks.txt');
      await writeFile(ticking, `import { appendFileSync } from 'node:fs';\nsetInterval(() => appendFileSync(${JSON.stringify(log)}, 'tick\\n'), 5);\n`);
      const thread = validatorThread(ticking, { prestart: true });
      const started = Date.now();
      while (!existsSync(log)) {
        if (Date.now() - started > 10_000) throw new Error('the worker never started');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      thread.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = (await stat(log)).size;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await stat(log)).size).toBe(after);
      expect((await readFile(log, 'utf8')).startsWith('tick\n')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A worker module in `dir` that answers any jobs with the error "made there": its answer shows where the work was done. */
async function answeringThere(dir: string): Promise<string> {
  const file = join(dir, 'wrong-worker.mjs');
  await writeFile(
    file,
    "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => parentPort.postMessage({ error: 'made there' }));\n",
  );
  return file;
}

describe('which documents get a thread', () => {
  test('on more than one core', () => {
    expect([1, 2, 8].map((cores) => validatorThreadFor(cores))).toEqual([false, true, true]);
  });

  test('jobs with fewer schemas than the threshold are done in this thread', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      const wrong = await answeringThere(dir);
      const model = await modelOf('specs/webhooks.yaml');
      const jobs = validatorJobs(model);
      const count = jobs.reduce((n, job) => n + job.schemas.length, 0);
      expect(await inWorkerThread(wrong, count + 1)(jobs)).toEqual(emitValidators(model));
      await expect(inWorkerThread(wrong, count)(jobs)).rejects.toThrow('made there');
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

  test('from 1 MiB the thread is started at once and used whatever the number of schemas; below, from 3,000 schemas', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      const wrong = await answeringThere(dir);
      const model = await modelOf('specs/webhooks.yaml');
      const jobs = validatorJobs(model);
      expect(jobs.reduce((n, job) => n + job.schemas.length, 0)).toBeLessThan(VALIDATOR_THREAD.fromSchemas);
      const small = join(dir, 'small.yaml');
      await writeFile(small, 'openapi: 3.1.0\n');
      await truncate(small, VALIDATOR_THREAD.prestartFromBytes - 1);
      const large = join(dir, 'large.yaml');
      await writeFile(large, 'openapi: 3.1.0\n');
      await truncate(large, VALIDATOR_THREAD.prestartFromBytes);
      if (!validatorThreadFor()) {
        // A single core: no thread at all.
        expect(await validatorThreadAt(large, wrong)).toBeUndefined();
        return;
      }
      expect(await (await validatorThreadAt(small, wrong))!.make(jobs)).toEqual(emitValidators(model));
      await expect((await validatorThreadAt(large, wrong))!.make(jobs)).rejects.toThrow('made there');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the command gives a document a thread whatever its size, the largest too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validator-thread-'));
    try {
      const small = join(dir, 'small.yaml');
      await writeFile(small, 'openapi: 3.1.0\n');
      const thread = await validatorThreadAt(small);
      thread?.close();
      expect(thread !== undefined).toBe(validatorThreadFor());
      // 64 MiB (sparse), larger than any document of the public API directory.
      const large = join(dir, 'large.yaml');
      await writeFile(large, 'openapi: 3.1.0\n');
      await truncate(large, 64 * 1024 * 1024);
      const started = await validatorThreadAt(large);
      started?.close();
      expect(started !== undefined).toBe(validatorThreadFor());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
