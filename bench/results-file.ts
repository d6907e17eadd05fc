// Named blocks of bench/RESULTS.md (`<!-- name -->` … `<!-- /name -->`), so a section run alone
// (`npx tsx bench/run.ts scale`) replaces its own parts and keeps the rest of the last full run.

const open = (name: string) => `<!-- ${name} -->`;
const close = (name: string) => `<!-- /${name} -->`;

export function block(name: string, content: string): string {
  return `${open(name)}\n${content.trimEnd()}\n${close(name)}\n`;
}

/** The content of block `name` in `md`, if it has one. */
export function extractBlock(md: string, name: string): string | undefined {
  const start = md.indexOf(open(name));
  const end = md.indexOf(close(name));
  if (start < 0 || end < start) return undefined;
  return md.slice(start + open(name).length, end).trim();
}

/**
 * Replaces block `name` in `md` with `content`; without such a block, inserts it before the first
 * line that starts with `beforeHeading`, or at the end.
 */
export function spliceBlock(md: string, name: string, content: string, beforeHeading: string): string {
  const fresh = block(name, content);
  const start = md.indexOf(open(name));
  const end = md.indexOf(close(name));
  if (start >= 0 && end > start) return md.slice(0, start) + fresh.trimEnd() + md.slice(end + close(name).length);
  const at = md.search(new RegExp(`^${beforeHeading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  if (at < 0) return `${md.trimEnd()}\n\n${fresh}`;
  return `${md.slice(0, at)}${fresh}\n${md.slice(at)}`;
}

/**
 * Replaces the section headed `title` (to the next `## ` heading) with `content`, written by a
 * section run alone; without one, puts it before the heading that follows the section headed
 * `after`. Throws when neither is there (the full `make bench` writes the file first).
 */
export function spliceSection(md: string, title: string, content: string, after?: string): string {
  const own = md.indexOf(title);
  const from = own >= 0 ? own : after === undefined ? -1 : md.indexOf(after);
  const next = from < 0 ? -1 : md.indexOf('\n## ', from + 3) + 1;
  if (from < 0 || next <= 0)
    throw new Error(`bench/RESULTS.md has no "${own >= 0 || after === undefined ? title : after}" section followed by another: run \`make bench\``);
  return `${md.slice(0, own >= 0 ? own : next)}${content}\n${md.slice(next)}`;
}
