// Reads a wire parameter's value from whichever field carries it, and writes a value back to the
// matching field, so that decoding then encoding gives the same wire parameter. The field names
// come from the feed's wire shape (EventWireShape['parameter']). A parameter that is not
// well-formed (not an object, no name, a value field of the wrong JSON type, several value
// fields) is reported as such, never thrown on, so the caller can keep it as it came.

import type { EventWireShape, ParamMessage, ParamValue, ValueKind, WireParameter } from './types.js';

export type ParameterShape = EventWireShape['parameter'];

/** Every kind, in the order several value fields are listed in a problem. */
const KINDS: readonly ValueKind[] = ['string', 'boolean', 'integer', 'strings', 'integers', 'booleans', 'message', 'messages'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown, type: 'string' | 'boolean') => Array.isArray(v) && v.every((x) => typeof x === type);

const INTEGER = /^-?[0-9]+$/;
const integers = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string' && INTEGER.test(x));

/** The value fields of a shape as [kind, field] pairs, computed once per shape. */
const fieldsOf = new WeakMap<ParameterShape, ReadonlyArray<readonly [ValueKind, string]>>();
function valueFields(shape: ParameterShape): ReadonlyArray<readonly [ValueKind, string]> {
  let fields = fieldsOf.get(shape);
  if (!fields) fieldsOf.set(shape, (fields = KINDS.map((k) => [k, shape.values[k]] as const)));
  return fields;
}

/** A parameter read from the wire: its name and value, or what is wrong with it. */
export type ReadParameter = { ok: true; name: string; value: ParamValue } | { ok: false; name?: string; problem: string };

function readList(shape: ParameterShape, list: unknown): { ok: true; message: ParamMessage } | { ok: false; problem: string } {
  if (list === undefined) return { ok: true, message: {} };
  if (!Array.isArray(list)) return { ok: false, problem: 'its parameter list is not a list' };
  const message: ParamMessage = {};
  for (const p of list) {
    const r = readParameter(shape, p);
    if (!r.ok) return { ok: false, problem: `a nested parameter: ${r.problem}` };
    message[r.name] = r.value;
  }
  return { ok: true, message };
}

function readMessageField(shape: ParameterShape, v: unknown): { ok: true; message: ParamMessage } | { ok: false; problem: string } {
  if (!isObject(v)) return { ok: false, problem: 'not an object' };
  return readList(shape, v[shape.nested]);
}

/** Reads one wire parameter; never throws. */
export function readParameter(shape: ParameterShape, p: unknown): ReadParameter {
  if (!isObject(p)) return { ok: false, problem: 'not an object' };
  const name = p[shape.name];
  if (typeof name !== 'string') return { ok: false, problem: 'no name' };
  let kind: ValueKind | undefined;
  let field = '';
  let several: string[] | undefined;
  for (const [k, f] of valueFields(shape)) {
    if (p[f] === undefined) continue;
    if (kind === undefined) [kind, field] = [k, f];
    else (several ??= [field]).push(f);
  }
  if (several) return { ok: false, name, problem: `several value fields (${several.join(', ')})` };
  const v = kind === undefined ? undefined : p[field];
  const wrong = (expected: string) => ({ ok: false as const, name, problem: `${field} is not ${expected}` });
  switch (kind) {
    case undefined:
      return { ok: true, name, value: null };
    case 'string':
      return typeof v === 'string' ? { ok: true, name, value: v } : wrong('a string');
    case 'boolean':
      return typeof v === 'boolean' ? { ok: true, name, value: v } : wrong('a boolean');
    case 'integer':
      return typeof v === 'string' && INTEGER.test(v) ? { ok: true, name, value: BigInt(v) } : wrong('an integer string');
    case 'strings':
      return listOf(v, 'string') ? { ok: true, name, value: [...(v as string[])] } : wrong('a list of strings');
    case 'booleans':
      return listOf(v, 'boolean') ? { ok: true, name, value: [...(v as boolean[])] } : wrong('a list of booleans');
    case 'integers':
      return integers(v) ? { ok: true, name, value: (v as string[]).map((x) => BigInt(x)) } : wrong('a list of integer strings');
    case 'message': {
      const r = readMessageField(shape, v);
      return r.ok ? { ok: true, name, value: r.message } : { ok: false, name, problem: `${field}: ${r.problem}` };
    }
    case 'messages': {
      if (!Array.isArray(v)) return wrong('a list');
      const out: ParamMessage[] = [];
      for (const m of v) {
        const r = readMessageField(shape, m);
        if (!r.ok) return { ok: false, name, problem: `${field}: ${r.problem}` };
        out.push(r.message);
      }
      return { ok: true, name, value: out };
    }
  }
}

/** The parameter's value (see ParamValue); null for a parameter that is not well-formed. */
export function readValue(shape: ParameterShape, p: WireParameter): ParamValue {
  const r = readParameter(shape, p);
  return r.ok ? r.value : null;
}

/** The named values of a well-formed parameter list (malformed entries are left out). */
export function readMessage(shape: ParameterShape, list: readonly unknown[] | undefined): ParamMessage {
  const out: ParamMessage = {};
  for (const p of list ?? []) {
    const r = readParameter(shape, p);
    if (r.ok) out[r.name] = r.value;
  }
  return out;
}

/** The wire parameter for `value` (the inverse of readValue). */
export function writeValue(shape: ParameterShape, name: string, value: ParamValue): WireParameter {
  const f = shape.values;
  const out: WireParameter = { [shape.name]: name };
  if (value === null) return out;
  if (typeof value === 'string') out[f.string] = value;
  else if (typeof value === 'boolean') out[f.boolean] = value;
  else if (typeof value === 'bigint') out[f.integer] = value.toString();
  else if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'bigint')) out[f.integers] = value.map((v) => (v as bigint).toString());
    else if (value.length > 0 && value.every((v) => typeof v === 'boolean')) out[f.booleans] = [...(value as boolean[])];
    else if (value.length > 0 && value.every(isObject)) out[f.messages] = (value as ParamMessage[]).map((m) => ({ [shape.nested]: writeMessage(shape, m) }));
    else out[f.strings] = value.map(String);
  } else out[f.message] = { [shape.nested]: writeMessage(shape, value) };
  return out;
}

export function writeMessage(shape: ParameterShape, message: ParamMessage): WireParameter[] {
  return Object.keys(message).map((k) => writeValue(shape, k, message[k]!));
}

/** A value as text, for messages and tables: lists joined with ", ". */
export function valueText(value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value);
}
