// Reads the audit seed (../shared/seeds/000_*.txt beside the repository, as CI has it) into the
// catalogue it describes: common parameters, parameter sets, enumerations and the two event tables.
import { SEEDS_DIR, readSeedFile, splitOutsideParens } from './seed-text.js';

export { SEEDS_DIR };

export type Kind = 'string' | 'boolean' | 'enum';
export interface SeedParam {
  name: string;
  kind: Kind;
}
export interface SeedEvent {
  name: string;
  group: 'access' | 'other';
  params: SeedParam[];
  format?: string;
  incompleteParams: boolean;
  incompleteFormat: boolean;
}

export function readSeed(): string {
  return readSeedFile('000_');
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`seed has no "${heading}"`);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
    .slice(1)
    .map((l) =>
      l
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

/** Splits on commas (and a final " and ") outside parentheses. */
function items(text: string): string[] {
  return splitOutsideParens(text, ',')
    .flatMap((s) => s.split(/ and (?![^(]*\))/))
    .map((s) => s.trim())
    .filter(Boolean);
}

function paramOf(item: string): SeedParam {
  const m = /^([a-z_]+)(?:\s*\((.*)\))?$/.exec(item.trim());
  if (!m) throw new Error(`cannot read parameter "${item}"`);
  return { name: m[1]!, kind: /^enum/.test(m[2] ?? '') ? 'enum' : 'string' };
}

export function parseSeed(text = readSeed()) {
  const common: SeedParam[] = tableRows(section(text, '### Common parameters')).map(([name, type]) => ({
    name: name!,
    kind: type === 'boolean' ? 'boolean' : /enum/.test(type!) ? 'enum' : 'string',
  }));
  const byName = new Map(common.map((p) => [p.name, p]));
  const sets = section(text, '### Common parameters');
  const labelLine = /- Label set: the common set without (.+?), plus (.+)\.\n/.exec(sets)!;
  const without = new Set(items(labelLine[1]!));
  const label = [...common.filter((p) => !without.has(p.name)), ...items(labelLine[2]!).map(paramOf)];
  const searchLine = /- Search set: (.+?)\. /.exec(sets)!;
  const search = items(searchLine[1]!).map((n) => byName.get(n) ?? paramOf(n));

  const enums = new Map<string, string[]>();
  const enumText = section(text, '### Enumerations');
  for (const line of enumText.split('\n')) {
    const m = /^([a-z_]+)(?: \([^)]*\))?: (.+)\.$/.exec(line);
    if (m)
      enums.set(
        m[1]!,
        items(m[2]!).map((v) => v.replace(/\s*\(.*\)$/, '')),
      );
  }
  const visibilityTable = enumText.slice(enumText.indexOf('visibility:'));
  enums.set(
    'visibility',
    tableRows(visibilityTable.slice(0, visibilityTable.indexOf('\n\n', 15))).map((r) => r[0]!),
  );

  const events: SeedEvent[] = [];
  const readTable = (heading: string, group: 'access' | 'other') => {
    for (const [name, extras, format] of tableRows(section(text, heading))) {
      let params: SeedParam[] = common;
      let own = extras!;
      if (own.startsWith('Search set')) {
        params = search;
        own = '';
      } else if (own.startsWith('Label set')) {
        params = label;
        own = own.replace(/^Label set( plus )?/, '');
      } else if (/^none|^see gap list/.test(own)) own = '';
      const merged = new Map(params.map((p) => [p.name, p]));
      for (const p of items(own).map(paramOf)) merged.set(p.name, p);
      const gapFormat = /see gap list/.test(format!);
      events.push({
        name: name!,
        group,
        params: [...merged.values()],
        ...(gapFormat ? {} : { format: format! }),
        incompleteParams: /see gap list/.test(extras!),
        incompleteFormat: gapFormat,
      });
    }
  };
  readTable('### Access group (type=access)', 'access');
  readTable('### Other events in listing order', 'other');

  const gaps = text.slice(text.indexOf('Events whose details are incomplete:'));
  const gapText = gaps.slice(0, gaps.indexOf('\n## '));
  const mentioned = new Set([...gapText.matchAll(/\b([a-z]+(?:_[a-z]+)+)\b/g)].map((m) => m[1]!));
  for (const m of gapText.matchAll(/The ([a-z_]+) event/g)) mentioned.add(m[1]!);
  const notes = section(text, '### Other events in listing order');
  for (const m of notes.matchAll(/A separate ([a-z_]+) event/g)) mentioned.add(m[1]!);

  return { common, label, search, enums, events, incompleteNames: [...mentioned] };
}
