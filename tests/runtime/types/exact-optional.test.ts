// Options types work under `exactOptionalPropertyTypes`: an environment variable (string |
// undefined) can be passed for any optional option. The repository's tsconfig does not set that
// flag, so this test compiles a small file with it, through the TypeScript compiler API.
import { expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../../../', import.meta.url).pathname;
const FILE = join(ROOT, 'tests/runtime/types/__exact-optional-snippet.ts');
const SNIPPET = `
import { HostingClient } from 'specforge/hosting';
import { retry, throttling, type ClientOptions } from 'specforge';
declare const env: Record<string, string | undefined>;
declare const maybe: number | undefined;
const options: ClientOptions = {
  auth: env.TOKEN, baseUrl: env.BASE, userAgent: env.UA, timeZone: env.TZ, authScheme: env.SCHEME,
  previews: undefined, headers: undefined, validate: undefined, retryPolicy: undefined,
  log: { debug: env.DEBUG ? console.debug : undefined, warn: undefined },
  request: { timeout: maybe, idleTimeout: maybe, maxResponseBytes: maybe, signal: undefined, redirect: undefined, fetch: undefined },
};
const client = new HostingClient(options);
void client.gists.get({ gist_id: 'x', baseUrl: env.BASE, headers: { 'x-a': env.A }, request: { timeout: maybe }, validate: undefined });
const Plugged = HostingClient.plugin(throttling, retry);
new Plugged({ auth: env.TOKEN, throttle: { onRateLimit: () => true, onAbuseLimit: () => false }, retry: { retries: maybe, doNotRetry: undefined } });
`;

test('the client and call options accept undefined for every optional field', () => {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const options: ts.CompilerOptions = { ...parsed.options, exactOptionalPropertyTypes: true, types: ['node'], noUnusedLocals: false, incremental: false };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (name === FILE ? SNIPPET : read(name));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === FILE || exists(name);
  const program = ts.createProgram([FILE], options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(FILE));
  const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(text).toEqual([]);
  expect(dirname(FILE)).toContain('tests/runtime/types');
}, 60_000);
