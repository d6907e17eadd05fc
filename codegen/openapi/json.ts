// Plain JSON values as the generator reads them from a parsed document.

export type JsonObject = Record<string, any>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a list of strings (`x-source: a` or `x-source: [a, b]`); empty when absent. */
export function stringList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}
