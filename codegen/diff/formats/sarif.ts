// `--format sarif`: SARIF 2.1.0 for code-scanning tools: the rules table as the tool's rules,
// each change a result at its line in the new document (the old one's for what is gone).

import { VERSION } from '../../../runtime/version.js';
import type { DiffResult } from '../compare.js';
import { RULES, type RuleId } from '../rules.js';
import { splitPosition } from './github.js';

const SARIF_LEVEL = { breaking: 'error', warning: 'warning', info: 'note' } as const;

export function formatSarif(result: DiffResult): string {
  const ids = Object.keys(RULES) as RuleId[];
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'specforge diff',
            version: VERSION,
            informationUri: 'https://github.com/specforge/specforge#what-changed-specforge-diff',
            rules: ids.map((id) => ({
              id,
              shortDescription: { text: RULES[id].title },
              defaultConfiguration: { level: SARIF_LEVEL[RULES[id].level] },
              properties: { semver: RULES[id].bump },
            })),
          },
        },
        results: result.changes.map((c) => {
          const at = splitPosition(c.new ?? c.old ?? '');
          return {
            ruleId: c.rule,
            ruleIndex: ids.indexOf(c.rule),
            level: SARIF_LEVEL[c.level],
            message: { text: c.symbol ? `${c.symbol}: ${c.message}` : c.message },
            ...(at ? { locations: [{ physicalLocation: { artifactLocation: { uri: at.file }, region: { startLine: at.line, startColumn: at.col } } }] } : {}),
            properties: { operation: c.operation, symbol: c.symbol },
          };
        }),
        properties: { semver: result.semver },
      },
    ],
  };
  return JSON.stringify(sarif, null, 2);
}
