// OpenAPI `externalDocs` (on the document, an operation or a webhook) as the model holds it: a link
// to the service's own documentation, shown by the generated references.

import { isObject } from '../openapi/json.js';
import type { ExternalDocsModel } from './types.js';

/** An `externalDocs` object with a non-empty `url`; undefined otherwise. */
export function externalDocsOf(value: unknown): ExternalDocsModel | undefined {
  if (!isObject(value) || typeof value.url !== 'string' || value.url.trim() === '') return undefined;
  const description = typeof value.description === 'string' ? value.description.trim() : '';
  return { url: value.url.trim(), ...(description ? { description } : {}) };
}
