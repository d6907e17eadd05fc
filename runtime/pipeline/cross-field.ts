// The cross-field rules of a route, checked with its parameters: `before` (one time strictly
// before another) and `knownValues` (a value among the route's known ones, unless the call passes
// `allowUnknown: true`). Generated routes that have such rules carry this function as their
// `checks` (runtime/pipeline/validate.ts calls it), so clients whose routes have none do not ship it.

import type { RouteDescription } from '../description.js';
import type { ValidationIssue } from '../errors.js';

export function crossFieldIssues(route: RouteDescription, params: Readonly<Record<string, unknown>>, allowUnknown: boolean): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [earlier, later] of Object.entries(route.before ?? {})) {
    const a = params[earlier];
    const b = params[later];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) continue; // the schema validator reports bad times
    if (ta >= tb) issues.push({ parameter: earlier, expected: `must be before ${later} (${b})`, received: a });
  }
  if (!allowUnknown) {
    for (const [name, values] of Object.entries(route.knownValues ?? {})) {
      const v = params[name];
      if (v === undefined || values.includes(String(v))) continue;
      const meant = Object.hasOwn(route.knownValueHints?.[name] ?? {}, String(v)) ? route.knownValueHints![name]![String(v)] : undefined;
      const close = values.filter((x) => x.startsWith(String(v).slice(0, 3))).slice(0, 5);
      const hint =
        meant !== undefined
          ? ` (${JSON.stringify(v)} is not one of them; it is called ${JSON.stringify(meant)})`
          : close.length
            ? ` (close: ${close.map((x) => JSON.stringify(x)).join(', ')})`
            : '';
      issues.push({ parameter: name, expected: `must be one of the ${values.length} known values${hint}, or pass allowUnknown: true`, received: v });
    }
  }
  return issues;
}
