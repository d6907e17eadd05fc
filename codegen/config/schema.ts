// The JSON Schema of a specforge configuration (the shape ./define.ts types), checked with ajv so
// that every wrong value is reported at once, each at its own line.

import { OUTPUT_NAMES } from '../emit/outputs.js';

export const CONFIG_SCHEMA = {
  type: 'object',
  required: ['documents'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    manifest: { type: 'string', minLength: 1 },
    documents: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['input'],
        additionalProperties: false,
        properties: {
          input: { type: 'string', minLength: 1 },
          output: { type: 'string', minLength: 1 },
          name: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
          clientName: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
          overlays: { type: 'array', items: { type: 'string', minLength: 1 } },
          strict: { type: 'boolean' },
          dates: { type: 'boolean' },
          int64: { enum: ['bigint', 'string'] },
          outputs: { type: 'array', uniqueItems: true, items: { enum: OUTPUT_NAMES } },
        },
      },
    },
  },
} as const;

/** What each document entry may set, for the messages ("one of …"). */
export const DOCUMENT_KEYS = Object.keys(CONFIG_SCHEMA.properties.documents.items.properties);
