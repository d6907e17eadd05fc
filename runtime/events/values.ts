// Reads a wire parameter's value from whichever field carries it, and writes a value back to the
// matching field, so that decoding then encoding gives the same wire parameter. Never throws.

import type { ParamMessage, ParamValue, WireParameter } from './types.js';

function toBigInt(text: string): bigint | string {
  try {
    return BigInt(text);
  } catch {
    return text;
  }
}

/** The parameter's value (see ParamValue); an int64 that is not an integer stays a string. */
export function readValue(p: WireParameter): ParamValue {
  if (p.value !== undefined) return p.value;
  if (p.boolValue !== undefined) return p.boolValue;
  if (p.intValue !== undefined) return toBigInt(p.intValue);
  if (p.multiValue !== undefined) return [...p.multiValue];
  if (p.multiIntValue !== undefined) {
    const ints = p.multiIntValue.map(toBigInt);
    return ints.every((i) => typeof i === 'bigint') ? (ints as bigint[]) : p.multiIntValue.map(String);
  }
  if (p.messageValue !== undefined) return readMessage(p.messageValue.parameter);
  if (p.multiMessageValue !== undefined) return p.multiMessageValue.map((m) => readMessage(m.parameter));
  return null;
}

export function readMessage(list: readonly WireParameter[] | undefined): ParamMessage {
  const out: ParamMessage = {};
  for (const p of list ?? []) out[p.name] = readValue(p);
  return out;
}

function isMessage(v: unknown): v is ParamMessage {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The wire parameter for `value` (the inverse of readValue). */
export function writeValue(name: string, value: ParamValue): WireParameter {
  if (value === null) return { name };
  if (typeof value === 'string') return { name, value };
  if (typeof value === 'boolean') return { name, boolValue: value };
  if (typeof value === 'bigint') return { name, intValue: value.toString() };
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'bigint')) return { name, multiIntValue: value.map((v) => (v as bigint).toString()) };
    if (value.length > 0 && value.every(isMessage)) return { name, multiMessageValue: (value as ParamMessage[]).map((m) => ({ parameter: writeMessage(m) })) };
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
