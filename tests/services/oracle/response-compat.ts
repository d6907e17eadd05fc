// Compares our success response schema with the official one, field by field down the tree:
// every field we declare must exist in the official response, every field we require must be
// required there too (on every branch), the JSON types the service may send must be accepted,
// and enum values the service may send must be known to ours (or ours left open).

import { closedValues } from './schema-compat.js';
import { itemsOf, objectView, typesOf, type Json, type OpenApiDocument } from './openapi-document.js';

export interface ResponseProblem {
  /** Dotted path of the field (`check_runs[].head_branch`; '' for the body itself). */
  field: string;
  kind: 'undeclared' | 'required' | 'type' | 'enum';
  detail: string;
}

/** The schema of the first 2xx JSON response of an operation (with its status). */
export function successSchema(doc: OpenApiDocument, op: Json): { status: string; schema: unknown } | undefined {
  for (const status of Object.keys(op.responses ?? {}).sort()) {
    if (!/^2/.test(status)) continue;
    const r = doc.deref(op.responses[status]);
    const type = Object.keys(r?.content ?? {}).find((t) => /json/.test(t));
    if (type && r.content[type].schema !== undefined) return { status, schema: r.content[type].schema };
  }
  return undefined;
}

export function compareResponse(official: { doc: OpenApiDocument; schema: unknown }, ours: { doc: OpenApiDocument; schema: unknown }): ResponseProblem[] {
  const out: ResponseProblem[] = [];
  const seen = new Set<string>();
  const walk = (o: unknown, u: unknown, path: string, depth: number) => {
    if (depth > 12) return;
    const oS: Json = official.doc.deref(o) ?? {};
    const uS: Json = ours.doc.deref(u) ?? {};
    const key = `${path}\u0000${JSON.stringify(oS).length}\u0000${JSON.stringify(uS).length}`;
    if (seen.has(key)) return;
    seen.add(key);
    const oTypes = typesOf(official.doc, oS);
    const uTypes = typesOf(ours.doc, uS);
    if (uTypes.size > 0 && oTypes.size > 0) {
      const missing = [...oTypes].filter((t) => !uTypes.has(t));
      if (missing.length)
        out.push({ field: path, kind: 'type', detail: `the service may send ${missing.join(', ')}; ours accepts ${[...uTypes].join(' | ')}` });
    }
    const oValues = closedValues(official.doc, oS);
    const uValues = closedValues(ours.doc, uS);
    if (uValues && (!oValues || oValues.some((v) => !uValues.includes(v)))) {
      out.push({
        field: path,
        kind: 'enum',
        detail: oValues
          ? `the service may send ${JSON.stringify(oValues.filter((v) => !uValues.includes(v)))}, unknown to ours`
          : `ours is a closed set ${JSON.stringify(uValues)}; the service's is open`,
      });
    }
    if (uTypes.has('array') || uS.items !== undefined) {
      const ui = itemsOf(ours.doc, uS);
      const oi = itemsOf(official.doc, oS);
      if (ui !== undefined && oi !== undefined) walk(oi, ui, `${path}[]`, depth + 1);
    }
    const uView = objectView(ours.doc, uS, true);
    const oView = objectView(official.doc, oS, true);
    const prefix = path ? `${path}.` : '';
    const oOpenMap = oView.additional === true || (oView.additional && typeof oView.additional === 'object');
    for (const [name, sub] of Object.entries(uView.properties)) {
      if (!(name in oView.properties)) {
        if (oOpenMap && typeof oView.additional === 'object') walk(oView.additional, sub, `${prefix}${name}`, depth + 1);
        else if (!oOpenMap) out.push({ field: `${prefix}${name}`, kind: 'undeclared', detail: 'the official response has no such field' });
        continue;
      }
      walk(oView.properties[name], sub, `${prefix}${name}`, depth + 1);
    }
    for (const name of uView.required) {
      if (name in uView.properties && name in oView.properties && !oView.required.has(name))
        out.push({ field: `${prefix}${name}`, kind: 'required', detail: 'ours requires it; the official response leaves it optional' });
    }
    if (uView.additional && typeof uView.additional === 'object' && oView.additional && typeof oView.additional === 'object')
      walk(oView.additional, uView.additional, `${prefix}*`, depth + 1);
  };
  walk(official.schema, ours.schema, '', 0);
  return out;
}
