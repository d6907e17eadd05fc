// A validator of one webhook payload compiled straight from a spec document (OpenAPI 3.1 schemas
// are JSON Schema 2020-12), so a suite can try deliveries against a mutated copy of a spec
// without regenerating code. Local references resolve within the document's components.

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Json, OpenApiDocument } from './openapi-document.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type PayloadCheck = ((value: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };

/** The validator of the JSON body of the webhook `name` of `doc`. */
export function payloadValidator(doc: OpenApiDocument, name: string): PayloadCheck {
  const item = doc.deref<Json>(doc.data.webhooks?.[name]);
  const op = item?.post ?? item?.put;
  const body = doc.deref<Json>(op?.requestBody);
  const schema = body?.content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`the spec has no JSON webhook ${name}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile({ ...doc.deref<Json>(schema), components: doc.data.components }) as PayloadCheck;
}
