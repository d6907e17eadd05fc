// The modules of runtime/ one warm call crosses (`npx tsx bench/call-path.ts`): GitHub's generated
// client, from its sources, calls `gists.get` (GET) and `gists.create` (POST with a JSON body)
// against a loopback server; after warm-up calls, V8's precise coverage (node:inspector) records
// every function that runs during further calls, and the files those functions are in are the
// modules crossed. Prints them, one per line, then the count; `--json` prints { get, post }.
// README.md "How it is built" lists them, and tests/docs/call-path.test.ts holds the two together.

import { Session } from 'node:inspector/promises';
import { register } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
// The package's own `#http-node` import names its build in dist/; here the source is measured.
const SOURCES: Record<string, string> = {
  '#http-node': pathToFileURL(resolve(ROOT, 'runtime/transport/node.ts')).href,
  '#fetch-redirects': pathToFileURL(resolve(ROOT, 'runtime/transport/fetch-redirects.ts')).href,
};
register(
  `data:text/javascript,${encodeURIComponent(`const s = ${JSON.stringify(SOURCES)}; export async function resolve(spec, ctx, next) { return next(s[spec] ?? spec, ctx); }`)}`,
);

/** The runtime modules crossed by `calls` warm calls of `call`, in file order. */
async function crossed(session: Session, call: () => Promise<unknown>, calls = 50): Promise<string[]> {
  for (let i = 0; i < 200; i++) await call();
  await session.post('Profiler.takePreciseCoverage'); // counts start again from here
  for (let i = 0; i < calls; i++) await call();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = relative(ROOT, fileURLToPath(script.url));
    if (!file.startsWith('runtime/')) continue;
    if (script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(file);
  }
  return [...files].sort();
}

export async function callPath(): Promise<{ get: string[]; post: string[] }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ id: 'aa5a315d61ae9438b18d', url: 'https://api.github.com/gists/aa5a315d61ae9438b18d', files: {}, public: true }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    const { HostingClient } = await import('specforge/hosting');
    const client = new HostingClient({ baseUrl, auth: 'ghp_0123456789abcdefghijklmnopqrstuvwxyz' });
    const get = await crossed(session, () => client.gists.get({ gist_id: 'aa5a315d61ae9438b18d' }));
    const post = await crossed(session, () => client.gists.create({ files: { 'a.txt': { content: 'a' } }, public: false }));
    return { get, post };
  } finally {
    session.disconnect();
    server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = await callPath();
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(path)}\n`);
  else
    for (const [name, files] of Object.entries(path)) {
      process.stdout.write(`${name.toUpperCase()}: ${files.length} modules\n${files.map((f) => `  ${f}`).join('\n')}\n`);
    }
}
