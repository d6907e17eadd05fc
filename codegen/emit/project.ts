// One in-memory ts-morph project per generate run, set up for deterministic output
// (two-space indent, single quotes, LF).

import { IndentationText, NewLineKind, Project, QuoteKind, type SourceFile } from 'ts-morph';

export function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
}

/** The file's text, formatted by TypeScript's formatter, after `header`, with one trailing newline. */
export function textOf(file: SourceFile, header: string): string {
  file.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true, semicolons: 'insert' as never });
  return `${header}\n${file.getFullText().replace(/^\s+/, '').replace(/\s+$/, '')}\n`;
}
