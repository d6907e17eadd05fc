// @hey-api/openapi-ts with its fetch client (generated into the output folder): one function per
// operation named from the operationId, `reposGet({ path, query, body })`, over a shared client
// configured once with `client.setConfig`.

import { resolve } from 'node:path';
import { camelOperationId, literal, optionalRead, OPERATIONS, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

function call(op: Operation): string {
  const options: Record<string, unknown> = {};
  if (Object.keys(op.path).length) options.path = op.path;
  if (op.query) options.query = op.query;
  if (op.body) options.body = op.body;
  return `${camelOperationId(op.id)}(${literal(options)})`;
}

const read = (op: Operation, v: string) => `${v}.data${optionalRead(op.read)}`;

const functions = () => [...new Set(OPERATIONS.map((op) => camelOperationId(op.id)))];

export function heyApiTool(ctx: ToolContext): ScaleTool {
  return {
    id: 'hey-api',
    label: `@hey-api/openapi-ts ${ctx.versions.get('@hey-api/openapi-ts')} (fetch client)`,
    generate: {
      args: [
        resolve(ctx.peerModules, '@hey-api/openapi-ts/bin/run.js'),
        '-i',
        ctx.spec,
        '-o',
        resolve(ctx.scaleDir, 'hey-api'),
        '-c',
        '@hey-api/client-fetch',
        '--no-log-file',
        '--silent',
      ],
    },
    consumerHead: [
      `import { client } from '../hey-api/client.gen.js';`,
      `import { ${functions().join(', ')} } from '../hey-api/sdk.gen.js';`,
      ``,
      `client.setConfig({ baseUrl: 'https://api.github.com', headers: { authorization: 'token t' } });`,
    ],
    call,
    read,
    nodeApp: () =>
      nodeAppModule(
        [
          `import { client as shared } from '../hey-api/client.gen.js';`,
          `import { ${functions().join(', ')} } from '../hey-api/sdk.gen.js';`,
          `export * as sdk from '../hey-api/sdk.gen.js';`,
        ],
        'shared.setConfig({ baseUrl }); return shared;',
        { call, read },
      ),
    bundles: {
      oneMethod: [
        `import { reposGet } from '../hey-api/sdk.gen.js';`,
        `reposGet({ path: { owner: 'octocat', repo: 'hello-world' } }).then((r) => console.log(r.data?.full_name));`,
      ].join('\n'),
      fullClient: [
        `import * as sdk from '../hey-api/sdk.gen.js';`,
        `console.log(Object.keys(sdk).length);`,
        `sdk.reposGet({ path: { owner: 'octocat', repo: 'hello-world' } }).then((r) => console.log(r.data?.full_name));`,
      ].join('\n'),
      note: 'full client: the whole `sdk.gen` namespace kept',
    },
    notes: [
      '@hey-api/openapi-ts: `openapi-ts -i <spec> -o <dir> -c @hey-api/client-fetch` (default plugins: types and SDK functions); calls `reposGet({ path, query, body })` after `client.setConfig({ baseUrl })`; `data` is undefined on an error status, hence `data?.`.',
    ],
  };
}
