// specforge on GitHub's description, through the generator command for any OpenAPI document:
//   node bin/specforge.mjs generate <description> --out .scratch/scale/specforge --name github
// which is expected to write `.scratch/scale/specforge/github/` with
//   - index.ts exporting `GithubClient`: `new GithubClient({ baseUrl, auth })`, Octokit-style
//     `client.repos.get({ owner, repo })` resolving to `{ data }`;
//   - operations.ts exporting `GithubCore` and one function per operation, `reposGet(core, params)`
//     (the tree-shakable entry, as `specforge/hosting/operations` is today).
// Until the command accepts a document, generation fails and every specforge row says why.

import { resolve } from 'node:path';
import { flatParams, literal, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

export const SPECFORGE_NAME = 'github';
export const SPECFORGE_CLIENT = 'GithubClient';
export const SPECFORGE_CORE = 'GithubCore';

const call = (op: Operation) => `client.${op.namespace}.${op.method}(${literal(flatParams(op))})`;
const read = (op: Operation, v: string) => `${v}.data${op.read}`;

export function specforgeTool(ctx: ToolContext): ScaleTool {
  const entry = `../specforge/${SPECFORGE_NAME}/index.js`;
  const operations = `../specforge/${SPECFORGE_NAME}/operations.js`;
  return {
    id: 'specforge',
    label: 'specforge (this repository)',
    generate: { args: [resolve(ctx.root, 'bin/specforge.mjs'), 'generate', ctx.spec, '--out', resolve(ctx.scaleDir, 'specforge'), '--name', SPECFORGE_NAME] },
    consumerHead: [`import { ${SPECFORGE_CLIENT} } from '${entry}';`, ``, `const client = new ${SPECFORGE_CLIENT}({ auth: 'token t' });`],
    call,
    read,
    nodeApp: () => nodeAppModule([`import { ${SPECFORGE_CLIENT} } from '${entry}';`], `return new ${SPECFORGE_CLIENT}({ baseUrl });`, { call, read }),
    bundles: {
      oneMethod: [
        `import { ${SPECFORGE_CORE}, reposGet } from '${operations}';`,
        `const core = new ${SPECFORGE_CORE}({ auth: 't' });`,
        `reposGet(core, { owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
      ].join('\n'),
      fullClient: [
        `import { ${SPECFORGE_CLIENT} } from '${entry}';`,
        `const client = new ${SPECFORGE_CLIENT}({ auth: 't' });`,
        `client.repos.get({ owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
      ].join('\n'),
      note: `one method: \`${SPECFORGE_CORE}\` + \`reposGet\` from \`github/operations\``,
    },
    notes: [
      `specforge: \`node bin/specforge.mjs generate <spec> --out .scratch/scale/specforge --name ${SPECFORGE_NAME}\`; calls \`new ${SPECFORGE_CLIENT}({ auth })\`, \`client.repos.get({ owner, repo })\` → \`{ data }\`.`,
    ],
  };
}
