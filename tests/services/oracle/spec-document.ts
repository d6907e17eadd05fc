// One of our specs (specs/<service>.yaml) read as plain data with the `yaml` package, independent
// of the generator, plus its methods: every x-method and x-aliases name with its operation.

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OpenApiDocument, type Json } from './openapi-document.js';

/** The export name of a method's params validator: `checks.update` → `checksUpdate`. */
function validatorName(method: string): string {
  return method.replace(/\.(\w)/, (_m, c: string) => c.toUpperCase());
}

export interface SpecMethod {
  /** `namespace.method` as callers write it. */
  method: string;
  /** The validator export of the method (`checksUpdate`). */
  validator: string;
  verb: string;
  path: string;
  op: Json;
  item: Json;
  /** Set when `method` is an older name listed in the operation's x-aliases. */
  aliasOf?: string;
}

export function specText(service: string): string {
  return readFileSync(new URL(`../../../specs/${service}.yaml`, import.meta.url), 'utf8');
}

export function loadSpec(service: string, text = specText(service)): OpenApiDocument {
  return new OpenApiDocument(parse(text) as Json);
}

export function specMethods(doc: OpenApiDocument): SpecMethod[] {
  const out: SpecMethod[] = [];
  for (const { verb, path, op, item } of doc.operations()) {
    if (typeof op['x-method'] !== 'string') continue;
    const method: string = op['x-method'];
    out.push({ method, validator: validatorName(method), verb, path, op, item });
    for (const alias of op['x-aliases'] ?? [])
      out.push({ method: alias.method, validator: validatorName(String(alias.method)), verb, path, op, item, aliasOf: method });
  }
  return out.sort((a, b) => a.method.localeCompare(b.method));
}
