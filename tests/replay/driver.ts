// CI only: bundled by tests/recorded/replay.test.ts into the scratch project where the packed
// package generated GitHub's client twice (with the overlay the package ships, as the README's
// Octokit-grade section does, and as published), and run there with node. Plays every recorded
// exchange of the scenarios folder through both clients (the token as `auth`, as the README says)
// and through Octokit 22, each with a replay fetch (no network), and writes every difference as JSON.
//   node replay-driver.mjs <overlay client index.js> <plain client index.js> <scenarios dir> <description.json> <out.json>

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Octokit } from '@octokit/rest';
import { callArguments, type CallArguments, type OperationFacts } from './call-arguments.js';
import { groupCalls, type Call } from './calls.js';
import type { Outcome } from './compare.js';
import { fromNock, type Exchange, type NockEntry } from './recording.js';
import { outcomeOf, replayCall, type ExchangeResult, type Invoke } from './replay-call.js';
import { routeMatcher, type RouteTemplate } from './route-match.js';

export const CLIENTS = ['specforge', 'specforge-plain', 'octokit'] as const;
export type ClientName = (typeof CLIENTS)[number];

export interface ReplayOutput {
  exchanges: Array<{ id: string; scenario: string; request: string; status: number; call: { kind: Call['kind']; route: string; operation?: string } }>;
  results: Record<ClientName, ExchangeResult[]>;
}

type Fn = (...args: any[]) => any;
type AnyClient = Record<string, any> & { request: Fn; paginate: Fn & { iterator: Fn } };

const [clientModule, plainModule, scenariosDir, documentPath, outFile] = process.argv.slice(2) as [string, string, string, string, string];
process.noDeprecation = true;
/** A template without reserved-expansion marks, as the description writes it (`{+ref}` → `{ref}`). */
const plain = (url: string) => url.replace(/\{\+/g, '{');

type ClientClass = (new (options: object) => AnyClient) & { service: { routes: Record<string, { method: string; url: string; deprecated?: string }> } };
const clientOf = async (module: string) =>
  Object.values((await import(pathToFileURL(module).href)) as Record<string, unknown>).find(
    (v) => typeof v === 'function' && (v as { service?: { routes?: unknown } }).service?.routes,
  ) as ClientClass;
const Client = await clientOf(clientModule);
const Plain = await clientOf(plainModule);

// The description: parameter types, multi-segment path variables and binary bodies per "METHOD /template".
const doc = JSON.parse(readFileSync(documentPath, 'utf8')) as { paths: Record<string, Record<string, any>>; components?: { parameters?: Record<string, any> } };
const resolve = (p: any) => (p?.$ref ? doc.components?.parameters?.[String(p.$ref).split('/').pop()!] : p);
const facts = new Map<string, OperationFacts & { multiSegment: string[] }>();
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op || typeof op !== 'object' || !('responses' in op)) continue;
    const types: Record<string, string> = {};
    const multiSegment: string[] = [];
    for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve)) {
      if (!p?.name) continue;
      types[p.name] = p.schema?.type ?? 'string';
      if (p['x-multi-segment']) multiSegment.push(p.name);
    }
    const content = op.requestBody?.content ?? {};
    const binaryBody = Object.values(content).some((c: any) => c?.schema?.type === 'string' && c?.schema?.format === 'binary');
    facts.set(`${method.toUpperCase()} ${path}`, { types, binaryBody, multiSegment });
  }
}

// The operations as published (the overlay adds Octokit's older names: the same routes again).
const templates: RouteTemplate[] = Object.entries(Plain.service.routes).map(([key, r]) => ({
  key,
  method: r.method,
  url: r.url,
  multiSegment: facts.get(`${r.method} ${plain(r.url)}`)?.multiSegment ?? [],
}));
const match = routeMatcher(templates);

// Octokit 22's endpoint methods by "METHOD /template" (`{origin}` and `{?query}` left out).
const octokitMethods = new Map<string, string[]>();
{
  const rest = (new Octokit() as unknown as { rest: Record<string, Record<string, { endpoint: { DEFAULTS: { method: string; url: string } } }>> }).rest;
  for (const ns of Object.keys(rest)) {
    for (const name of Object.keys(rest[ns]!)) {
      const d = rest[ns]![name]!.endpoint.DEFAULTS;
      const key = `${d.method} ${d.url.replace('{origin}', '').replace(/\{\?[^}]*\}$/, '')}`;
      octokitMethods.set(key, [...(octokitMethods.get(key) ?? []), `${ns}.${name}`]);
    }
  }
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const methodAt = (client: AnyClient, key: string): Fn => key.split('.').reduce((o: any, k) => o?.[k], client);

/** Calls `client` the way a program would: the operation's method (or `request` with the route), or paginate for pages. */
function invoker(kind: Call['kind'], args: CallArguments, make: (fetch: typeof globalThis.fetch) => AnyClient, methodKey: string | undefined): Invoke {
  return async (fetch) => {
    const client = make(fetch);
    const params = { ...args.params, ...(args.mediaType ? { mediaType: args.mediaType } : {}), ...(args.headers ? { headers: args.headers } : {}) };
    const method = methodKey ? methodAt(client, methodKey) : undefined;
    const outcomes: Outcome[] = [];
    try {
      if (kind === 'pages') {
        const pages = method ? client.paginate.iterator(method, params) : client.paginate.iterator(args.route, params);
        for await (const page of pages) outcomes.push({ status: page.status, data: page.data });
      } else {
        const response = method ? await method(params) : await client.request(args.route, params);
        outcomes.push({ status: response.status, data: response.data });
      }
    } catch (error) {
      outcomes.push(outcomeOf(error));
    }
    return outcomes;
  };
}

const output: ReplayOutput = { exchanges: [], results: { specforge: [], 'specforge-plain': [], octokit: [] } };
for (const scenario of readdirSync(scenariosDir).sort()) {
  const entries = JSON.parse(readFileSync(join(scenariosDir, scenario, 'normalized-fixture.json'), 'utf8')) as NockEntry[];
  const exchanges: Exchange[] = fromNock(scenario, entries);
  for (const call of groupCalls(exchanges)) {
    const first = call.exchanges[0]!.request;
    const found = match(first.method, first.path);
    const args = callArguments(first, found, found ? facts.get(`${found.method} ${plain(found.url)}`) : undefined);
    for (const e of call.exchanges) {
      output.exchanges.push({
        id: e.id,
        scenario,
        request: `${e.request.method} ${e.request.url}`,
        status: e.response.status,
        call: { kind: call.kind, route: args.route, ...(args.operation ? { operation: args.operation } : {}) },
      });
    }
    const specforgeKey = args.operation;
    const named = octokitMethods.get(plain(args.route)) ?? [];
    const octokitKey = args.operation && named.includes(args.operation) ? args.operation : named[0];
    const runs: Record<ClientName, Invoke> = {
      specforge: invoker(call.kind, args, (fetch) => new Client({ ...(args.token ? { auth: args.token } : {}), request: { fetch } }), specforgeKey),
      'specforge-plain': invoker(call.kind, args, (fetch) => new Plain({ ...(args.token ? { auth: args.token } : {}), request: { fetch } }), specforgeKey),
      octokit: invoker(
        call.kind,
        args,
        (fetch) => new Octokit({ ...(args.token ? { auth: args.token } : {}), request: { fetch }, log: silent }) as unknown as AnyClient,
        octokitKey && `rest.${octokitKey}`,
      ),
    };
    for (const name of CLIENTS) output.results[name].push(...(await replayCall(call, runs[name])));
  }
}
// Bytes do not survive JSON: the report needs only the differences and what was sent.
writeFileSync(
  outFile,
  JSON.stringify(output, (_k, v) => (v instanceof Uint8Array ? `(${v.byteLength} bytes)` : v), 2),
);
console.log(`replayed ${output.exchanges.length} exchanges`);
