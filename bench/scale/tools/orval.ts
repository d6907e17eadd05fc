// orval with its fetch client and msw mocks, one folder per tag (`tags-split`, what its docs
// suggest for large APIs, so mocks and other namespaces stay out of a consumer's imports):
// `reposGet(owner, repo)` resolves to `{ data, status, headers }`, a union narrowed on `status`.
// Its base URL is fixed at generation (`https://api.github.com`), so the Node driver points the
// global fetch at the loopback server instead.

import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { camelOperationId, literal, OPERATIONS, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

function call(op: Operation): string {
  const args = Object.values(op.path).map((v) => literal(v));
  if (op.body) args.push(literal(op.body));
  if (op.query) args.push(literal(op.query));
  return `${camelOperationId(op.id)}(${args.join(', ')})`;
}

const read = (op: Operation, v: string) => `(${v}.status === ${op.status} ? ${v}.data${op.read} : undefined)`;

/** Import lines of the functions the ten calls use, from their tag's file. */
function importLines(): string[] {
  const byTag = new Map<string, Set<string>>();
  for (const op of OPERATIONS) {
    const names = byTag.get(op.namespace) ?? new Set<string>();
    names.add(camelOperationId(op.id));
    byTag.set(op.namespace, names);
  }
  return [...byTag].map(([tag, names]) => `import { ${[...names].join(', ')} } from '../orval/${tag}/${tag}.js';`);
}

/** Every tag folder orval wrote (each holds `<tag>.ts` and `<tag>.msw.ts`). */
function tags(scaleDir: string): string[] {
  return readdirSync(resolve(scaleDir, 'orval'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export const ORVAL_CONFIG = 'orval.config.cjs';

export function orvalTool(ctx: ToolContext): ScaleTool {
  const config = resolve(ctx.scaleDir, ORVAL_CONFIG);
  const configText = `// Written by bench/scale/tools/orval.ts.\nmodule.exports = ${JSON.stringify(
    {
      github: {
        input: { target: ctx.spec },
        output: { mode: 'tags-split', target: resolve(ctx.scaleDir, 'orval/github.ts'), client: 'fetch', mock: true, baseUrl: 'https://api.github.com' },
      },
    },
    null,
    2,
  )};\n`;
  const allTags = () => tags(ctx.scaleDir);
  const fullImports = () => allTags().map((t, i) => `import * as t${i} from '../orval/${t}/${t}.js';`);
  return {
    id: 'orval',
    label: `orval ${ctx.versions.get('orval')} (fetch + msw, tags-split)`,
    generate: { args: [resolve(ctx.peerModules, 'orval/dist/bin/orval.js'), '--config', config], files: new Map([[config, configText]]) },
    consumerHead: importLines(),
    call,
    read,
    nodeApp: () =>
      nodeAppModule(
        [
          ...importLines(),
          ...fullImports(),
          `export const all = [${allTags()
            .map((_, i) => `t${i}`)
            .join(', ')}];`,
          `const realFetch = globalThis.fetch;`,
        ],
        `globalThis.fetch = ((input: any, init?: any) => realFetch(String(input).replace('https://api.github.com', baseUrl), init)) as typeof fetch;`,
        { call, read },
      ),
    bundles: {
      oneMethod: [
        `import { reposGet } from '../orval/repos/repos.js';`,
        `reposGet('octocat', 'hello-world').then((r) => console.log(r.status === 200 ? r.data.full_name : r.status));`,
      ].join('\n'),
      get fullClient() {
        return [
          ...fullImports(),
          `const all = [${allTags()
            .map((_, i) => `t${i}`)
            .join(', ')}];`,
          `console.log(all.map((m) => Object.keys(m).length));`,
          `t${allTags().indexOf('repos')}.reposGet('octocat', 'hello-world').then((r) => console.log(r.status === 200 ? r.data.full_name : r.status));`,
        ].join('\n');
      },
      note: 'full client: every tag module kept (mocks excluded)',
    },
    notes: [
      "orval: config `{ mode: 'tags-split', client: 'fetch', mock: true, baseUrl: 'https://api.github.com' }` (msw mocks in `<tag>.msw.ts` beside each tag's client); calls `reposGet(owner, repo)`, narrowed with `status === 200`. In the Node driver, the global fetch is pointed at the loopback server (orval fixes the base URL at generation).",
    ],
  };
}
