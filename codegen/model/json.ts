// Small helpers for plain JSON values, shared by the spec checks, the model builder and emitters.

export type JsonObject = Record<string, any>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
