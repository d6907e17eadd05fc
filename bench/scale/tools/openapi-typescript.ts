// openapi-typescript (types from the description, one .d.ts) with openapi-fetch (a small typed
// fetch wrapper over those types): `client.GET('/repos/{owner}/{repo}', { params: { path } })`.
// The types are the whole of the generated output, so the one-method and full-client bundles hold
// the same code: openapi-fetch and the calls.

import { resolve } from 'node:path';
import { literal, optionalRead, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

function call(op: Operation): string {
  const params: Record<string, unknown> = {};
  if (Object.keys(op.path).length) params.path = op.path;
  if (op.query) params.query = op.query;
  const init: Record<string, unknown> = {};
  if (Object.keys(params).length) init.params = params;
  if (op.body) init.body = op.body;
  return `client.${op.verb}(${JSON.stringify(op.route)}${Object.keys(init).length ? `, ${literal(init)}` : ''})`;
}

const read = (op: Operation, v: string) => `${v}.data${optionalRead(op.read)}`;

export function openapiTypescriptTool(ctx: ToolContext): ScaleTool {
  const head = [
    `import createClient from 'openapi-fetch';`,
    `import type { paths } from '../openapi-typescript/schema.js';`,
    ``,
    `const client = createClient<paths>({ baseUrl: 'https://api.github.com', headers: { authorization: 'token t' } });`,
  ];
  const oneCall = `client.GET('/repos/{owner}/{repo}', { params: { path: { owner: 'octocat', repo: 'hello-world' } } }).then((r) => console.log(r.data?.full_name));`;
  return {
    id: 'openapi-typescript',
    label: `openapi-typescript ${ctx.versions.get('openapi-typescript')} + openapi-fetch ${ctx.versions.get('openapi-fetch')}`,
    generate: {
      args: [resolve(ctx.peerModules, 'openapi-typescript/bin/cli.js'), ctx.spec, '-o', resolve(ctx.scaleDir, 'openapi-typescript/schema.d.ts')],
    },
    consumerHead: head,
    call,
    read,
    nodeApp: () => nodeAppModule([`import createClient from 'openapi-fetch';`], 'return createClient({ baseUrl });', { call, read }),
    bundles: {
      oneMethod: [`import createClient from 'openapi-fetch';`, `const client = createClient({ baseUrl: 'https://api.github.com' });`, oneCall].join('\n'),
      fullClient: [`import createClient from 'openapi-fetch';`, `const client = createClient({ baseUrl: 'https://api.github.com' });`, oneCall].join('\n'),
      note: 'types only: any number of operations bundles to the same code',
    },
    notes: [
      'openapi-typescript: `openapi-typescript <spec> -o schema.d.ts` (defaults); calls through openapi-fetch `createClient<paths>()` and `client.GET/POST(route, { params: { path, query }, body })`; `data` is undefined on an error status, hence `data?.`.',
    ],
  };
}
