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

/** A copy of a list or an object, one level deep: its own enumerable keys (a `__proto__` among them) as plain properties, its prototype kept. */
export function shallowCopy<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
  for (const [key, v] of Object.entries(value)) Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
  return copy as T;
}

/** Whether `test` holds for any object inside `value` (itself included), through lists and objects' values; iterative, so deep values cannot overflow the stack. */
export function someObject(value: unknown, test: (obj: JsonObject) => boolean): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) for (const item of node) stack.push(item);
    else if (isObject(node)) {
      if (test(node)) return true;
      for (const key in node) stack.push(node[key]);
    }
  }
  return false;
}
