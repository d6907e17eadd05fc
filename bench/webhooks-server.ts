// Webhook server throughput for `make bench`: deliveries per second of specforge's WebhooksServer
// (X-Webhook-Secret check in constant time + payload validation by the generated validator +
// a handler that does nothing) against a bare node:http handler that does nothing, each in its
// own process, loaded by autocannon from this process. Rounds alternate the order; the figure is
// the median over rounds. Returns the Markdown section for bench/RESULTS.md.
//
// Knobs (environment): BENCH_SERVER_ROUNDS (default 3), BENCH_SERVER_SECONDS per run (5),
// BENCH_SERVER_CONNECTIONS (50).

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { fmt, median, ratio, table } from './stats.js';

const SECRET = 'bench-webhook-secret';
// REFERENCE.md §3's example delivery, the same file the tests use.
const PAYLOAD = JSON.stringify(JSON.parse(readFileSync(resolve(import.meta.dirname, '../tests/fixtures/webhook-delivery.json'), 'utf8')));

function knob(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

interface Target {
  id: 'specforge' | 'bare';
  label: string;
  child: ChildProcess;
  url: string;
}

function startTarget(root: string, id: Target['id'], label: string): Promise<Target> {
  const child = spawn(process.execPath, [resolve(root, 'bench/webhooks-target.mjs'), id], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', BENCH_WEBHOOK_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolvePromise({ id, label, child, url: `http://127.0.0.1:${m[1]}/webhooks/bench` });
    });
    child.on('exit', (code) => reject(new Error(`${label} exited with ${code} before listening`)));
  });
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
}

async function load(target: Target, seconds: number, connections: number): Promise<Run> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
    body: PAYLOAD,
    connections,
    duration: seconds,
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${target.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Checks that the specforge target really validates and checks the secret, then measures both. */
export async function benchWebhooksServer(root: string, progress: (line: string) => void): Promise<string[]> {
  const rounds = knob('BENCH_SERVER_ROUNDS', 3);
  const seconds = knob('BENCH_SERVER_SECONDS', 5);
  const connections = knob('BENCH_SERVER_CONNECTIONS', 50);
  const targets = [
    await startTarget(root, 'specforge', 'specforge WebhooksServer (secret + validation)'),
    await startTarget(root, 'bare', 'bare node:http handler'),
  ];
  try {
    const sf = targets[0]!;
    const check = async (headers: Record<string, string>, body: string) => (await fetch(sf.url, { method: 'POST', headers, body })).status;
    const statuses = [await check({ 'x-webhook-secret': SECRET }, PAYLOAD), await check({ 'x-webhook-secret': 'wrong' }, PAYLOAD), await check({ 'x-webhook-secret': SECRET }, '{"event":{}}')];
    if (statuses.join() !== '200,403,422') throw new Error(`the specforge target answered ${statuses.join()} instead of 200,403,422`);
    const runs = new Map<string, Run[]>(targets.map((t) => [t.id, []]));
    for (const t of targets) await load(t, 1, connections); // warm-up
    for (let r = 0; r < rounds; r++) {
      for (const t of r % 2 === 0 ? targets : [...targets].reverse()) runs.get(t.id)!.push(await load(t, seconds, connections));
      progress(`webhook server round ${r + 1}/${rounds}`);
    }
    const med = (id: string, key: keyof Run) => median(runs.get(id)!.map((x) => x[key]));
    const rows = targets.map((t) => [t.label, fmt(med(t.id, 'rps')), `${fmt(Math.min(...runs.get(t.id)!.map((x) => x.rps)))} – ${fmt(Math.max(...runs.get(t.id)!.map((x) => x.rps)))}`, fmt(med(t.id, 'p50')), fmt(med(t.id, 'p99'))]);
    const r = ratio(med('specforge', 'rps'), med('bare', 'rps'));
    return [
      '## 6. Webhook server: deliveries per second',
      '',
      table(['Target', 'median deliveries/s', 'range over rounds', 'p50 latency ms', 'p99 latency ms'], rows),
      '',
      `- WebhooksServer / bare node:http handler (deliveries per second) = **${r}**`,
      '',
      `How measured: each target runs in its own \`node\` process on 127.0.0.1; autocannon (in the bench process) sends \`POST /webhooks/bench\` with the ${PAYLOAD.length}-byte example payload of REFERENCE.md §3 and the X-Webhook-Secret header over ${connections} keep-alive connections, ${seconds} s per run, ${rounds} rounds alternating which target goes first, after a 1 s warm-up each. Before timing, the specforge target is checked to answer 200 to a valid delivery, 403 to a wrong secret and 422 to an invalid payload; any error or non-2xx answer during a run fails the bench. The bare handler reads nothing and answers an empty 200. The ratio is the share of the bare handler's throughput that remains with the secret check, body reading, JSON parsing, schema validation and a JSON answer (below 1× = fewer deliveries per second than the bare handler).`,
      '',
    ];
  } finally {
    for (const t of targets) t.child.kill();
  }
}
