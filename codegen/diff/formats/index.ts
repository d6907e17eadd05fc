// The output formats of `specforge diff`, by name.

import type { DiffResult } from '../compare.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatMarkdown } from './markdown.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export const FORMATS = { text: formatText, markdown: formatMarkdown, json: formatJson, github: formatGithub, sarif: formatSarif } as const satisfies Record<
  string,
  (r: DiffResult) => string
>;

export type FormatName = keyof typeof FORMATS;
