// What the replays of recorded deliveries share (tests/recorded-webhooks/: GitHub's and Stripe's):
// a server generated from a document into a temporary folder, the report file in .scratch, the
// table of reported violations, and the round trip through `specforge drift` (the violations a
// server reported turned into an overlay, the server regenerated with it, the same deliveries
// posted again: none refused, fewer violations).
import { expect } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WebhookReport, WebhooksServer, WebhooksServerOptions } from 'specforge/runtime/webhooks-server';
import { run } from './fixture-root.js';
import { recordingLogger } from './webhook-payload.js';

export type ReplayServer = WebhooksServer<unknown, Record<string, unknown>>;
export type ReplayServerClass = new (options?: WebhooksServerOptions) => ReplayServer;

const ROOT = new URL('../../', import.meta.url).pathname;

/** The Markdown report of a replay, written to .scratch/<file> by `write` (in afterAll). */
export function replayReport(title: string, file: string) {
  const lines: string[] = [`# ${title}`, ''];
  return {
    lines,
    async write(): Promise<void> {
      await mkdir(join(ROOT, '.scratch'), { recursive: true });
      await writeFile(join(ROOT, '.scratch', file), `${lines.join('\n')}\n`);
    },
  };
}

/** `specforge generate <args> --name <name> --out <out>`, then the server module it wrote. */
export async function generatedServer(args: string[], name: string, out: string) {
  const generated = await run(['generate', ...args, '--name', name, '--out', out]);
  expect(generated.code).toBe(0);
  return (await import(join(out, name, 'server.ts'))) as { WebhooksServer: ReplayServerClass; webhooksServerDescription: { events?: object } };
}

/** The violations and unhandled events among a server's reports. */
export function reported(reports: WebhookReport[]) {
  const violations = reports.flatMap((r) => (r.kind === 'violations' ? r.violations.map((v) => ({ event: r.event, ...v })) : []));
  const unhandled = reports.flatMap((r) => (r.kind === 'unhandled' ? [r.event] : []));
  return { violations, unhandled };
}

/** The report's table of violations: one row per (event, field path). */
export function violationRows(violations: ReturnType<typeof reported>['violations'], says: string): string[] {
  return [
    `| event | field | ${says} | received |`,
    '| --- | --- | --- | --- |',
    ...violations.map(
      (v) => `| ${v.event} | \`${v.path}\` | ${v.expected} | ${v.received === undefined ? '' : `\`${JSON.stringify(v.received).slice(0, 60)}\``} |`,
    ),
  ];
}

/** The deliveries of a replay as they are posted again: each body with the headers that sign it with `secret`. */
export type Resend = (secret: string) => Iterable<{ body: string; headers: Record<string, string> }>;

/**
 * The drift round trip: the violations `drift` (a server's `drift`) written to a file, `specforge
 * drift <document> <overlays> --violations` making an overlay of them, the document regenerated
 * with it, and every delivery posted again to the new server at `/webhooks`. What it found goes to
 * `report` first; then it asserts that none is refused and that fewer violations are reported.
 */
export async function driftRoundTrip(setup: {
  title: string;
  document: string;
  overlays: string[];
  drift: unknown[];
  name: string;
  out: string;
  secret: () => string;
  deliveries: Resend;
  report: string[];
}): Promise<void> {
  const { out, name } = setup;
  const file = join(out, `${name}-drift.json`);
  await writeFile(file, JSON.stringify(setup.drift));
  const overlay = join(out, `${name}-drift.overlay.yaml`);
  const overlayArgs = setup.overlays.flatMap((o) => ['--overlay', o]);
  const made = await run(['drift', setup.document, ...overlayArgs, '--violations', file, '--out', overlay]);
  expect(made.code).toBe(0);
  const { WebhooksServer: Again } = await generatedServer([setup.document, ...overlayArgs, '--overlay', overlay], `${name}Drift`, out);
  const secret = setup.secret();
  const server = new Again({ webhookSecret: secret, logger: recordingLogger().logger, onReport: () => undefined });
  server.onAny(() => undefined);
  let refused = 0;
  const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
  try {
    for (const d of setup.deliveries(secret)) {
      const res = await fetch(`${localUrl}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...d.headers }, body: d.body });
      await res.arrayBuffer();
      if (res.status !== 200) refused++;
    }
  } finally {
    await server.close();
  }
  setup.report.push(
    `### ${setup.title}: regenerated with the overlay \`specforge drift\` made from these violations`,
    '',
    `- ${made.err.at(-1)}`,
    `- distinct (event, field) violations reported by the regenerated server on the same deliveries: ${server.drift.length} (before: ${setup.drift.length})`,
    ...made.err
      .filter((l) => l.startsWith('left out: '))
      .slice(0, 50)
      .map((l) => `  - ${l}`),
    '',
  );
  expect(refused).toBe(0);
  expect(server.drift.length).toBeLessThan(setup.drift.length);
}
