// Small statistics and formatting helpers shared by the benchmark sections.

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function min(values: readonly number[]): number {
  return Math.min(...values);
}

export function max(values: readonly number[]): number {
  return Math.max(...values);
}

/** Formats a number with a sensible number of significant digits. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const a = Math.abs(n);
  if (a >= 100) return n.toFixed(0);
  if (a >= 10) return n.toFixed(1);
  if (a >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

/** "0.93×" — a ratio a ÷ b. */
export function ratio(a: number, b: number): string {
  const r = a / b;
  if (!Number.isFinite(r) || r <= 0) return `${fmt(r)}×`;
  if (r >= 0.095) return `${r.toFixed(2)}×`;
  // Tiny ratios would print as 0.00×: keep two significant digits and say "≈1/N".
  return `${r.toPrecision(2)}× (≈1/${Math.round(1 / r)})`;
}

/** Renders a Markdown table (also readable as plain text on a terminal). */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Rotates `items` left by `n` so that each round starts with a different contender. */
export function rotate<T>(items: readonly T[], n: number): T[] {
  const k = ((n % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
