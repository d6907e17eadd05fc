// Path templates and path parameters agree. A variable with no declared parameter is a warning
// (the generator takes it as a required string path parameter, as every peer does); a declared
// path parameter missing from the template is a warning too (it is ignored). Two paths that are
// one template with other variable names (`/a/{id}`, `/a/{name}`: OpenAPI says they MUST NOT both
// exist) are a warning where they share a method, since no server can tell those calls apart.

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import { isObject } from '../../openapi/json.js';
import { followRefs } from '../../openapi/walk.js';
import { operationsOf, pathVariables } from '../../openapi/operations.js';

export function checkPathParams(doc: SpecDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  /** `METHOD template-with-unnamed-variables` → the first path written so. */
  const shapes = new Map<string, string>();
  for (const { pointer, path, verb, op, item } of operationsOf(doc.data)) {
    const shape = `${verb} ${path.replace(/\{[^}]*\}/g, '{}')}`;
    const first = shapes.get(shape);
    if (first === undefined) shapes.set(shape, path);
    else if (first !== path)
      out.push(
        diagnosticAt(
          doc,
          pointer,
          'path-params',
          `"${path}" is "${first}" with other variable names (OpenAPI: such paths MUST NOT both exist); a server cannot tell their ${verb.toUpperCase()} calls apart`,
          'warning',
        ),
      );
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
