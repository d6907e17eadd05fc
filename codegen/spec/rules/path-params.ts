// Path templates and path parameters agree. A variable with no declared parameter is a warning
// (the generator takes it as a required string path parameter, as every peer does); a declared
// path parameter missing from the template is a warning too (it is ignored).

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import { isObject } from '../../openapi/json.js';
import { followRefs } from '../../openapi/walk.js';
import { operationsOf, pathVariables } from '../../openapi/operations.js';

export function checkPathParams(doc: SpecDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { pointer, path, verb, op, item } of operationsOf(doc.data)) {
    const vars = pathVariables(path);
    const declared = new Map<string, (string | number)[]>();
    const collect = (list: unknown, base: (string | number)[]) => {
      if (!Array.isArray(list)) return;
      list.forEach((p, i) => {
        const param = followRefs(doc.data, p);
        if (isObject(param) && param.in === 'path' && typeof param.name === 'string') declared.set(param.name, [...base, 'parameters', i]);
      });
    };
    collect(item.parameters, pointer.slice(0, 2));
    collect(op.parameters, [...pointer]);
    for (const v of vars) {
      if (!declared.has(v)) {
        out.push(
          diagnosticAt(
            doc,
            pointer,
            'path-params',
            `path variable {${v}} of "${path}" is not declared as a path parameter of ${verb.toUpperCase()}; it is taken as a required string`,
            'warning',
          ),
        );
      }
    }
    for (const [name, at] of declared) {
      if (!vars.includes(name))
        out.push(diagnosticAt(doc, at, 'path-params', `path parameter "${name}" does not appear in "${path}"; it is ignored`, 'warning'));
    }
  }
  return out;
}
