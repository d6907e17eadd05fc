// The Hub delivery fixtures (tests/fixtures/hub-deliveries): each JSON body with the source its
// sources.yaml entry names (the Hub's webhook documentation or huggingface_hub's payload model).

import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

const DIR = new URL('../../fixtures/hub-deliveries/', import.meta.url);

export interface HubDelivery {
  file: string;
  source: string;
  body: Record<string, unknown>;
}

/** Every fixture file, and every sources.yaml entry (a test checks the two lists agree). */
export function loadHubDeliveries(): { deliveries: HubDelivery[]; files: string[]; listed: string[] } {
  const sources = parse(readFileSync(new URL('sources.yaml', DIR), 'utf8')) as Record<string, string>;
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const deliveries = files
    .filter((file) => typeof sources[file] === 'string')
    .map((file) => ({ file, source: sources[file]!, body: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, unknown> }));
  return { deliveries, files, listed: Object.keys(sources).sort() };
}
