// Reads a wire parameter's value from whichever field carries it, and writes a value back to the
// matching field, so that decoding then encoding gives the same wire parameter. A parameter that
// is not well-formed (not an object, no name, a value field of the wrong JSON type, several value
// fields) is reported as such, never thrown on, so the caller can keep it as it came.

import type { ParamMessage, ParamValue, WireParameter } from './types.js';

const VALUE_FIELDS = ['value', 'boolValue', 'intValue', 'multiValue', 'multiIntValue', 'multiBoolValue', 'messageValue', 'multiMessageValue'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown, type: 'string' | 'boolean') => Array.isArray(v) && v.every((x) => typeof x === type);

const INTEGER = /^-?[0-9]+$/;
const integers = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string' && INTEGER.test(x));

/** A parameter read from the wire: its name and value, or what is wrong with it. */
export type ReadParameter = { ok: true; name: string; value: ParamValue } | { ok: false; name?: string; problem: string };

function readList(list: unknown): { ok: true; message: ParamMessage } | { ok: false; problem: string } {
  if (list === undefined) return { ok: true, message: {} };
  if (!Array.isArray(list)) return { ok: false, problem: 'its parameter list is not a list' };
  const message: ParamMessage = {};
  for (const p of list) {
    const r = readParameter(p);
    if (!r.ok) return { ok: false, problem: `a nested parameter: ${r.problem}` };
    message[r.name] = r.value;
  }
  return { ok: true, message };
}

function readMessageField(v: unknown): { ok: true; message: ParamMessage } | { ok: false; problem: string } {
  if (!isObject(v)) return { ok: false, problem: 'not an object' };
  return readList(v.parameter);
}

/** Reads one wire parameter; never throws. */
export function readParameter(p: unknown): ReadParameter {
  if (!isObject(p)) return { ok: false, problem: 'not an object' };
  const name = p.name;
  if (typeof name !== 'string') return { ok: false, problem: 'no name' };
  const present = VALUE_FIELDS.filter((f) => p[f] !== undefined);
  if (present.length > 1) return { ok: false, name, problem: `several value fields (${present.join(', ')})` };
  const field = present[0];
  const v = field === undefined ? undefined : p[field];
  const wrong = (expected: string) => ({ ok: false as const, name, problem: `${field} is not ${expected}` });
  switch (field) {
    case undefined:
      return { ok: true, name, value: null };
    case 'value':
      return typeof v === 'string' ? { ok: true, name, value: v } : wrong('a string');
    case 'boolValue':
      return typeof v === 'boolean' ? { ok: true, name, value: v } : wrong('a boolean');
    case 'intValue':
      return typeof v === 'string' && INTEGER.test(v) ? { ok: true, name, value: BigInt(v) } : wrong('an integer string');
    case 'multiValue':
      return listOf(v, 'string') ? { ok: true, name, value: [...(v as string[])] } : wrong('a list of strings');
    case 'multiBoolValue':
      return listOf(v, 'boolean') ? { ok: true, name, value: [...(v as boolean[])] } : wrong('a list of booleans');
    case 'multiIntValue':
      return integers(v) ? { ok: true, name, value: (v as string[]).map((x) => BigInt(x)) } : wrong('a list of integer strings');
    case 'messageValue': {
      const r = readMessageField(v);
      return r.ok ? { ok: true, name, value: r.message } : { ok: false, name, problem: `messageValue: ${r.problem}` };
    }
    case 'multiMessageValue': {
      if (!Array.isArray(v)) return wrong('a list');
      const out: ParamMessage[] = [];
      for (const m of v) {
        const r = readMessageField(m);
        if (!r.ok) return { ok: false, name, problem: `multiMessageValue: ${r.problem}` };
        out.push(r.message);
      }
      return { ok: true, name, value: out };
    }
  }
  return { ok: false, name, problem: 'an unknown value field' };
}

/** The parameter's value (see ParamValue); null for a parameter that is not well-formed. */
export function readValue(p: WireParameter): ParamValue {
  const r = readParameter(p);
  return r.ok ? r.value : null;
}

/** The named values of a well-formed parameter list (malformed entries are left out). */
export function readMessage(list: readonly unknown[] | undefined): ParamMessage {
  const out: ParamMessage = {};
  for (const p of list ?? []) {
    const r = readParameter(p);
    if (r.ok) out[r.name] = r.value;
  }
  return out;
}

/** The wire parameter for `value` (the inverse of readValue). */
export function writeValue(name: string, value: ParamValue): WireParameter {
  if (value === null) return { name };
  if (typeof value === 'string') return { name, value };
  if (typeof value === 'boolean') return { name, boolValue: value };
  if (typeof value === 'bigint') return { name, intValue: value.toString() };
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'bigint')) return { name, multiIntValue: value.map((v) => (v as bigint).toString()) };
    if (value.length > 0 && value.every((v) => typeof v === 'boolean')) return { name, multiBoolValue: [...(value as boolean[])] };
    if (value.length > 0 && value.every(isObject)) return { name, multiMessageValue: (value as ParamMessage[]).map((m) => ({ parameter: writeMessage(m) })) };
    return { name, multiValue: value.map(String) };
  }
  return { name, messageValue: { parameter: writeMessage(value) } };
}

export function writeMessage(message: ParamMessage): WireParameter[] {
  return Object.keys(message).map((k) => writeValue(k, message[k]!));
}

/** A value as text, for messages and tables: lists joined with ", ". */
export function valueText(value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  return String(value);
}
