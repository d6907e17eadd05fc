// The webhook server with and without its queue on Redis, in the same run: deliveries per second
// and time to the 2xx (p50, p99) of one receiving process and of three, in memory (the handler runs
// while the sender waits) and with `queue: { redis }` (the delivery and its dedup record stored
// before the answer). Every delivery carries an id of its own (X-Delivery), so each one is stored
// and deduplicated for real. The receiving processes run no workers: what is measured is
// receiving; Redis is emptied between runs. Three instances are loaded each by an autocannon of
// its own at the same time (rates summed, the slowest p99 reported). Returns the Markdown section
// for bench/RESULTS.md.
//
// Alone: npx tsup && npx tsx bench/webhooks-queue.ts [--write]
// Knobs (environment): BENCH_QUEUE_ROUNDS (default 3), BENCH_QUEUE_SECONDS per run (5),
// BENCH_QUEUE_CONNECTIONS per instance (20).

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { startRedis } from '../tests/helpers/redis-server.js';
import { spliceSection } from './results-file.js';
import { fmt, median, ratio, rotate, table } from './stats.js';
import { SERVER_SECTION_TITLE } from './webhooks-server.js';

const SECRET = 'bench-webhook-secret';
/** The rate of the runs that measure time to 2xx below saturation: deliveries per second over all instances. */
const STEADY_RATE = 1000;
const PAYLOAD = JSON.stringify(JSON.parse(readFileSync(resolve(import.meta.dirname, '../tests/fixtures/webhook-delivery.json'), 'utf8')));
export const QUEUE_SECTION_TITLE = '## 6b. Webhook server with a queue on Redis: deliveries per second and time to 2xx';

function knob(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

type Mode = 'memory' | 'redis';
interface Config {
  id: string;
  label: string;
  mode: Mode;
  instances: number;
}
const CONFIGS: Config[] = [
  { id: 'memory-1', label: 'in memory, 1 instance', mode: 'memory', instances: 1 },
  { id: 'redis-1', label: 'Redis queue, 1 instance', mode: 'redis', instances: 1 },
  { id: 'memory-3', label: 'in memory, 3 instances', mode: 'memory', instances: 3 },
  { id: 'redis-3', label: 'Redis queue, 3 instances', mode: 'redis', instances: 3 },
];

function startTarget(root: string, mode: Mode, redisUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [resolve(root, 'bench/webhooks-queue-target.mjs'), mode, redisUrl], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', BENCH_WEBHOOK_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolvePromise({ child, url: `http://127.0.0.1:${m[1]}/webhooks/bench` });
    });
    child.on('exit', (code) => reject(new Error(`${mode} target exited with ${code} before listening`)));
  });
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
}

let sequence = 0;
async function load(url: string, seconds: number, connections: number, rate?: number): Promise<Run> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    ...(rate !== undefined ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (req: { headers?: Record<string, string> }) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-delivery': `d-${process.pid}-${++sequence}` },
          body: PAYLOAD,
        }),
      },
    ],
  } as autocannon.Options);
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Loads the instances at once, each with an autocannon of its own: rates summed, the slowest p50 and p99. */
async function loadAll(urls: string[], seconds: number, connections: number, rate?: number): Promise<Run> {
  const runs = await Promise.all(urls.map((u) => load(u, seconds, connections, rate === undefined ? undefined : Math.round(rate / urls.length))));
  return { rps: runs.reduce((s, r) => s + r.rps, 0), p50: Math.max(...runs.map((r) => r.p50)), p99: Math.max(...runs.map((r) => r.p99)) };
}

export async function benchWebhooksQueue(root: string, progress: (line: string) => void): Promise<string[]> {
  const rounds = knob('BENCH_QUEUE_ROUNDS', 3);
  const seconds = knob('BENCH_QUEUE_SECONDS', 5);
  const connections = knob('BENCH_QUEUE_CONNECTIONS', 20);
  const loadBefore = loadavg();
  const redis = await startRedis();
  const admin = new Redis(redis.url);
  const runs = new Map<string, Run[]>(CONFIGS.map((c) => [c.id, []]));
  const steady = new Map<string, Run[]>(CONFIGS.map((c) => [c.id, []]));
  let children: ChildProcess[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      for (const config of rotate(CONFIGS, r)) {
        await admin.flushall();
        const targets = await Promise.all(Array.from({ length: config.instances }, () => startTarget(root, config.mode, redis.url)));
        children = targets.map((t) => t.child);
        const urls = targets.map((t) => t.url);
        // Checked first: a delivery is answered as the mode says, the same id again is a duplicate (with a queue).
        const post = (id: string) =>
          fetch(urls[0]!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-delivery': id },
            body: PAYLOAD,
          }).then((res) => res.text());
        const answers = [await post('check'), await post('check')];
        const expected = config.mode === 'redis' ? ['{"queued":true}', '{"duplicate":true}'] : ['null', 'null'];
        if (answers.join() !== expected.join()) throw new Error(`${config.label} answered ${answers.join(' then ')} instead of ${expected.join(' then ')}`);
        await loadAll(urls, 1, connections); // warm-up
        runs.get(config.id)!.push(await loadAll(urls, seconds, connections));
        steady.get(config.id)!.push(await loadAll(urls, seconds, 10, STEADY_RATE));
        if (config.mode === 'redis') {
          const stored = await admin.llen('specforge:bench:wait');
          if (stored < 1000) throw new Error(`${config.label}: only ${stored} deliveries in the queue after the run`);
        }
        for (const child of children) child.kill();
        children = [];
      }
      progress(`webhook queue round ${r + 1}/${rounds}`);
    }
  } finally {
    for (const child of children) child.kill();
    admin.disconnect();
    await redis.dispose();
  }
  const values = (id: string, key: keyof Run) => runs.get(id)!.map((x) => x[key]);
  const med = (id: string, key: keyof Run) => median(values(id, key));
  const calm = (id: string, key: keyof Run) => median(steady.get(id)!.map((x) => x[key]));
  const range = (list: number[]) => `${fmt(Math.min(...list))} – ${fmt(Math.max(...list))}`;
  const rows = CONFIGS.map((c) => [
    c.label,
    fmt(med(c.id, 'rps')),
    range(values(c.id, 'rps')),
    fmt(med(c.id, 'p50')),
    fmt(med(c.id, 'p99')),
    fmt(calm(c.id, 'p50')),
    fmt(calm(c.id, 'p99')),
  ]);
  const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
  const diff = (a: number, b: number) => `${a - b >= 0 ? '+' : '−'}${fmt(Math.abs(a - b))} ms`;
  return [
    QUEUE_SECTION_TITLE,
    '',
    table(
      [
        'Receiving',
        'median deliveries/s',
        'range over rounds',
        'p50 ms, saturated',
        'p99 ms, saturated',
        `p50 ms at ${STEADY_RATE}/s`,
        `p99 ms at ${STEADY_RATE}/s`,
      ],
      rows,
    ),
    '',
    `- Time to 2xx below saturation (${STEADY_RATE} deliveries per second over all instances), p99: Redis queue ${fmt(calm('redis-1', 'p99'))} ms against ${fmt(calm('memory-1', 'p99'))} ms in memory with 1 instance (**${diff(calm('redis-1', 'p99'), calm('memory-1', 'p99'))}**), ${fmt(calm('redis-3', 'p99'))} ms against ${fmt(calm('memory-3', 'p99'))} ms with 3 (**${diff(calm('redis-3', 'p99'), calm('memory-3', 'p99'))}**)`,
    `- Redis queue / in memory, 1 instance (deliveries per second at saturation, medians) = **${ratio(med('redis-1', 'rps'), med('memory-1', 'rps'))}**; p99 time to 2xx at saturation ${fmt(med('redis-1', 'p99'))} ms against ${fmt(med('memory-1', 'p99'))} ms (**${diff(med('redis-1', 'p99'), med('memory-1', 'p99'))}**)`,
    `- Redis queue / in memory, 3 instances = **${ratio(med('redis-3', 'rps'), med('memory-3', 'rps'))}**; p99 ${fmt(med('redis-3', 'p99'))} ms against ${fmt(med('memory-3', 'p99'))} ms (**${diff(med('redis-3', 'p99'), med('memory-3', 'p99'))}**)`,
    '',
    `How measured: each receiving process is a \`node\` process on 127.0.0.1 running WebhooksServer from dist/ (X-Webhook-Secret checked, the delivery id read from X-Delivery, a handler that does nothing); with the queue, \`queue: { redis }\` and no workers, against one redis-server 7.0 (Debian's) started for the bench with \`appendonly yes\`, \`appendfsync everysec\`, emptied before each run. autocannon (in the bench process) sends \`POST /webhooks/bench\` with the ${PAYLOAD.length}-byte example delivery of the tests and an X-Delivery id of its own per request, ${connections} keep-alive connections per instance as fast as answers come (saturated), then ${STEADY_RATE} deliveries per second over all instances on 10 connections each (autocannon's \`overallRate\`: the time to 2xx below saturation), ${seconds} s per run, ${rounds} rounds rotating the order; three instances are loaded at once, each by its own autocannon (their rates summed, the slowest p50 and p99 shown). Before timing, each configuration is checked to answer as its mode says (in memory: the handler's \`null\`; with the queue \`{"queued":true}\`, then \`{"duplicate":true}\` for the same id), and after a queue run the deliveries are checked to be in Redis. All of it, Redis and the load generator included, shares this machine's ${cpus().length} CPUs, so three instances cannot run three times as fast here: compare modes within a row of instances.`,
    '',
    `Load average (1, 5, 15 min): ${loads(loadBefore)} before the run, ${loads(loadavg())} after it.`,
    '',
  ];
}

/** Puts this section in bench/RESULTS.md: in place of itself, else after section 6. */
function writeSection(root: string, section: string[]): void {
  const file = resolve(root, 'bench/RESULTS.md');
  writeFileSync(file, spliceSection(readFileSync(file, 'utf8'), QUEUE_SECTION_TITLE, section.join('\n'), SERVER_SECTION_TITLE));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  benchWebhooksQueue(root, (line) => process.stderr.write(`[bench] ${line}\n`)).then(
    (section) => {
      process.stdout.write(`${section.join('\n')}\n`);
      if (process.argv.includes('--write')) writeSection(root, section);
    },
    (error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
