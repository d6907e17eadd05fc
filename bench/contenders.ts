// Loads the HTTP contenders (specforge's HostingClient from dist/, bare node:http, plain fetch,
// ky with its defaults, Octokit 16 and Octokit 22) behind one small interface: construct a
// client, and make one GET /codes_of_conduct/{key} call with it.

import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Octokit as Octokit22 } from '@octokit/rest';
import ky from 'ky';
import { bareHttp } from './bare-http.js';
// Type only: the runtime class comes from dist/ (what users get), loaded below by path, so the
// type-check does not depend on dist/ having been built.
import type { HostingClient as HostingClientValue } from 'specforge/hosting';

export type HostingClientCtor = typeof HostingClientValue;

/** The little of Octokit 16 that the benchmark uses (it ships no types we want to pull in). */
export interface Octokit16Instance {
  codesOfConduct: { getConductCode(params: { key: string }): Promise<{ status: number; data: unknown }> };
  emojis: { get(): Promise<{ status: number; data: unknown }> };
  gists: { create(params: Record<string, unknown>): Promise<{ status: number; data: unknown }> };
  paginate(route: string, params: Record<string, unknown>): Promise<unknown[]>;
}
export type Octokit16Ctor = new (options: { baseUrl: string; auth?: string }) => Octokit16Instance;

export const CONDUCT_KEY = 'contributor_covenant';
export const PREVIEW_ACCEPT = 'application/vnd.github.scarlet-witch-preview+json';

export interface Contender {
  /** Short id, e.g. "octokit16". */
  readonly id: string;
  /** Label for tables. */
  readonly label: string;
  /** One GET /codes_of_conduct/contributor_covenant; resolves to the decoded body. */
  readonly call: () => Promise<unknown>;
  /** Extra remark shown under the tables (how this contender was driven). */
  readonly note?: string;
}

export interface Libraries {
  HostingClient: HostingClientCtor;
  Octokit16: Octokit16Ctor;
  Octokit22: typeof Octokit22;
  /** Resolved entry files, for the cold-start measurements. */
  files: { hostingEsm: string; hostingCjs: string; octokit16: string; octokit22: string };
}

export async function loadLibraries(root: string): Promise<Libraries> {
  const hostingEsm = resolve(root, 'dist/hosting/index.js');
  const hostingCjs = resolve(root, 'dist/hosting/index.cjs');
  const mod = (await import(pathToFileURL(hostingEsm).href)) as { HostingClient: HostingClientCtor };
  const require = createRequire(resolve(root, 'package.json'));
  // require('octokit-rest-16') itself is a wrapper that console.warn()s a deprecation notice on
  // every construction; its .Octokit property is the real class, so use that.
  const o16 = require('octokit-rest-16') as Octokit16Ctor & { Octokit?: Octokit16Ctor };
  return {
    HostingClient: mod.HostingClient,
    Octokit16: o16.Octokit ?? o16,
    Octokit22,
    files: {
      hostingEsm,
      hostingCjs,
      octokit16: require.resolve('octokit-rest-16'),
      octokit22: fileURLToPath(import.meta.resolve('@octokit/rest')),
    },
  };
}

export function makeContenders(libs: Libraries, baseUrl: string): Contender[] {
  const hosting = new libs.HostingClient({ baseUrl });
  const o16 = new libs.Octokit16({ baseUrl });
  const o22 = new libs.Octokit22({ baseUrl });
  const path = `/codes_of_conduct/${CONDUCT_KEY}`;
  const url = `${baseUrl}${path}`;
  const bare = bareHttp(baseUrl);

  const o22HasMethod = typeof (o22.codesOfConduct as { getConductCode?: unknown } | undefined)?.getConductCode === 'function';
  const o22Call = o22HasMethod
    ? async () => (await o22.codesOfConduct.getConductCode({ key: CONDUCT_KEY })).data
    : async () => (await o22.request('GET /codes_of_conduct/{key}', { key: CONDUCT_KEY })).data;

  return [
    {
      id: 'specforge',
      label: 'specforge HostingClient',
      call: async () => (await hosting.codesOfConduct.getConductCode({ key: CONDUCT_KEY })).data,
    },
    {
      id: 'fetch',
      label: 'plain fetch',
      call: async () => {
        const res = await fetch(url, { headers: { accept: PREVIEW_ACCEPT } });
        return res.json();
      },
    },
    {
      id: 'nodehttp',
      label: 'node:http keep-alive',
      call: () => bare.json('GET', path, { accept: PREVIEW_ACCEPT }),
    },
    {
      id: 'ky',
      label: 'ky (defaults)',
      call: () => ky.get(url, { headers: { accept: PREVIEW_ACCEPT } }).json(),
      note: 'ky (defaults): `ky.get(url, { headers: { accept } }).json()` with its own retry (2) and timeout (10 s) left on.',
    },
    {
      id: 'octokit16',
      label: 'Octokit 16',
      call: async () => (await o16.codesOfConduct.getConductCode({ key: CONDUCT_KEY })).data,
    },
    {
      id: 'octokit22',
      label: 'Octokit 22',
      call: o22Call,
      note: o22HasMethod
        ? 'Octokit 22: codesOfConduct.getConductCode (exists in v22).'
        : "Octokit 22: codesOfConduct.getConductCode is missing in this version; used octokit.request('GET /codes_of_conduct/{key}', { key }).",
    },
  ];
}
