// Pagination: every item of GET /gists/public over PUBLIC_PAGES pages of 100 (20,000 gists),
// following Link rel="next", as one `paginate` call per walk: specforge's
// `client.paginate(client.gists.listPublic, { per_page: 100 })`, Octokit 16
// `octokit.paginate('GET /gists/public', { per_page: 100 })`, Octokit 22
// `octokit.paginate(octokit.rest.gists.listPublic, { per_page: 100 })`, and two floors that follow
// the links by hand (plain fetch, bare node:http keep-alive). ms per full walk, interleaved rounds.

import { Agent, request } from 'node:http';
import type { Libraries } from './contenders.js';
import { summarize, type Summary } from './per-call.js';
import { PUBLIC_PAGES } from './server.js';
import { rotate } from './stats.js';

export const PER_PAGE = 100;
export const EXPECTED_ITEMS = PUBLIC_PAGES * PER_PAGE;

interface Walker {
  readonly id: string;
  readonly walk: () => Promise<unknown[]>;
}

const nextOf = (link: string | null | undefined) => (link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined);

function nodeGet(agent: Agent, url: string): Promise<{ link: string | undefined; data: unknown[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'application/vnd.github.v3+json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ link: res.headers.link as string | undefined, data: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown[] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function walkers(libs: Libraries, baseUrl: string): Walker[] {
  const hosting = new libs.HostingClient({ baseUrl });
  const o16 = new libs.Octokit16({ baseUrl });
  const o22 = new libs.Octokit22({ baseUrl });
  const agent = new Agent({ keepAlive: true });
  const first = `${baseUrl}/gists/public?per_page=${PER_PAGE}`;
  return [
    { id: 'specforge', walk: () => hosting.paginate(hosting.gists.listPublic, { per_page: PER_PAGE }) as Promise<unknown[]> },
    { id: 'octokit16', walk: () => o16.paginate('GET /gists/public', { per_page: PER_PAGE }) },
    { id: 'octokit22', walk: () => o22.paginate(o22.rest.gists.listPublic, { per_page: PER_PAGE }) },
    {
      id: 'fetch',
      walk: async () => {
        let items: unknown[] = [];
        for (let url: string | undefined = first; url; ) {
          const res = await fetch(url, { headers: { accept: 'application/vnd.github.v3+json' } });
          items = items.concat((await res.json()) as unknown[]);
          url = nextOf(res.headers.get('link'));
        }
        return items;
      },
    },
    {
      id: 'nodehttp',
      walk: async () => {
        let items: unknown[] = [];
        for (let url: string | undefined = first; url; ) {
          const page = await nodeGet(agent, url);
          items = items.concat(page.data);
          url = nextOf(page.link);
        }
        return items;
      },
    },
  ];
}

export async function benchPaginate(libs: Libraries, baseUrl: string, rounds: number, progress: (l: string) => void): Promise<Map<string, Summary>> {
  const list = walkers(libs, baseUrl);
  const check = (id: string, items: unknown[]) => {
    const lastId = (items[items.length - 1] as { description?: string } | undefined)?.description;
    if (items.length !== EXPECTED_ITEMS || lastId !== `gist ${EXPECTED_ITEMS}`) {
      throw new Error(`paginate: ${id} returned ${items.length} items (last: ${lastId}), expected ${EXPECTED_ITEMS}`);
    }
  };
  for (const w of list) check(w.id, await w.walk()); // warm-up and sanity check
  const samples = new Map<string, number[]>(list.map((w) => [w.id, []]));
  for (let r = 0; r < rounds; r++) {
    for (const w of rotate(list, r)) {
      const t0 = performance.now();
      const items = await w.walk();
      samples.get(w.id)!.push(performance.now() - t0);
      check(w.id, items);
    }
    progress(`paginate round ${r + 1}/${rounds}`);
  }
  return new Map([...samples].map(([id, s]) => [id, summarize(s)]));
}
