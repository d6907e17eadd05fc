// `make soak`: the webhook server under sustained hostile traffic, on loopback only, bounded in
// count and time. The server runs in a child process (target.mjs, from dist/); this process sends
// a weighted mix of valid deliveries (alone, pipelined, with prototype keys) and attacks (every
// malformed kind of the adversarial suite, wrong secrets, bodies over the limit, deep nesting,
// slowloris headers, slow bodies) from SOAK_CONCURRENCY connections at a time, then reports:
// requests sent, crashes, hangs (no answer and no close in time), wrong answers, lost and
// duplicated deliveries (from the server's own count), memory after warm-up, at each quarter and at
// the end, and how long close() took at the end. Exits 1 when any count is not zero, or when the
// heap, or RSS from the halfway point on, grew by more than SOAK_MAX_GROWTH_MB (RSS first climbs
// to the allocator's high-water mark of concurrent large bodies, then stays: a leak keeps climbing).
//
// Knobs (environment): SOAK_REQUESTS (default 60000), SOAK_SECONDS (default 150: stops sending
// then), SOAK_CONCURRENCY (64), SOAK_MAX_GROWTH_MB (16), SOAK_MODE (`memory`, the default, or
// `redis`: the server with a queue on a redis-server started for the soak, its handler run by the
// process's workers after the answer; lost and duplicated deliveries are counted once it drained).

import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ATTACKS, type Attack } from '../adversarial/attacks.js';
import { delivery, post, request, SECRET } from '../adversarial/requests.js';
import { raw, type RawExchange } from '../adversarial/raw-client.js';
import { startRedis, type TestRedis } from '../../../helpers/redis-server.js';

function knob(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const REQUESTS = knob('SOAK_REQUESTS', 60_000);
const SECONDS = knob('SOAK_SECONDS', 150);
const CONCURRENCY = knob('SOAK_CONCURRENCY', 64);
const MAX_GROWTH_MB = knob('SOAK_MAX_GROWTH_MB', 16);
const MODE = process.env.SOAK_MODE ?? 'memory';
if (MODE !== 'memory' && MODE !== 'redis') throw new Error(`SOAK_MODE: expected memory or redis, got ${JSON.stringify(MODE)}`);
const WARM_UP = Math.min(4000, Math.floor(REQUESTS / 10));
/** A request without an answer or a close within this long is a hang (timeouts are 0.5 s, refusals drain 1 s). */
const HANG_MS = 6000;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

interface Scenario {
  name: string;
  weight: number;
  /** Sends it; returns the number of requests it made and whether the answers were right. */
  run(port: number, nextId: () => string): Promise<{ requests: number; ok: boolean; hung: boolean; delivered: string[] }>;
}

const trickle = (text: string, everyMs: number) => [...text].flatMap((ch) => [ch, everyMs]);
const answered = (e: RawExchange, statuses: number[]) => e.statuses.join() === statuses.join();

function attackScenario(attack: Attack): Scenario {
  return {
    name: `attack: ${attack.name}`,
    weight: 30 / ATTACKS.length,
    async run(port) {
      const e = await raw(port, { send: attack.send, halfClose: attack.halfClose, waitMs: HANG_MS, responses: attack.closes ? undefined : 1 });
      const hung = e.statuses.length === 0 && !e.closed;
      return { requests: 1, ok: e.statuses[0] === attack.status && (!attack.closes || e.closed), hung, delivered: [] };
    },
  };
}

const SCENARIOS: Scenario[] = [
  {
    name: 'valid delivery',
    weight: 40,
    async run(port, nextId) {
      const id = nextId();
      const e = await raw(port, { send: [post(id, { close: true })], waitMs: HANG_MS });
      return { requests: 1, ok: answered(e, [200]), hung: !e.closed && e.statuses.length === 0, delivered: answered(e, [200]) ? [id] : [] };
    },
  },
  {
    name: '5 valid deliveries pipelined',
    weight: 8,
    async run(port, nextId) {
      const ids = [nextId(), nextId(), nextId(), nextId(), nextId()];
      const e = await raw(port, { send: [ids.map((id, i) => post(id, { close: i === 4 })).join('')], waitMs: HANG_MS });
      const ok = answered(e, [200, 200, 200, 200, 200]);
      return { requests: 5, ok, hung: !e.closed, delivered: ok ? ids : [] };
    },
  },
  {
    name: 'valid delivery with prototype keys',
    weight: 4,
    async run(port, nextId) {
      const id = nextId();
      const body = delivery(id).replace('{', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},');
      const e = await raw(port, {
        send: [
          request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'], body),
        ],
        waitMs: HANG_MS,
      });
      return { requests: 1, ok: answered(e, [200]), hung: !e.closed, delivered: answered(e, [200]) ? [id] : [] };
    },
  },
  ...ATTACKS.map(attackScenario),
  {
    name: 'wrong secret',
    weight: 4,
    async run(port, nextId) {
      const e = await raw(port, { send: [post(nextId(), { secret: `${SECRET}x`, close: true })], waitMs: HANG_MS });
      return { requests: 1, ok: answered(e, [403]), hung: !e.closed, delivered: [] };
    },
  },
  {
    name: 'body of 2 MiB (over the limit)',
    weight: 2,
    async run(port) {
      const body = 'x'.repeat(2 * 1024 * 1024);
      const e = await raw(port, {
        send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`], body)],
        waitMs: HANG_MS,
      });
      return { requests: 1, ok: answered(e, [413]) && e.closed, hung: !e.closed && e.statuses.length === 0, delivered: [] };
    },
  },
  {
    name: '100,000 levels of nesting',
    weight: 2,
    async run(port) {
      const body = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const e = await raw(port, {
        send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`, 'Connection: close'], body)],
        waitMs: HANG_MS,
      });
      return { requests: 1, ok: answered(e, [400]), hung: !e.closed, delivered: [] };
    },
  },
  {
    name: 'slowloris headers',
    weight: 1,
    async run(port) {
      const e = await raw(port, { send: trickle('POST /webhooks/count HTTP/1.1\r\nHost: x\r\nX-Slow: yes', 40), waitMs: HANG_MS });
      return { requests: 1, ok: answered(e, [408]) && e.closed, hung: !e.closed, delivered: [] };
    },
  },
  {
    name: 'slow body',
    weight: 1,
    async run(port, nextId) {
      const body = delivery(nextId());
      const e = await raw(port, {
        send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`]), ...trickle(body, 40)],
        waitMs: HANG_MS,
      });
      return { requests: 1, ok: answered(e, [408]) && e.closed, hung: !e.closed, delivered: [] };
    },
  },
];

function pick(): Scenario {
  const total = SCENARIOS.reduce((sum, s) => sum + s.weight, 0);
  let r = Math.random() * total;
  for (const s of SCENARIOS) if ((r -= s.weight) <= 0) return s;
  return SCENARIOS[0]!;
}

function startTarget(redis: TestRedis | undefined): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(resolve(import.meta.dirname, 'target.mjs'), [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, NODE_OPTIONS: '', SOAK_SECRET: SECRET, ...(redis ? { SOAK_REDIS: redis.url } : {}) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolvePromise({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the soak target exited with ${code} before listening`)));
  });
}

function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', onMessage);
        resolvePromise(m as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', () => reject(new Error('the soak target exited')));
    child.send(message);
  });
}

async function main(): Promise<void> {
  const redis = MODE === 'redis' ? await startRedis() : undefined;
  const { child, port } = await startTarget(redis);
  let crashed = 0;
  child.on('exit', (code, signal) => {
    if (!finished) crashed++;
    if (!finished) process.stderr.write(`soak target exited (${code ?? signal}) during the run\n`);
  });
  let finished = false;
  let sent = 0;
  let hangs = 0;
  let wrong = 0;
  let counter = 0;
  const byScenario = new Map<string, { runs: number; wrong: number }>();
  const delivered = new Set<string>();
  const attempted = new Set<string>();
  const nextId = () => {
    const id = `soak-${counter++}`;
    attempted.add(id);
    return id;
  };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  /** Memory after warm-up, then at each further quarter of the requests. */
  const samples: Memory[] = [];
  let sampling: Promise<void> | undefined;
  const marks = [WARM_UP, ...[0.25, 0.5, 0.75].map((q) => Math.floor(REQUESTS * q)).filter((n) => n > WARM_UP)];

  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline && crashed === 0) {
      const scenario = pick();
      const result = await scenario.run(port, nextId);
      sent += result.requests;
      const tally = byScenario.get(scenario.name) ?? { runs: 0, wrong: 0 };
      tally.runs++;
      if (result.hung) hangs++;
      else if (!result.ok) {
        wrong++;
        tally.wrong++;
      }
      byScenario.set(scenario.name, tally);
      for (const id of result.delivered) delivered.add(id);
      if (!sampling && marks.length > 0 && sent >= marks[0]!) {
        marks.shift();
        sampling = ask<{ memory: Memory }>(child, 'memory', 'memory').then((m) => {
          samples.push(m.memory);
          sampling = undefined;
        });
      }
    }
  };
  const ticker = setInterval(() => process.stderr.write(`[soak] ${sent} requests, ${hangs} hangs, ${wrong} wrong answers, ${crashed} crashes\n`), 10_000);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearInterval(ticker);
  await sampling;
  const seconds = (performance.now() - started) / 1000;

  let lost = 0;
  let duplicated = 0;
  let unanswered = 0;
  let memoryEnd: Memory = { rss: Number.NaN, heapUsed: Number.NaN, external: Number.NaN };
  let failures: string[] = [];
  let closedMs = Number.NaN;
  if (crashed === 0) {
    await new Promise((r) => setTimeout(r, 1500)); // let the last refusals drain
    memoryEnd = (await ask<{ memory: Memory }>(child, 'memory', 'memory')).memory;
    const reply = await ask<{ counts: Array<[string, number]>; failures: string[] }>(child, 'counts', 'counts');
    failures = reply.failures;
    const counts = new Map(reply.counts);
    for (const id of delivered) if ((counts.get(id) ?? 0) === 0) lost++;
    for (const [, n] of counts) if (n > 1) duplicated++;
    // A valid delivery sent but not answered 200 (it never was: a wrong answer is counted above).
    for (const id of attempted) if (!delivered.has(id) && (counts.get(id) ?? 0) > 0) unanswered++;
    closedMs = (await ask<{ closedMs: number }>(child, 'close', 'closedMs')).closedMs;
  }
  finished = true;
  child.kill();
  await redis?.dispose();

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const warm = samples[0];
  const half = samples[2] ?? samples.at(-1);
  const growth = warm ? memoryEnd.rss - warm.rss : Number.NaN;
  const lateGrowth = half ? memoryEnd.rss - half.rss : Number.NaN;
  const heapGrowth = warm ? memoryEnd.heapUsed - warm.heapUsed : Number.NaN;
  const series = [...samples, memoryEnd].map((m) => mb(m.rss)).join(' → ');
  const lines = [
    `Webhook server soak (${MODE === 'redis' ? 'queue on Redis' : 'in memory'}): ${sent} requests in ${seconds.toFixed(1)} s over ${CONCURRENCY} concurrent connections (${SCENARIOS.length} scenarios)`,
    '',
    ...[...byScenario]
      .sort((a, b) => b[1].runs - a[1].runs)
      .map(([name, t]) => `  ${String(t.runs).padStart(6)}  ${name}${t.wrong ? `  (${t.wrong} wrong)` : ''}`),
    '',
    `requests sent:             ${sent}`,
    `valid deliveries answered: ${delivered.size}`,
    `crashes:                   ${crashed}`,
    `hangs:                     ${hangs}`,
    `wrong answers:             ${wrong}`,
    `lost deliveries:           ${lost}`,
    `duplicated deliveries:     ${duplicated}`,
    `handled but not answered:  ${unanswered}`,
    `server errors logged:      ${failures.length}`,
    `RSS growth after warm-up:  ${mb(growth)} MiB, of which ${mb(lateGrowth)} MiB in the second half (RSS ${series} MiB after warm-up, at each quarter, at the end)`,
    `heap and buffers growth:   ${warm ? `${mb(heapGrowth)} MiB heap, ${mb(memoryEnd.external - warm.external)} MiB buffers` : '?'}`,
    `close() at the end:        ${closedMs.toFixed(0)} ms`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const f of failures.slice(0, 5)) process.stdout.write(`  ${f}\n`);
  const leaking = !(lateGrowth / 1024 / 1024 <= MAX_GROWTH_MB && heapGrowth / 1024 / 1024 <= MAX_GROWTH_MB);
  const failed = crashed + hangs + wrong + lost + duplicated + unanswered + failures.length > 0 || leaking;
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`soak failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
