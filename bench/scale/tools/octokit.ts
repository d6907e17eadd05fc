// @octokit/rest 22 (a devDependency of the project): the hand-written reference. Nothing is
// generated; it is measured for type-checking, import cost and bundle size. Its smallest
// one-method equivalent for the browser is @octokit/core with `octokit.request(route)`.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { flatParams, literal, type Operation } from '../operations.js';
import { nodeAppModule, type ScaleTool, type ToolContext } from '../tool.js';

const call = (op: Operation) => `client.rest.${op.namespace}.${op.method}(${literal(flatParams(op))})`;
const read = (op: Operation, v: string) => `${v}.data${op.read}`;

export function octokitTool(ctx: ToolContext): ScaleTool {
  const version = (JSON.parse(readFileSync(resolve(ctx.root, 'node_modules/@octokit/rest/package.json'), 'utf8')) as { version: string }).version;
  return {
    id: 'octokit',
    label: `@octokit/rest ${version} (hand-written)`,
    generate: { none: 'hand-written' },
    consumerHead: [`import { Octokit } from '@octokit/rest';`, ``, `const client = new Octokit({ auth: 'token t' });`],
    call,
    read,
    nodeApp: () => nodeAppModule([`import { Octokit } from '@octokit/rest';`], 'return new Octokit({ baseUrl });', { call, read }),
    bundles: {
      oneMethod: [
        `import { Octokit } from '@octokit/core';`,
        `const client = new Octokit({ auth: 't' });`,
        `client.request('GET /repos/{owner}/{repo}', { owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
      ].join('\n'),
      fullClient: [
        `import { Octokit } from '@octokit/rest';`,
        `const client = new Octokit({ auth: 't' });`,
        `client.rest.repos.get({ owner: 'octocat', repo: 'hello-world' }).then((r) => console.log(r.data.full_name));`,
      ].join('\n'),
      note: "one method: `@octokit/core` + `request('GET /repos/{owner}/{repo}')`",
    },
    notes: ["@octokit/rest 22: `new Octokit({ auth })`, `client.rest.repos.get({ owner, repo })` (the project's devDependency, imported as published)."],
  };
}
