// Groups the failures of a `make check-world` run by cause, so the summary lists a handful of
// causes rather than hundreds of documents: a failure's first error line is matched against the
// causes already known (issue 21's list), else reduced to its shape (paths, positions, quoted
// names and numbers taken out), and failures of the same step with the same shape form a group.
// Pure; unit-tested in tests/bench/world-summary.test.ts.

import type { Row } from './rows.js';

export type Step = 'generate' | 'type-check' | 'mocks';

export interface Failure {
  step: Step;
  /** A known cause's name, or the error's shape. */
  cause: string;
  /** The exact first error line. */
  line: string;
}

/** Known causes, tried in order on the first error line (and the step it failed at). */
export const KNOWN: ReadonlyArray<{ cause: string; step?: Step; test: RegExp }> = [
  { cause: 'generation timed out', step: 'generate', test: /^timed out after/ },
  { cause: 'stack trace printed (crash)', step: 'generate', test: /^stack trace:/ },
  { cause: 'failed without a message', step: 'generate', test: /^\(no output\)/ },
  { cause: 'pattern invalid under the JS `u` flag', test: /Invalid regular expression|invalid (regular expression|pattern)|\bu\b flag|unicode mode/i },
  { cause: 'path with `#` or `?` (operation in the fragment or query)', test: /\b[a-z]+:\/\/[^\s#]*#|\/#[A-Za-z]|path .*['"`][^'"`]*[#?][^'"`]*['"`]/i },
  { cause: 'object value stringified as [object Object]', test: /object%20Object|\[object Object\]/ },
  {
    cause: "relative or protocol-relative `servers` URL: the mocks' handlers never match in Node (the driver's client used https://api.example.com + it)",
    step: 'mocks',
    test: /https:\/\/api\.example\.com/,
  },
  { cause: 'redirect through the mocks', step: 'mocks', test: /(status|expected) 30[1-8]\b|redirect/i },
  {
    cause: 'example query arrays typed string in mocks.ts (exploded array query parameter)',
    step: 'type-check',
    test: /mocks\.ts.*Type 'string\[\]' is not assignable to type 'string'/,
  },
  {
    cause: 'query array items not read back by their type by the mocks (all strings)',
    step: 'mocks',
    test: /\[\d+\]" must be an? (integer|number|boolean) \(got "/,
  },
  { cause: 'query value not read back as an array by the mocks (deepObject, or another style)', step: 'mocks', test: /must be an array \(got "/ },
  { cause: "fixture 'password' (format: password) breaks the schema's pattern", step: 'mocks', test: /must match the pattern .*\(got "password"\)/ },
  { cause: 'fixture padded with x to its minLength, breaking the pattern', step: 'mocks', test: /must match the pattern .*\(got "[^"]*xxx"\)/ },
  {
    cause: 'a number, integer or boolean parameter given a string (a path default written as a string, or an example of the wrong type)',
    step: 'mocks',
    test: /ValidationError: .*must be an? (number|integer|boolean|array|object) \(got "/,
  },
  { cause: 'fixture null for a non-nullable schema (refused by the client)', step: 'mocks', test: /ValidationError: .*\(got null\)/ },
  { cause: 'fixture breaks the schema (refused by the client)', step: 'mocks', test: /ValidationError: Invalid parameters/ },
  {
    cause: "base URL not written as a request URL is (an upper-case host, a default port): the mocks' handlers never match",
    step: 'mocks',
    test: /[a-z]+:\/\/([^/\s]*[A-Z][^/\s]*|[^/\s]*:(443|80))\/.*Cannot bypass a request/,
  },
  { cause: 'request the mocks did not receive (no handler matched)', step: 'mocks', test: /Cannot bypass a request|without a matching request handler/ },
  {
    cause: 'JSON Schema keyword with a value of the wrong type',
    test: /\/(required|enum|type|items|properties|additionalProperties) must be (an? )?(array|boolean|object|string)/,
  },
];

/** A message's shape: document paths and positions, quoted text, URLs and numbers replaced. */
export function shape(line: string): string {
  return line
    .replace(/^[\w$.-]+: (nothing|violation|status|error|refused|timeout): /, '$1: ')
    .replace(/ for [\w$.-]+: /, ': ')
    .replace(/ \((GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ answered \d+: .*$/, '')
    .replace(/^\S+\.(json|ya?ml):\d+:\d+\s+/, '')
    .replace(/^\S+?\.(ts|mjs|js)\(\d+,\d+\):\s*/, (m) => `${m.replace(/\(\d+,\d+\):\s*$/, '').replace(/^.*\//, '')}: `)
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/'[^']*'/g, "'…'")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}

export function classify(step: Step, line: string): Failure {
  const known = KNOWN.find((k) => (!k.step || k.step === step) && k.test.test(line));
  return { step, cause: known ? known.cause : shape(line), line };
}

/**
 * A row's failures: its generation's, or else its type-check's and its mocks' (each step after
 * generation runs whatever the other found). Empty when it passed, or was skipped.
 */
export function failuresOf(row: Row): Failure[] {
  if (row.gen === 'skipped' || row.gen === '-') return [];
  if (row.gen !== 'ok') return [classify('generate', row.genError || '(no output)')];
  const out: Failure[] = [];
  if (row.nodenext !== 'ok' || row.bundler !== 'ok') out.push(classify('type-check', row.typeError || `tsc ${row.nodenext}/${row.bundler}`));
  if (row.mocks !== 'ok') out.push(classify('mocks', row.mockError || `mocks ${row.mocks}`));
  return out;
}

export interface Group {
  step: Step;
  cause: string;
  count: number;
  examples: Array<{ id: string; line: string }>;
}

/** Failures grouped by step and cause (a document counted once per step), largest first; at most `examples` examples each. */
export function group(rows: readonly Row[], examples = 3): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    for (const f of failuresOf(row)) {
      const key = `${f.step}\u0000${f.cause}`;
      const g = groups.get(key) ?? { step: f.step, cause: f.cause, count: 0, examples: [] };
      g.count++;
      if (g.examples.length < examples) g.examples.push({ id: row.id, line: f.line });
      groups.set(key, g);
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause));
}

export interface OperationGroup {
  step: Step;
  cause: string;
  documents: number;
  /** Operations (mocks) or diagnostics (type-check) listed with this cause. */
  count: number;
  examples: Array<{ id: string; line: string }>;
}

/**
 * Every listed failure of every document (the details file keeps up to 20 a document), grouped by
 * cause: a document whose operations fail for several reasons counts under each, which the
 * per-document grouping (its first failure only) does not show.
 */
export function groupDetails(details: ReadonlyArray<{ id: string; typeErrors?: string[]; mockFailures?: unknown[] }>, examples = 3): OperationGroup[] {
  const groups = new Map<string, OperationGroup & { ids: Set<string> }>();
  const add = (id: string, f: Failure) => {
    const key = `${f.step}\u0000${f.cause}`;
    const g = groups.get(key) ?? { step: f.step, cause: f.cause, documents: 0, count: 0, examples: [], ids: new Set<string>() };
    g.count++;
    if (!g.ids.has(id)) {
      g.ids.add(id);
      g.documents++;
      if (g.examples.length < examples) g.examples.push({ id, line: f.line });
    }
    groups.set(key, g);
  };
  for (const d of details) {
    for (const line of d.typeErrors ?? []) add(d.id, classify('type-check', line.replace(/^\[(nodenext|bundler)\] /, '')));
    for (const m of d.mockFailures ?? []) {
      if (!m || typeof m !== 'object' || !('operation' in m)) continue;
      const f = m as { operation: string; kind: string; problem: string };
      add(d.id, classify('mocks', `${f.operation}: ${f.kind}: ${f.problem}`));
    }
  }
  return [...groups.values()].map(({ ids: _ids, ...g }) => g).sort((a, b) => b.documents - a.documents || b.count - a.count || a.cause.localeCompare(b.cause));
}
