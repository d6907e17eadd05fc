// The Reports API as @googleapis/admin ships it: `reports_v1.ts`, the TypeScript its generator
// wrote from the discovery document. The package carries no discovery JSON, so this module reads
// that file with the TypeScript compiler API: the activities.list parameter interface and the
// standard parameters (names, TypeScript types, doc comments), the request the method builds
// (verb, path, required and path parameters), the patterns the generator put into the method's
// @example as placeholder values, and the response interfaces (Schema$Activity, ...).
// Facts the discovery document states but this file keeps only in prose (maxResults bounds) are
// not read here; the audit suite says so where it compares them.

import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { GOOGLEAPIS_ADMIN, officialFile } from './official-packages.js';

export type TsType =
  | { kind: 'string' | 'number' | 'boolean' | 'unknown' }
  | { kind: 'array'; items: TsType }
  | { kind: 'object'; fields: TsField[] }
  | { kind: 'map'; values: TsType }
  | { kind: 'ref'; name: string };

export interface TsField {
  name: string;
  type: TsType;
  /** `| null` in the declaration. */
  nullable: boolean;
  /** `?` in the declaration. */
  optional: boolean;
  doc: string;
}

export interface ReportsDescription {
  version: string;
  list: { verb: string; path: string; requiredParams: string[]; pathParams: string[] };
  /** Members of Params$Resource$Activities$List (its own, not the standard ones). */
  params: TsField[];
  /** Members of StandardParameters (fields, quotaUser, prettyPrint, ...). */
  standardParams: TsField[];
  /** Parameter → the pattern the generator used as its example value (HTML entities decoded). */
  patterns: Record<string, string>;
  /** `Schema$Activity` → its fields. */
  schemas: Record<string, TsField[]>;
}

function typeOf(node: ts.TypeNode | undefined, sf: ts.SourceFile): { type: TsType; nullable: boolean } {
  if (!node) return { type: { kind: 'unknown' }, nullable: false };
  if (ts.isParenthesizedTypeNode(node)) return typeOf(node.type, sf);
  if (ts.isUnionTypeNode(node)) {
    const parts = node.types.filter((t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword));
    const nullable = parts.length !== node.types.length;
    if (parts.length === 1) return { type: typeOf(parts[0], sf).type, nullable };
    return { type: { kind: 'unknown' }, nullable };
  }
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { type: { kind: 'string' }, nullable: false };
    case ts.SyntaxKind.NumberKeyword:
      return { type: { kind: 'number' }, nullable: false };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: { kind: 'boolean' }, nullable: false };
  }
  if (ts.isArrayTypeNode(node)) return { type: { kind: 'array', items: typeOf(node.elementType, sf).type }, nullable: false };
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(sf);
    if (name === 'Array' && node.typeArguments?.length === 1)
      return { type: { kind: 'array', items: typeOf(node.typeArguments[0], sf).type }, nullable: false };
    return { type: { kind: 'ref', name }, nullable: false };
  }
  if (ts.isTypeLiteralNode(node)) {
    const index = node.members.find(ts.isIndexSignatureDeclaration);
    if (index) return { type: { kind: 'map', values: typeOf(index.type, sf).type }, nullable: false };
    return { type: { kind: 'object', fields: membersOf(node.members, sf) }, nullable: false };
  }
  return { type: { kind: 'unknown' }, nullable: false };
}

function docOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .map((d) => (typeof d.comment === 'string' ? d.comment : (d.comment ?? []).map((c) => c.text).join('')))
    .join('\n')
    .trim();
}

function membersOf(members: ts.NodeArray<ts.TypeElement>, sf: ts.SourceFile): TsField[] {
  const out: TsField[] = [];
  for (const m of members) {
    if (!ts.isPropertySignature(m)) continue;
    const name = ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(sf);
    const { type, nullable } = typeOf(m.type, sf);
    out.push({ name, type, nullable, optional: m.questionToken !== undefined, doc: docOf(m) });
  }
  return out;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#92;/g, '\\')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** `name: 'value'` pairs of the `reports.activities.list({...})` call in a method's @example. */
export function examplePatterns(comment: string): Record<string, string> {
  const text = comment
    .split('\n')
    .map((l) => l.replace(/^\s*\/?\*+\/?\s?/, ''))
    .join('\n');
  const start = text.indexOf('reports.activities.list({');
  const end = text.indexOf('});', start);
  if (start < 0 || end < 0) throw new Error('no reports.activities.list({...}) call in the @example');
  const call = text.slice(start, end);
  const out: Record<string, string> = {};
  for (const m of call.matchAll(/^\s*([A-Za-z$.]+):\s*'((?:[^'\\]|\\.)*)',?\s*$/gms)) {
    if (m[2] !== 'placeholder-value') out[m[1]!] = decodeEntities(m[2]!);
  }
  return out;
}

export function parseReports(source: string, version: string): ReportsDescription {
  const sf = ts.createSourceFile('reports_v1.ts', source, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  let resource: ts.ClassDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isClassDeclaration(node) && node.name?.text === 'Resource$Activities') resource = node;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const fieldsOf = (name: string) => {
    const decl = interfaces.get(name);
    if (!decl) throw new Error(`reports_v1.ts has no interface ${name}`);
    return membersOf(decl.members, sf);
  };
  if (!resource) throw new Error('reports_v1.ts has no class Resource$Activities');
  const lists = resource.members.filter((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && m.name.getText(sf) === 'list');
  const implementation = lists.find((m) => m.body !== undefined);
  if (!lists[0] || !implementation) throw new Error('Resource$Activities has no list method');
  const comment = ts
    .getLeadingCommentRanges(source, lists[0].getFullStart())
    ?.map((r) => source.slice(r.pos, r.end))
    .join('\n');
  const assigned = new Map<string, ts.Expression>();
  const walk = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) assigned.set(node.name.getText(sf), node.initializer);
    ts.forEachChild(node, walk);
  };
  walk(implementation.body!);
  const strings = (e: ts.Expression | undefined): string[] =>
    e && ts.isArrayLiteralExpression(e) ? e.elements.filter(ts.isStringLiteral).map((s) => s.text) : [];
  let path = '';
  const url = assigned.get('url');
  url?.forEachChild(function find(n): void {
    if (ts.isStringLiteral(n) && n.text.startsWith('/')) path = n.text;
    else n.forEachChild(find);
  });
  const verb = assigned.get('method');
  const schemas: Record<string, TsField[]> = {};
  for (const name of interfaces.keys()) if (name.startsWith('Schema$')) schemas[name] = fieldsOf(name);
  return {
    version,
    list: {
      verb: verb && ts.isStringLiteral(verb) ? verb.text : '',
      path,
      requiredParams: strings(assigned.get('requiredParams')),
      pathParams: strings(assigned.get('pathParams')),
    },
    params: fieldsOf('Params$Resource$Activities$List'),
    standardParams: fieldsOf('StandardParameters'),
    patterns: examplePatterns(comment ?? ''),
    schemas,
  };
}

let cached: ReportsDescription | undefined;

export function loadReportsDescription(): ReportsDescription {
  if (!cached) {
    const { path, version } = officialFile(GOOGLEAPIS_ADMIN);
    cached = parseReports(readFileSync(path, 'utf8'), version);
  }
  return cached;
}
