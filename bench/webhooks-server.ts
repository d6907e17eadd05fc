// Webhook server throughput for `make bench`: deliveries per second of specforge's WebhooksServer
// (X-Webhook-Secret check in constant time + body read with its limits and timeouts + payload
// validation by the generated validator + a handler that does nothing + a JSON answer), of
// fastify 5 doing the same work (JSON-schema body validation with the same payload schema, the
// same secret check, a JSON answer), of a plain node:http handler that only reads and parses the
// body (what looking at the payload costs, with no check at all), and of a bare node:http handler that
// does nothing, each in
// its own process, loaded by autocannon from this process. Rounds rotate the order; the figure is
// the median over rounds, the range is the slowest and fastest round. Where the CPUs can be split
// (cpu-split.ts), each target runs alone on one CPU and autocannon on the others, and each
// target's CPU time per answered delivery is reported beside its rate. Returns the Markdown
// section for bench/RESULTS.md.
//
// Alone (this section only, as `make bench` would print it; `--write` also replaces the section
// in bench/RESULTS.md): npx tsup && npx tsx bench/webhooks-server.ts [--write]
//
// Knobs (environment): BENCH_SERVER_ROUNDS (default 5), BENCH_SERVER_SECONDS per run (5),
// BENCH_SERVER_CONNECTIONS (50).

import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds, splitCpus, type CpuSplit } from './cpu-split.js';
import { spliceSection } from './results-file.js';
import { fmt, median, ratio, rotate, table } from './stats.js';

const SECRET = 'bench-webhook-secret';
// The example delivery of the tests (tests/fixtures/webhook-delivery.json).
const PAYLOAD = JSON.stringify(JSON.parse(readFileSync(resolve(import.meta.dirname, '../tests/fixtures/webhook-delivery.json'), 'utf8')));
export const SERVER_SECTION_TITLE = '## 6. Webhook server: deliveries per second';

function knob(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

type TargetId = 'specforge' | 'dispatch' | 'fastify' | 'parse' | 'bare';

interface Target {
  id: TargetId;
  label: string;
  child: ChildProcess;
  url: string;
}

const TARGETS: Array<{ id: TargetId; label: string; expect: string }> = [
  { id: 'specforge', label: 'specforge WebhooksServer (secret + limits + validation)', expect: '200,403,422' },
  // Delivers a payload that breaks its schema (200) and reports it: deliver and report, the default.
  { id: 'dispatch', label: 'specforge WebhooksServer dispatching by event (one URL, report on)', expect: '200,403,200' },
  { id: 'fastify', label: 'fastify 5 (secret hook + schema validation)', expect: '200,403,400' },
  { id: 'parse', label: 'node:http handler reading and parsing the body (no checks)', expect: '200,200,200' },
  { id: 'bare', label: 'bare node:http handler', expect: '200,200,200' },
];

function startTarget(root: string, id: TargetId, label: string, split: CpuSplit | undefined): Promise<Target> {
  const args = [resolve(root, 'bench/webhooks-target.mjs'), id];
  const [command, commandArgs] = split ? split.wrap(process.execPath, args) : [process.execPath, args];
  const child = spawn(command, commandArgs, {
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
  /** The target process's CPU time per answered delivery, µs (undefined without /proc). */
  cpuUs: number | undefined;
}

async function load(target: Target, seconds: number, connections: number): Promise<Run> {
  const pid = target.child.pid!;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET, 'x-webhook-event': 'delivery' },
    body: PAYLOAD,
    connections,
    duration: seconds,
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${target.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  const cpuAfter = cpuSeconds(pid);
  const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

/** Checks that each target does the work it claims (secret check, validation), then measures them. */
export async function benchWebhooksServer(root: string, progress: (line: string) => void): Promise<string[]> {
  const rounds = knob('BENCH_SERVER_ROUNDS', 5);
  const seconds = knob('BENCH_SERVER_SECONDS', 5);
  const connections = knob('BENCH_SERVER_CONNECTIONS', 50);
  // Other work on the machine moves the figures: its load is recorded before and after.
  const loadBefore = loadavg();
  const split = splitCpus();
  const runs = new Map<string, Run[]>(TARGETS.map((t) => [t.id, []]));
  let targets: Target[] = [];
  try {
    // Each round starts its own processes: one process's luck (where its heap and code landed,
    // what its JIT settled on) then moves one round, not every round of its target.
    for (let r = 0; r < rounds; r++) {
      targets = [];
      for (const t of TARGETS) targets.push(await startTarget(root, t.id, t.label, split));
      for (const [i, t] of targets.entries()) {
        const check = async (headers: Record<string, string>, body: string) =>
          (await fetch(t.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-event': 'delivery', ...headers }, body })).status;
        const statuses = [
          await check({ 'x-webhook-secret': SECRET }, PAYLOAD),
          await check({ 'x-webhook-secret': 'wrong' }, PAYLOAD),
          await check({ 'x-webhook-secret': SECRET }, '{"event":{}}'),
        ];
        if (statuses.join() !== TARGETS[i]!.expect) throw new Error(`${t.label} answered ${statuses.join()} instead of ${TARGETS[i]!.expect}`);
      }
      for (const t of targets) await load(t, 1, connections); // warm-up
      for (const t of rotate(targets, r)) runs.get(t.id)!.push(await load(t, seconds, connections));
      for (const t of targets) t.child.kill();
      progress(`webhook server round ${r + 1}/${rounds}`);
    }
    const values = (id: string, key: 'rps' | 'p50' | 'p99') => runs.get(id)!.map((x) => x[key]);
    const med = (id: string, key: 'rps' | 'p50' | 'p99') => median(values(id, key));
    const cpu = (id: string) => runs.get(id)!.flatMap((x) => (x.cpuUs === undefined ? [] : [x.cpuUs]));
    const withCpu = targets.every((t) => cpu(t.id).length === rounds);
    const range = (list: number[]) => `${fmt(Math.min(...list))} – ${fmt(Math.max(...list))}`;
    const rows = targets.map((t) => [
      t.label,
      fmt(med(t.id, 'rps')),
      range(values(t.id, 'rps')),
      ...(withCpu ? [fmt(median(cpu(t.id))), range(cpu(t.id))] : []),
      fmt(med(t.id, 'p50')),
      fmt(med(t.id, 'p99')),
    ]);
    // Per-round ratios: each round runs the targets back to back, so a round's ratio is less exposed
    // to other load on the machine than a ratio of medians taken across rounds.
    const perRound = (mine: number[], theirs: number[]) => mine.map((x, i) => x / theirs[i]!);
    const spread = (rs: number[]) => `${ratio(median(rs), 1)} (rounds: ${ratio(Math.min(...rs), 1)} – ${ratio(Math.max(...rs), 1)})`;
    const rateLine = (peer: TargetId, name: string) =>
      `- WebhooksServer / ${name} (deliveries per second, medians) = **${ratio(med('specforge', 'rps'), med(peer, 'rps'))}**; per round ${spread(perRound(values('specforge', 'rps'), values(peer, 'rps')))}`;
    // Deliveries one CPU can answer: the inverse of the CPU time per delivery.
    const cpuLine = (peer: TargetId, name: string) =>
      `- WebhooksServer / ${name} (deliveries per CPU second: ${name}'s CPU time per delivery ÷ WebhooksServer's, medians) = **${ratio(median(cpu(peer)), median(cpu('specforge')))}**; per round ${spread(perRound(cpu(peer), cpu('specforge')))}`;
    const where = split
      ? `Each target runs alone on CPU ${split.serverCpu} (\`taskset\`) and the bench process, with autocannon, on CPU ${split.loadCpus}, so that the load generator and the server do not take each other's CPU time; a target's CPU time per delivery is the user and system time of its process (from \`/proc\`) over the run, divided by the deliveries answered in it: what one CPU spends on a delivery, whatever rate the load generator reached.`
      : 'The CPUs could not be split here (Linux and `taskset` needed, and 2 CPUs or more): autocannon shares the CPUs with the target, and no CPU time is reported.';
    const dispatchLine = `- WebhooksServer dispatching by event / WebhooksServer with a route per handler (deliveries per second, medians) = **${ratio(med('dispatch', 'rps'), med('specforge', 'rps'))}**; per round ${spread(perRound(values('dispatch', 'rps'), values('specforge', 'rps')))}`;
    const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
    const machine = `Load average (1, 5, 15 min) on this machine's ${cpus().length} CPUs: ${loads(loadBefore)} before the run, ${loads(loadavg())} after it${loadBefore[0]! > cpus().length / 2 ? ': other work shared the CPUs, so rates move between rounds; compare ratios within a run, and CPU time per delivery before rates' : ''}.`;
    const dispatchCpuLine = `- WebhooksServer dispatching by event / WebhooksServer with a route per handler (deliveries per CPU second: the route server's CPU time per delivery ÷ the dispatching server's, medians) = **${ratio(median(cpu('specforge')), median(cpu('dispatch')))}**; per round ${spread(perRound(cpu('specforge'), cpu('dispatch')))}`;
    return [
      SERVER_SECTION_TITLE,
      '',
      table(
        [
          'Target',
          'median deliveries/s',
          'range over rounds',
          ...(withCpu ? ['median CPU µs per delivery', 'range over rounds'] : []),
          'p50 latency ms',
          'p99 latency ms',
        ],
        rows,
      ),
      '',
      dispatchLine,
      ...(withCpu ? [dispatchCpuLine] : []),
      rateLine('fastify', 'fastify 5'),
      rateLine('bare', 'bare node:http handler'),
      rateLine('parse', 'reading and parsing handler'),
      ...(withCpu ? [cpuLine('fastify', 'fastify 5'), cpuLine('bare', 'bare node:http handler'), cpuLine('parse', 'reading and parsing handler')] : []),
      '',
      `How measured: each target runs in its own \`node\` process on 127.0.0.1; autocannon (in the bench process) sends \`POST /webhooks/bench\` with the ${PAYLOAD.length}-byte example delivery of the tests and the X-Webhook-Secret header over ${connections} keep-alive connections, ${seconds} s per run, ${rounds} rounds rotating which target goes first, each round with processes of its own (started, checked, warmed up for 1 s, measured, stopped), so that one process's luck in where its heap and code landed does not move every round of its target. ${where} Before timing, each target is checked to answer a valid delivery with 200, a wrong secret with 403 and an invalid payload with 422 (fastify: 400, its validation status); the dispatching server, which delivers and reports a payload that breaks its schema, answers it 200 (its target takes the same delivery with an \`X-Webhook-Event: delivery\` header naming its event, the same validator under that event, one \`on('delivery')\` handler and an \`onReport\` hook); the reading and parsing handler and the bare handler answer 200 to all; any error or non-2xx answer during a run fails the bench. specforge runs with its limits and timeouts on at their defaults (1 MiB body, 400 levels of JSON nesting, 10 s headers, 15 s body, bounded refusals). fastify runs with its defaults (1 MiB body limit) and the same payload schema, read from \`specs/webhooks.yaml\` with its local \`$ref\`s inlined, compiled by fastify's own ajv; its secret check is an \`onRequest\` hook with the same constant-time comparison and answers. The reading and parsing handler takes the body with \`data\` and \`end\` listeners, parses it with \`JSON.parse\` and answers \`null\` with the same content type: no secret, no validation, no limits. The bare handler reads nothing and answers an empty 200. The machine is shared with other work: compare ratios within a run.`,
      '',
      machine,
      '',
    ];
  } finally {
    for (const t of targets) t.child.kill();
    split?.undo();
  }
}

/** Replaces this section in bench/RESULTS.md (up to the next `## ` heading). */
function writeSection(root: string, section: string[]): void {
  const file = resolve(root, 'bench/RESULTS.md');
  writeFileSync(file, spliceSection(readFileSync(file, 'utf8'), SERVER_SECTION_TITLE, section.join('\n')));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  benchWebhooksServer(root, (line) => process.stderr.write(`[bench] ${line}\n`)).then(
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
