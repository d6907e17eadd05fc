// Compares two surfaces (./surface.ts) as an existing caller of the old client meets the new one:
// every difference is a change naming its rule (./rules.ts), the operation and the symbol the
// generated package exposes, and where it is written in each document; the largest bump any
// change asks for is the release's semver.

import { type Level, RULES, type RuleId } from './rules.js';
import type { FieldSurface, MethodSurface, ParamSurface, Surface, TypeSurface } from './surface.js';

export interface Change {
  level: Level;
  rule: RuleId;
  /** `GET /pets/{petId}`, or null for a change outside operations. */
  operation: string | null;
  /** What the package exports or the client exposes: `client.pets.getPet`, `Pet.name`. */
  symbol: string | null;
  message: string;
  /** `file:line:col` in the old document, and in the new one. */
  old: string | null;
  new: string | null;
}

export type Semver = 'major' | 'minor' | 'patch' | 'none';

export interface DiffResult {
  semver: Semver;
  changes: Change[];
}

type Where = { operation: string | null; symbol: string | null; old?: string | undefined; new?: string | undefined };

class Changes {
  readonly list: Change[] = [];
  private readonly seen = new Set<string>();
  add(rule: RuleId, where: Where, message: string): void {
    const key = `${rule}\0${where.symbol}\0${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push({
      level: RULES[rule].level,
      rule,
      operation: where.operation,
      symbol: where.symbol,
      message,
      old: where.old ?? null,
      new: where.new ?? null,
    });
  }
}

const LEVEL_ORDER: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

/** The changes from `old` to `now`, breaking first. */
export function compareSurfaces(old: Surface, now: Surface): DiffResult {
  const out = new Changes();
  compareServers(old, now, out);
  compareMethods(old, now, out);
  compareTypes(old, now, out);
  compareWebhooks(old, now, out);
  const changes = out.list
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || i - j)
    .map(([c]) => c);
  return { semver: semverOf(changes), changes };
}

/** The result with each change's `old` and `new` pointers made `file:line:col` (./surface.ts positionsOf). */
export function withPositions(result: DiffResult, old: (at: string | null) => string | null, now: (at: string | null) => string | null): DiffResult {
  return { semver: result.semver, changes: result.changes.map((c) => ({ ...c, old: old(c.old), new: now(c.new) })) };
}

export function semverOf(changes: readonly Change[]): Semver {
  let best: Semver = 'none';
  for (const c of changes) {
    const bump = RULES[c.rule].bump;
    if (bump === 'major') return 'major';
    if (bump === 'minor') best = 'minor';
    else if (best === 'none') best = 'patch';
  }
  return best;
}

function compareServers(old: Surface, now: Surface, out: Changes): void {
  const first = now.servers[0];
  for (const s of old.servers)
    if (!now.servers.some((n) => n.url === s.url))
      out.add(
        'server-removed',
        { operation: null, symbol: now.clientName, old: s.at, new: first?.at },
        `the server ${s.url} is gone${first ? ` (now ${first.url})` : ''}`,
      );
  for (const s of now.servers)
    if (!old.servers.some((o) => o.url === s.url))
      out.add('server-added', { operation: null, symbol: now.clientName, new: s.at }, `the server ${s.url} is added`);
}

function compareMethods(old: Surface, now: Surface, out: Changes): void {
  const newByOperation = new Map<string, string>();
  for (const [name, m] of Object.entries(now.methods)) if (!(name in old.methods)) newByOperation.set(m.operation, name);
  const renamedTo = new Set<string>();
  const types: Types = { old: old.types, now: now.types };
  const newTypeBases = new Set(Object.values(now.methods).map((m) => m.typeBase));
  for (const [name, m] of Object.entries(old.methods)) {
    const same = now.methods[name];
    if (same) {
      compareMethod(name, m, name, same, out, types);
      continue;
    }
    const moved = newByOperation.get(m.operation);
    if (moved !== undefined) {
      renamedTo.add(moved);
      out.add(
        'method-renamed',
        { operation: m.operation, symbol: `client.${name}`, old: m.at, new: now.methods[moved]!.at },
        `client.${name} is now client.${moved}`,
      );
      compareMethod(name, m, moved, now.methods[moved]!, out, types);
      continue;
    }
    out.add('operation-removed', { operation: m.operation, symbol: `client.${name}`, old: m.at }, `${m.operation} is removed: client.${name} is gone`);
    // The types named after it go with it (the package exported them: a caller may have imported them).
    if (!newTypeBases.has(m.typeBase))
      for (const suffix of Object.keys(m.params).length ? ['Params', 'Response'] : ['Response'])
        out.add(
          'type-removed',
          { operation: m.operation, symbol: `${m.typeBase}${suffix}`, old: m.at },
          `the type ${m.typeBase}${suffix} is removed with client.${name}`,
        );
  }
  for (const [name, m] of Object.entries(now.methods)) {
    if (name in old.methods || renamedTo.has(name)) continue;
    out.add('operation-added', { operation: m.operation, symbol: `client.${name}`, new: m.at }, `${m.operation} is added as client.${name}`);
  }
}

function compareMethod(oldName: string, a: MethodSurface, newName: string, b: MethodSurface, out: Changes, types: Types): void {
  const at: Where = { operation: a.operation, symbol: `client.${oldName}`, old: a.at, new: b.at };
  if (a.operation !== b.operation) out.add('operation-moved', at, `client.${newName} now sends ${b.operation} instead of ${a.operation}`);
  if (!a.deprecated && b.deprecated) out.add('operation-deprecated', at, `client.${newName} is deprecated`);
  if (a.deprecated && !b.deprecated) out.add('operation-undeprecated', at, `client.${newName} is no longer deprecated`);
  if (JSON.stringify(a.positional ?? []) !== JSON.stringify(b.positional ?? []))
    out.add(
      'method-positional-changed',
      at,
      `client.${newName}'s leading arguments are (${(b.positional ?? []).join(', ')}), were (${(a.positional ?? []).join(', ')})`,
    );
  if ((a.server ?? '') !== (b.server ?? '') && a.server !== undefined)
    out.add('server-removed', at, `client.${newName} no longer sends to ${a.server}${b.server ? ` (now ${b.server})` : ''}`);
  // The types named after the method are exported by the package: a caller may have imported them.
  if (a.typeBase !== b.typeBase)
    for (const suffix of ['Params', 'Response'])
      out.add('type-removed', { ...at, symbol: `${a.typeBase}${suffix}` }, `the type ${a.typeBase}${suffix} is now ${b.typeBase}${suffix}`);
  compareParams(a, b, out);
  compareBody(a, b, at, out);
  compareResult(a, b, at, out, types);
  compareSecurity(a, b, at, out);
  if (a.pagination !== b.pagination) {
    if (a.pagination === undefined) out.add('pagination-added', at, `client.${newName} is paginated`);
    else out.add('pagination-changed', at, b.pagination === undefined ? `client.${newName} is no longer paginated` : `client.${newName}'s pagination changed`);
  }
  if (a.events !== b.events)
    out.add(
      'event-stream-changed',
      { ...at, symbol: `${a.typeBase}Response` },
      a.events === undefined
        ? `client.${newName} may now answer with a text/event-stream`
        : b.events === undefined
          ? `client.${newName} no longer answers with a text/event-stream`
          : `client.${newName}'s events are ${b.events}, were ${a.events}`,
    );
}

function compareParams(a: MethodSurface, b: MethodSurface, out: Changes): void {
  const base = `${a.typeBase}Params`;
  const where = (name: string, p?: ParamSurface, q?: ParamSurface): Where => ({
    operation: a.operation,
    symbol: `${base}.${name}`,
    old: p?.at ?? a.at,
    new: q?.at ?? b.at,
  });
  const removed = Object.keys(a.params).filter((n) => !(n in b.params));
  const added = Object.keys(b.params).filter((n) => !(n in a.params));
  // One removed and one added alike (same place, same type): a rename.
  if (removed.length === 1 && added.length === 1) {
    const [p, q] = [a.params[removed[0]!]!, b.params[added[0]!]!];
    if (p.in === q.in && p.type === q.type) {
      out.add('param-renamed', where(removed[0]!, p, q), `${removed[0]} is renamed ${added[0]}`);
      compareField(where(removed[0]!, p, q), p, q, 'write', out);
      return compareCommonParams(a, b, where, out);
    }
  }
  for (const n of removed) out.add('param-removed', where(n, a.params[n]), `${n} (${a.params[n]!.in}) is removed`);
  for (const n of added) {
    const q = b.params[n]!;
    if (q.required) out.add('param-added-required', where(n, undefined, q), `${n} (${q.in}, ${q.type}) is added, required`);
    else out.add('param-added-optional', where(n, undefined, q), `${n} (${q.in}, ${q.type}) is added, optional`);
  }
  compareCommonParams(a, b, where, out);
}

function compareCommonParams(a: MethodSurface, b: MethodSurface, where: (n: string, p?: ParamSurface, q?: ParamSurface) => Where, out: Changes): void {
  for (const [n, p] of Object.entries(a.params)) {
    const q = b.params[n];
    if (!q) continue;
    const w = where(n, p, q);
    if (p.in !== q.in || p.wire !== q.wire) out.add('param-location-changed', w, `${n} is sent as ${q.in} ${q.wire}, was ${p.in} ${p.wire}`);
    compareField(w, p, q, 'write', out);
  }
}

function compareBody(a: MethodSurface, b: MethodSurface, at: Where, out: Changes): void {
  if (a.body && b.body && a.body.mediaType !== b.body.mediaType)
    out.add('request-media-type-changed', at, `the body is sent as ${b.body.mediaType}, was ${a.body.mediaType}`);
  if (b.body?.required && a.body && !a.body.required) out.add('request-body-required', at, 'the request body is now required');
}

/** Both surfaces' component types, for what a name stands for. */
type Types = { old: Surface['types']; now: Surface['types'] };

/**
 * A response's fields: its own, or when it is a component (or a list of one) the component's, so a
 * response that becomes a component with the same fields (`object` → `UpdateBudget`) changes nothing.
 */
function resultFields(type: string, fields: Record<string, FieldSurface>, types: Surface['types']): Record<string, FieldSurface> {
  const list = type.endsWith('[]');
  const parts = (list ? type.slice(0, -2).replace(/^\((.*)\)$/, '$1') : type).split(' & ');
  // The fields of each component it is made of (`Issue & object`: Issue's), with its own.
  const named = parts.flatMap((part) => Object.entries(types[part]?.fields ?? {}));
  return { ...Object.fromEntries(named.map(([k, f]) => [list ? `[].${k}` : k, f])), ...fields };
}

/**
 * A value of type `now` (new surface) reads as one of `was` (old surface): the same name; a
 * component whose fields are the old one's, or more (TypeScript compares shapes, not names:
 * `SimpleUser[]` → `TeamMember[]`, a copy with more fields); one that is the old one `& more`;
 * item by item for lists. Nothing was read from `void`.
 */
function readsAs(was: string, now: string, types: Types, depth = 0): boolean {
  if (was === now || was === 'void') return true;
  if (depth > 3) return false;
  if (was.endsWith('[]') && now.endsWith('[]')) return readsAs(was.slice(0, -2), now.slice(0, -2), types, depth + 1);
  const [p, q] = [types.old[was], types.now[now]];
  if (p === undefined || q === undefined) return false;
  if (q.type.split(' & ').includes(was)) return true;
  if (!readsAs(p.type, q.type, types, depth + 1) || !fewerValues(p.enum, q.enum) || JSON.stringify(p.alternatives) !== JSON.stringify(q.alternatives))
    return false;
  return Object.entries(p.fields).every(([k, f]) => {
    const g = q.fields[k];
    return (
      g !== undefined && readsAs(f.type, g.type, types, depth + 1) && (g.required || !f.required) && (f.nullable || !g.nullable) && fewerValues(f.enum, g.enum)
    );
  });
}

/** An enum that reads as the old one: the same values or fewer (none: any value). */
function fewerValues(was: string[] | undefined, now: string[] | undefined): boolean {
  if (was === undefined) return true;
  return now !== undefined && now.every((v) => was.includes(v));
}

/** An inline object that becomes a component object, or back (their fields are compared one by one). */
function sameObject(was: string, now: string, types: Types): boolean {
  const list = was.endsWith('[]') && now.endsWith('[]');
  const [p, q] = list ? [was.slice(0, -2), now.slice(0, -2)] : [was, now];
  return (p === 'object' && types.now[q]?.type === 'object') || (q === 'object' && types.old[p]?.type === 'object');
}

function compareResult(a: MethodSurface, b: MethodSurface, at: Where, out: Changes, types: Types): void {
  const [p, q] = [a.result, b.result];
  if (p.kind !== q.kind || (p.mediaType ?? '') !== (q.mediaType ?? ''))
    out.add(
      'response-media-type-changed',
      { ...at, symbol: `${a.typeBase}Response` },
      `the ${q.status} response is ${q.mediaType ?? 'empty'} (${q.kind}), was ${p.mediaType ?? 'empty'} (${p.kind})`,
    );
  if (p.status !== q.status) out.add('success-status-changed', at, `the success status is ${q.status}, was ${p.status}`);
  for (const s of a.statuses) if (s !== p.status && !b.statuses.includes(s)) out.add('response-status-removed', at, `status ${s} is no longer listed`);
  for (const s of b.statuses) if (s !== q.status && !a.statuses.includes(s)) out.add('response-status-added', at, `status ${s} is listed`);
  const base = `${a.typeBase}Response`;
  if (p.type !== q.type) {
    const whole = { ...at, symbol: base };
    if (alternativesAdded(p.type, q.type)) out.add('response-alternative-added', whole, `${base} is ${q.type}, was ${p.type}`);
    else if (!narrowed(p.type, q.type) && !readsAs(p.type, q.type, types) && !sameObject(p.type, q.type, types))
      out.add('response-type-changed', whole, `${base} is ${q.type}, was ${p.type}`);
  }
  // An inline object that becomes a component (or back) is compared field by field.
  const inline = (f: Record<string, FieldSurface>) => Object.keys(f).length > 0;
  if (inline(p.fields) !== inline(q.fields))
    compareFields(base, resultFields(p.type, p.fields, types.old), resultFields(q.type, q.fields, types.now), 'read', out, at);
  else compareFields(base, p.fields, q.fields, 'read', out, at);
}

/** Requirements as sets of scheme → scopes. */
function requirement(text: string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  if (text === '(none)') return map;
  for (const part of text.split(' + ')) {
    const [scheme, scopes] = part.split(':') as [string, string | undefined];
    map.set(scheme, new Set(scopes ? scopes.split(' ') : []));
  }
  return map;
}

function compareSecurity(a: MethodSurface, b: MethodSurface, at: Where, out: Changes): void {
  const open = (m: MethodSurface) => m.security.length === 0 || m.security.includes('(none)');
  if (open(a) && !open(b)) return out.add('security-added', at, `authentication is now required (${b.security.join(' or ')})`);
  if (open(b)) {
    if (!open(a)) out.add('security-relaxed', at, 'no authentication is required any more');
    return;
  }
  for (const r of a.security) {
    if (b.security.includes(r)) continue;
    const old = requirement(r);
    // The same schemes with more scopes: old tokens are refused.
    const wider = b.security.find((s) => {
      const n = requirement(s);
      return n.size === old.size && [...old].every(([k, v]) => n.has(k) && [...v].every((x) => n.get(k)!.has(x)));
    });
    if (wider !== undefined) out.add('security-scope-added', at, `${r} is now ${wider}`);
    else out.add('security-requirement-removed', at, `${r} is no longer accepted (accepted: ${b.security.join(' or ')})`);
  }
  for (const r of b.security)
    if (
      !a.security.includes(r) &&
      !a.security.some((s) => requirement(s).size === requirement(r).size && [...requirement(s).keys()].every((k) => requirement(r).has(k)))
    )
      out.add('security-relaxed', at, `${r} is now accepted too`);
}

function compareTypes(old: Surface, now: Surface, out: Changes): void {
  for (const [name, t] of Object.entries(old.types)) {
    const u = now.types[name];
    const at: Where = { operation: null, symbol: name, old: t.at, new: u?.at };
    if (!u) {
      out.add('type-removed', at, `the type ${name} is removed`);
      continue;
    }
    const directions: Direction[] = [];
    if (t.write || u.write) directions.push('write');
    if (t.read || u.read || directions.length === 0) directions.push('read');
    for (const d of directions) {
      compareTypeShape(at, t, u, d, out);
      compareFields(name, t.fields, u.fields, d, out, at);
    }
  }
  for (const [name, u] of Object.entries(now.types))
    if (!(name in old.types)) out.add('type-added', { operation: null, symbol: name, new: u.at }, `the type ${name} is added`);
}

/** Changes added under other rules: a webhook payload's fields are compared as what a caller reads, under the webhook's rules. */
class Renamed extends Changes {
  constructor(
    private readonly into: Changes,
    private readonly names: Partial<Record<RuleId, RuleId>>,
  ) {
    super();
  }
  override add(rule: RuleId, where: Where, message: string): void {
    this.into.add(this.names[rule] ?? rule, where, message);
  }
}

function compareWebhooks(old: Surface, now: Surface, out: Changes): void {
  const [a, b] = [old.webhooks ?? {}, now.webhooks ?? {}];
  const payload = new Renamed(out, { 'response-field-removed': 'webhook-field-removed', 'response-field-type-changed': 'webhook-field-type-changed' });
  for (const [name, w] of Object.entries(a)) {
    const v = b[name];
    const at: Where = { operation: null, symbol: w.typeName, old: w.at, new: v?.at };
    if (!v) {
      out.add('webhook-removed', at, `the webhook ${name} is removed: its deliveries stop, and ${w.typeName} is gone`);
      continue;
    }
    if (w.typeName !== v.typeName) out.add('webhook-payload-changed', at, `webhook ${name}'s payload is ${v.typeName}, was ${w.typeName}`);
    else if (w.type !== v.type && !narrowed(w.type, v.type))
      out.add('webhook-payload-changed', at, `${w.typeName} (webhook ${name}) is ${v.type}, was ${w.type}`);
    compareFields(w.typeName, w.fields, v.fields, 'read', payload, at);
  }
  for (const [name, v] of Object.entries(b))
    if (!(name in a)) out.add('webhook-added', { operation: null, symbol: v.typeName, new: v.at }, `the webhook ${name} is added (${v.typeName})`);
}

function compareTypeShape(at: Where, t: TypeSurface, u: TypeSurface, d: Direction, out: Changes): void {
  const p: FieldSurface = { type: t.type, required: true, ...(t.enum ? { enum: t.enum } : {}), ...(t.alternatives ? { alternatives: t.alternatives } : {}) };
  const q: FieldSurface = { type: u.type, required: true, ...(u.enum ? { enum: u.enum } : {}), ...(u.alternatives ? { alternatives: u.alternatives } : {}) };
  compareField(at, p, q, d, out);
}

type Direction = 'read' | 'write';

function compareFields(base: string, a: Record<string, FieldSurface>, b: Record<string, FieldSurface>, d: Direction, out: Changes, at: Where): void {
  const where = (path: string, p?: FieldSurface, q?: FieldSurface): Where => ({
    operation: at.operation,
    symbol: `${base}.${path}`,
    old: p?.at ?? at.old,
    new: q?.at ?? at.new,
  });
  // A field under one that is gone is not reported again.
  const gone: string[] = [];
  for (const [path, p] of Object.entries(a)) {
    const q = b[path];
    if (!q) {
      if (gone.some((g) => path.startsWith(`${g}.`) || path.startsWith(`${g}[]`))) continue;
      gone.push(path);
      if (d === 'read') out.add('response-field-removed', where(path, p), `${base}.${path} is removed`);
      else out.add('param-removed', where(path, p), `${base}.${path} is removed`);
      continue;
    }
    compareField(where(path, p, q), p, q, d, out);
  }
  for (const [path, q] of Object.entries(b)) {
    if (path in a) continue;
    if (d === 'read') out.add('response-field-added', where(path, undefined, q), `${base}.${path} (${q.type}) is added`);
    else if (q.required) out.add('param-added-required', where(path, undefined, q), `${base}.${path} (${q.type}) is added, required`);
    else out.add('param-added-optional', where(path, undefined, q), `${base}.${path} (${q.type}) is added, optional`);
  }
}

const union = (t: string) => t.split(' | ');

/** `now` takes every type `was` took, and more (integer → number, an alternative added). */
function widened(was: string, now: string): boolean {
  const n = new Set(union(now));
  if (n.has('unknown')) return true;
  if (union(was).every((t) => n.has(t) || (t === 'integer' && n.has('number')))) return true;
  // A list whose items take more (`string[]` → `(object | string)[]`); items that may now be null
  // are not (a reader of them meets null: a type change).
  const item = (t: string) => t.slice(0, -2).replace(/^\((.*)\)$/, '$1');
  if (!was.endsWith('[]') || !now.endsWith('[]')) return false;
  const [p, q] = [item(was), item(now)];
  return widened(p, q) && (union(p).includes('null') || !union(q).includes('null'));
}

/** `now` is every value `was` is, or fewer: fewer types, or `was` with more fields (`Issue & object`), item by item for arrays. */
function narrowed(was: string, now: string): boolean {
  if (widened(now, was) || now.split(' & ').includes(was)) return true;
  const item = (t: string) => t.slice(0, -2).replace(/^\((.*)\)$/, '$1');
  return was.endsWith('[]') && now.endsWith('[]') && narrowed(item(was), item(now));
}

function alternativesAdded(was: string, now: string): boolean {
  return widened(was, now) && union(now).length > union(was).length;
}

const isMin = (k: string) => k.startsWith('min') || k.startsWith('exclusiveMin');

/** Which way a bound moved: `tightened`, `loosened`, or undefined when it did not. */
function boundMoved(k: string, was: number | string | undefined, now: number | string | undefined): 'tightened' | 'loosened' | undefined {
  if (was === now) return undefined;
  if (was === undefined) return 'tightened';
  if (now === undefined) return 'loosened';
  if (k === 'pattern' || k === 'multipleOf') return 'tightened';
  const up = Number(now) > Number(was);
  return isMin(k) === up ? 'tightened' : 'loosened';
}

function compareField(w: Where, p: FieldSurface, q: FieldSurface, d: Direction, out: Changes): void {
  const name = w.symbol ?? '';
  if (d === 'write') {
    if (p.type !== q.type) {
      if (widened(p.type, q.type)) out.add('param-type-widened', w, `${name} takes ${q.type}, took ${p.type}`);
      else out.add('param-type-changed', w, `${name} takes ${q.type}, took ${p.type}`);
    }
    if (!p.required && q.required) out.add('param-became-required', w, `${name} is now required`);
    if (p.required && !q.required) out.add('param-became-optional', w, `${name} is now optional`);
    if (p.nullable && !q.nullable) out.add('param-nullable-removed', w, `${name} no longer takes null`);
    if (!p.nullable && q.nullable) out.add('param-type-widened', w, `${name} takes null too`);
    if (q.enum) {
      const lost = p.enum ? p.enum.filter((v) => !q.enum!.includes(v)) : [];
      if (!p.enum) out.add('param-enum-value-removed', w, `${name} is restricted to ${q.enum.join(', ')}`);
      else if (lost.length) out.add('param-enum-value-removed', w, `${name} no longer takes ${lost.join(', ')}`);
      const gained = p.enum ? q.enum.filter((v) => !p.enum!.includes(v)) : [];
      if (gained.length) out.add('param-enum-value-added', w, `${name} takes ${gained.join(', ')} too`);
    } else if (p.enum) out.add('param-enum-value-added', w, `${name} takes any ${q.type}, took ${p.enum.join(', ')}`);
    for (const k of new Set([...Object.keys(p.constraints ?? {}), ...Object.keys(q.constraints ?? {})])) {
      const [was, now] = [p.constraints?.[k], q.constraints?.[k]];
      const moved = boundMoved(k, was, now);
      if (moved === 'tightened') out.add('param-narrowed', w, `${name}'s ${k} is ${now ?? 'gone'}, was ${was ?? 'unset'}`);
      else if (moved === 'loosened') out.add('param-widened', w, `${name}'s ${k} is ${now ?? 'unset'}, was ${was}`);
    }
    if (!p.deprecated && q.deprecated) out.add('param-deprecated', w, `${name} is deprecated`);
    return;
  }
  if (p.type !== q.type) {
    if (alternativesAdded(p.type, q.type)) out.add('response-alternative-added', w, `${name} may be ${q.type}, was ${p.type}`);
    else if (!narrowed(p.type, q.type)) out.add('response-field-type-changed', w, `${name} is ${q.type}, was ${p.type}`);
  } else if (p.alternatives && q.alternatives && q.alternatives.some((x) => !p.alternatives!.includes(x))) {
    out.add('response-alternative-added', w, `${name} may be ${q.alternatives.filter((x) => !p.alternatives!.includes(x)).join(' or ')} too`);
  }
  if (p.required && !q.required) out.add('response-field-optional', w, `${name} may be absent`);
  if (!p.required && q.required) out.add('response-field-required', w, `${name} is always present`);
  if (!p.nullable && q.nullable) out.add('response-field-nullable', w, `${name} may be null`);
  if (p.enum) {
    if (!q.enum) out.add('response-enum-value-added', w, `${name} may be any ${q.type}, was ${p.enum.join(', ')}`);
    else {
      const gained = q.enum.filter((v) => !p.enum!.includes(v));
      if (gained.length) out.add('response-enum-value-added', w, `${name} may be ${gained.join(', ')} too`);
      const lost = p.enum.filter((v) => !q.enum!.includes(v));
      if (lost.length) out.add('response-enum-value-removed', w, `${name} is no longer ${lost.join(', ')}`);
    }
  }
}
