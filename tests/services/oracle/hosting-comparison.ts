// One method of specs/hosting.yaml against its operation in the official description: verb and
// path, every official input field (present and compatible, or listed), our extra inputs, sampled
// false rejects of our validator, and the success response. Findings are plain strings so a
// suite can show them; what the differences list is left out of them (and marked used).

import type { Differences } from './differences.js';
import { sampleFalseRejects, type ParamsValidator, type SamplingResult } from './false-rejects.js';
import { routeKey, type OctokitDescription, type OfficialOperation, type MatchKind } from './octokit-description.js';
import type { OpenApiDocument } from './openapi-document.js';
import { operationFields } from './operation-fields.js';
import { compareResponse, successSchema } from './response-compat.js';
import { compareField } from './schema-compat.js';
import type { SpecMethod } from './spec-document.js';

export interface MethodComparison {
  method: string;
  official: OfficialOperation;
  how: MatchKind;
  /** Set when verb or path differ. */
  route?: string;
  /** Official input fields found in the spec and compared. */
  compared: number;
  fieldProblems: string[];
  extraProblems: string[];
  sampling: SamplingResult;
  responseProblems: string[];
}

export function compareMethod(input: {
  official: OctokitDescription;
  spec: OpenApiDocument;
  method: SpecMethod;
  differences: Differences;
  validate: ParamsValidator;
}): MethodComparison | undefined {
  const { official, spec, method: m, differences } = input;
  const found = official.find(m.op.operationId, m.verb, m.path);
  if (!found) return undefined;
  const o = found.official;
  const result: MethodComparison = {
    method: m.method,
    official: o,
    how: found.how,
    compared: 0,
    fieldProblems: [],
    extraProblems: [],
    responseProblems: [],
    sampling: { tried: 0, skipped: 0, rejects: [], listed: [] },
  };
  if (routeKey(o.verb, o.path) !== routeKey(m.verb, m.path))
    result.route = `official ${o.verb.toUpperCase()} ${o.path}, ours ${m.verb.toUpperCase()} ${m.path}`;

  const officialFields = operationFields(official.doc, o.op, o.item);
  const ourFields = operationFields(spec, m.op, m.item);
  const ourName = (name: string) => {
    const [head, ...rest] = name.split('.');
    return [differences.ourName(m.method, head!), ...rest].join('.');
  };
  const officialNames = new Set<string>();
  for (const field of officialFields.values()) {
    const name = ourName(field.name);
    officialNames.add(name);
    const ours = ourFields.get(name);
    if (!ours) {
      if (!differences.find('omitted', m.method, name))
        result.fieldProblems.push(`${name}: missing (official ${field.in} ${JSON.stringify(field.schema).slice(0, 160)})`);
      continue;
    }
    result.compared++;
    for (const p of compareField({ doc: official.doc, field }, { doc: spec, field: ours })) {
      const listedAs = p.kind === 'looser' ? 'looser' : 'stricter';
      if (!differences.find(listedAs, m.method, name, p.keyword)) result.fieldProblems.push(`${name}: ${p.kind} ${p.keyword}: ${p.detail}`);
    }
  }
  for (const field of ourFields.values()) {
    if (!officialNames.has(field.name) && !field.parent && !differences.find('extra', m.method, field.name))
      result.extraProblems.push(`${field.name}: not a parameter of the official operation`);
  }

  result.sampling = sampleFalseRejects({
    method: m.method,
    official: { doc: official.doc, op: o.op, fields: officialFields },
    ours: { doc: spec, fields: ourFields, validate: input.validate },
    differences,
  });

  const ourResponse = successSchema(spec, m.op);
  const officialResponse = successSchema(official.doc, o.op);
  if (ourResponse && !officialResponse)
    result.responseProblems.push(`the official operation has no JSON success response; ours declares ${ourResponse.status}`);
  if (ourResponse && officialResponse) {
    for (const p of compareResponse({ doc: official.doc, schema: officialResponse.schema }, { doc: spec, schema: ourResponse.schema })) {
      if (p.kind === 'required' && differences.find('response', m.method, p.field)) continue;
      result.responseProblems.push(`${p.field || '(body)'}: ${p.kind}: ${p.detail}`);
    }
  }
  return result;
}
