// The operations of a document: every verb of every path item (or of every `webhooks:` entry).

import { isObject, type JsonObject } from './json.js';
import { followRefs, HTTP_VERBS, type HttpVerb } from './walk.js';

export interface OperationRef {
  pointer: readonly (string | number)[];
  path: string;
  verb: HttpVerb;
  op: JsonObject;
  item: JsonObject;
}

export function operationsOf(data: JsonObject, section: 'paths' | 'webhooks' = 'paths'): OperationRef[] {
  const out: OperationRef[] = [];
  const paths = data[section];
  if (!isObject(paths)) return out;
  for (const path of Object.keys(paths)) {
    const item = followRefs(data, paths[path]);
    if (!isObject(item)) continue;
    for (const verb of HTTP_VERBS) {
      const op = item[verb];
      if (isObject(op)) out.push({ pointer: [section, path, verb], path, verb, op, item });
    }
  }
  return out;
}

/** The variables of a path template, in order: `/a/{b}/{+c}` → ['b', 'c']. */
export function pathVariables(path: string): string[] {
  return [...path.matchAll(/\{\+?([^}]+)\}/g)].map((m) => m[1]!);
}
