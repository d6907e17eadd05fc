// GitHub's full REST description as published in the pinned devDependency @octokit/openapi
// (`generated/api.github.com.json`), read once: its size, its operation count, and a check that
// each of the ten operations of bench/scale/operations.ts is in it with that verb and route.

import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { OPERATIONS } from './operations.js';

export const DESCRIPTION = 'node_modules/@octokit/openapi/generated/api.github.com.json';

export interface GithubDescription {
  readonly path: string;
  readonly packageVersion: string;
  readonly bytes: number;
  readonly operations: number;
}

const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function readGithubDescription(root: string): GithubDescription {
  const path = resolve(root, DESCRIPTION);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  let operations = 0;
  for (const item of Object.values(doc.paths)) for (const verb of VERBS) if (item[verb]) operations++;
  for (const op of OPERATIONS) {
    const found = doc.paths[op.route]?.[op.verb.toLowerCase()]?.operationId;
    if (found !== op.id)
      throw new Error(`bench/scale/operations.ts: ${op.verb} ${op.route} is ${found ? `operation ${found}` : 'not in the description'}, expected ${op.id}`);
  }
  const pkg = JSON.parse(readFileSync(resolve(root, 'node_modules/@octokit/openapi/package.json'), 'utf8')) as { version: string };
  return { path, packageVersion: pkg.version, bytes: statSync(path).size, operations };
}
