// specforge on GitHub's description, through the generator command for any OpenAPI document:
//   node bin/specforge.mjs generate <description> --out .scratch/scale/specforge --name github
// which writes `.scratch/scale/specforge/github/` with
//   - index.ts exporting the client class (`<Title>Client`, named from the description's title):
//     `new XClient({ baseUrl, headers })` (GitHub's description declares no security scheme, so
//     the token goes as a header, as for openapi-fetch and hey-api), Octokit-style `client.repos.get({ owner, repo })` → `{ data }`;
//   - operations.ts exporting the core client (`<Title>Core`) and one function per operation,
//     `reposGet(core, params)` (the tree-shakable entry, as `specforge/hosting/operations` is).
// The two class names are read from those files once generated (`GithubClient` and `GithubCore`
// until then). If generation fails, every specforge row says why.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { flatParams, literal, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

export const SPECFORGE_NAME = 'github';

const call = (op: Operation) => `client.${op.namespace}.${op.method}(${literal(flatParams(op))})`;
const read = (op: Operation, v: string) => `${v}.data${op.read}`;

/** The first exported name ending in `suffix` in a generated file, or `fallback`. */
function exportedName(file: string, suffix: 'Client' | 'Core', fallback: string): string {
  if (!existsSync(file)) return fallback;
  const text = readFileSync(file, 'utf8');
  const m = new RegExp(`export\\s*(?:\\{\\s*|(?:const|class)\\s+)([A-Za-z_$][\\w$]*${suffix})\\b`).exec(text);
  return m?.[1] ?? fallback;
}

export function specforgeTool(ctx: ToolContext): ScaleTool {
  const dir = resolve(ctx.scaleDir, 'specforge', SPECFORGE_NAME);
  const entry = `../specforge/${SPECFORGE_NAME}/index.js`;
  const operations = `../specforge/${SPECFORGE_NAME}/operations.js`;
  const clientName = () => exportedName(resolve(dir, 'index.ts'), 'Client', 'GithubClient');
  const coreName = () => exportedName(resolve(dir, 'operations.ts'), 'Core', 'GithubCore');
  return {
    id: 'specforge',
    label: 'specforge (this repository)',
    generate: { args: [resolve(ctx.root, 'bin/specforge.mjs'), 'generate', ctx.spec, '--out', resolve(ctx.scaleDir, 'specforge'), '--name', SPECFORGE_NAME] },
    get consumerHead() {
      return [`import { ${clientName()} } from '${entry}';`, ``, `const client = new ${clientName()}({ headers: { authorization: 'token t' } });`];
    },
    call,
    read,
    nodeApp: () => nodeAppModule([`import { ${clientName()} } from '${entry}';`], `return new ${clientName()}({ baseUrl });`, { call, read }),
    bundles: {
      get oneMethod() {
        return [
          `import { ${coreName()}, reposGet } from '${operations}';`,
          `const core = new ${coreName()}({ headers: { authorization: 'token t' } });`,
          `reposGet(core, { owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
        ].join('\n');
      },
      get fullClient() {
        return [
          `import { ${clientName()} } from '${entry}';`,
          `const client = new ${clientName()}({ headers: { authorization: 'token t' } });`,
          `client.repos.get({ owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
        ].join('\n');
      },
      note: 'one method: the `…Core` + `reposGet` from `github/operations`',
    },
    notes: [
      `specforge: \`node bin/specforge.mjs generate <spec> --out .scratch/scale/specforge --name ${SPECFORGE_NAME}\`; calls \`new XClient({ headers: { authorization } })\` (the class name read from the generated \`index.ts\`; the description declares no security scheme, so the token goes as a header), \`client.repos.get({ owner, repo })\` → \`{ data }\`.`,
    ],
  };
}
