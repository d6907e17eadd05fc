// GitHub's official REST description as shipped in @octokit/openapi, indexed three ways to find
// the current operation behind a method of the Octokit 16 era: by operationId, by an operationId
// it had before (Octokit's `x-octokit.changes`), and by verb and path (path variables may be
// renamed, `{secret_name}` for `{name}`).

import { readFileSync } from 'node:fs';
import { OCTOKIT_OPENAPI, officialFile } from './official-packages.js';
import { OpenApiDocument, type Json } from './openapi-document.js';

export interface OfficialOperation {
  verb: string;
  path: string;
  op: Json;
  item: Json;
}

export type MatchKind = 'operationId' | 'renamed operationId' | 'verb and path';

/** `/repos/{owner}/{repo}/actions/secrets/{secret_name}` → `/repos/{}/{}/actions/secrets/{}`. */
export function routeKey(verb: string, path: string): string {
  return `${verb.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

export class OctokitDescription {
  readonly byId = new Map<string, OfficialOperation>();
  readonly byFormerId = new Map<string, OfficialOperation>();
  readonly byRoute = new Map<string, OfficialOperation>();

  constructor(
    readonly doc: OpenApiDocument,
    readonly version: string,
  ) {
    for (const { verb, path, op, item } of doc.operations()) {
      const entry = { verb, path, op, item };
      if (op.operationId) this.byId.set(op.operationId, entry);
      this.byRoute.set(routeKey(verb, path), entry);
      for (const change of op['x-octokit']?.changes ?? []) {
        if (change.type === 'OPERATION' && change.before?.operationId) this.byFormerId.set(change.before.operationId, entry);
      }
    }
  }

  /** The current operation for an operationId (or a former one) and route of the Octokit 16 era. */
  find(operationId: string, verb: string, path: string): { official: OfficialOperation; how: MatchKind } | undefined {
    const byId = this.byId.get(operationId);
    if (byId) return { official: byId, how: 'operationId' };
    const renamed = this.byFormerId.get(operationId);
    if (renamed) return { official: renamed, how: 'renamed operationId' };
    const byRoute = this.byRoute.get(routeKey(verb, path));
    return byRoute ? { official: byRoute, how: 'verb and path' } : undefined;
  }
}

let cached: OctokitDescription | undefined;

export function loadOctokitDescription(): OctokitDescription {
  if (!cached) {
    const { path, version } = officialFile(OCTOKIT_OPENAPI);
    cached = new OctokitDescription(new OpenApiDocument(JSON.parse(readFileSync(path, 'utf8')) as Json), version);
  }
  return cached;
}
