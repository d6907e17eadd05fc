// `--format json`: exactly one object, `{ semver, changes }`, for tools.

import type { DiffResult } from '../compare.js';

export function formatJson(result: DiffResult): string {
  return JSON.stringify({ semver: result.semver, changes: result.changes }, null, 2);
}
