// Names derived from spec names: TypeScript type names and identifier-safe keys.

export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

export function identifier(text: string): string {
  const id = text.replace(/[^A-Za-z0-9_$]+/g, '_');
  return /^[0-9]/.test(id) ? `_${id}` : id;
}

/** A property key as written in TypeScript: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `codesOfConduct getConductCode` → `codesOfConductGetConductCode`. */
export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p ? p[0]!.toLowerCase() + p.slice(1) : p;
}
