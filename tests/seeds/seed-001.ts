// Reads seed 001 (../shared/seeds/001_*.txt beside the repository, as in CI) at test time and parses
// its operation tables into method names and parameter names. The parser is strict: a cell it
// cannot read throws, so a changed seed fails loudly instead of being skipped.
import { readSeedFile, splitOutsideParens as splitTop } from './seed-text.js';

export function readSeed001(): string {
  return readSeedFile('001_');
}

export interface SeedRow {
  /** `namespace.method`. */
  key: string;
  required: string[];
  optional: string[];
  notes: string;
  /** The Required cell as written. */
  requiredCell: string;
}

export interface SeedTable {
  title: string;
  rows: SeedRow[];
  /** Lines of the table body, counted without parsing. */
  rawRowCount: number;
}

const NAME = /^[a-z_][a-z0-9_]*(\[\])?(\.[a-z_][a-z0-9_]*(\[\])?)*$/;

/** Parameter names in a Required/Optional cell: `a, b (type)`, `x.y[].z, w` (w inherits x.y[].), `a (each with b, c)`. */
export function namesInCell(cell: string): string[] {
  const text = cell
    .replace(/\s+when (their parent|[a-z_]+) is given$/, '')
    .replace(/\s+and (its|their) (optional )?fields( as in the table below)?/g, '')
    .trim();
  if (text === '' || text === 'see section gaps') return [];
  const names: string[] = [];
  for (const group of splitTop(text, ';')) {
    let prefix = '';
    const pending: string[] = [];
    for (const item of splitTop(group, ',')) {
      const m = /^([^\s(]+)\s*(?:\((.*)\))?$/.exec(item);
      if (!m || !NAME.test(m[1]!)) throw new Error(`cannot read "${item}" in cell "${cell}"`);
      let name = m[1]!;
      if (!name.includes('.') && prefix) name = prefix + name;
      else prefix = name.includes('[].') ? name.slice(0, name.lastIndexOf('.') + 1) : '';
      names.push(name);
      const inner = m[2];
      if (inner === undefined) {
        pending.push(name);
        continue;
      }
      const each = /^each with (.+)$/.exec(inner);
      const list = (each ? each[1]! : inner).split(',').map((s) => s.trim());
      if (each || (list.length >= 2 && list.every((s) => /^[a-z_]+$/.test(s)))) {
        for (const parent of each ? [...pending, name] : [name]) for (const child of list) names.push(`${parent}.${child}`);
      }
      for (const dotted of inner.match(/\b[a-z_]+(\[\])?\.[a-z_]+\b/g) ?? []) names.push(dotted);
      pending.length = 0;
    }
  }
  return [...new Set(names)];
}

function tableAfter(lines: string[], start: number): { header: string[]; body: string[]; end: number } {
  let i = start;
  while (!lines[i]!.startsWith('|')) i++;
  const header = lines[i]!.split('|')
    .slice(1, -1)
    .map((c) => c.trim());
  i += 2;
  const body: string[] = [];
  while (i < lines.length && lines[i]!.startsWith('|')) body.push(lines[i++]!);
  return { header, body, end: i };
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

/** The "Operations: ..." tables, with the owner/repo every row of some tables takes. */
export function operationTables(seed: string): SeedTable[] {
  const lines = seed.split('\n');
  const tables: SeedTable[] = [];
  lines.forEach((line, index) => {
    const h = /^### Operations: (.+)$/.exec(line);
    if (!h) return;
    const title = h[1]!;
    const { header, body } = tableAfter(lines, index + 1);
    const intro = lines
      .slice(
        index + 1,
        lines.findIndex((l, j) => j > index && l.startsWith('|')),
      )
      .join(' ');
    const common = /All take owner and repo/.test(intro) ? ['owner', 'repo'] : [];
    const col = (name: string) => header.indexOf(name);
    if (col('Method') !== 0 || col('Required') < 0 || col('Notes') < 0) throw new Error(`unexpected columns in ${title}: ${header.join(', ')}`);
    const rows = body.map((row): SeedRow => {
      const c = cells(row);
      const method = c[0]!;
      const key = method.includes('.') ? method : `${title}.${method}`;
      const requiredCell = c[col('Required')]!;
      return {
        key,
        required: [...common, ...namesInCell(requiredCell)],
        optional: col('Optional') >= 0 ? namesInCell(c[col('Optional')]!) : [],
        notes: c[col('Notes')]!,
        requiredCell,
      };
    });
    tables.push({ title, rows, rawRowCount: body.length });
  });
  return tables;
}

export interface SeedField {
  name: string;
  /** Required whenever its parent is given (Required yes, or a "Required when" rule). */
  required: boolean;
  rule: string;
}

/** The "Output and action fields of check run create and update" table. */
export function checkRunFields(seed: string): { fields: SeedField[]; rawRowCount: number } {
  const lines = seed.split('\n');
  const at = lines.findIndex((l) => l.startsWith('Output and action fields of check run create and update'));
  if (at < 0) throw new Error('no check run field table in seed 001');
  const { body } = tableAfter(lines, at + 1);
  const fields = body.flatMap((row) => {
    const [field, required, rule] = cells(row) as [string, string, string];
    return namesInCell(field).map((name) => ({ name, required: required === 'yes' || /^Required when/.test(rule), rule }));
  });
  return { fields, rawRowCount: body.length };
}

/** The values of the verification reason table. */
export function verificationReasons(seed: string): string[] {
  const lines = seed.split('\n');
  const at = lines.findIndex((l) => l.startsWith('verification reason values'));
  return tableAfter(lines, at + 1).body.map((row) => cells(row)[0]!);
}
