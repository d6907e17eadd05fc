// Swagger 2.0 input: converted to OpenAPI 3.0 by swagger2openapi (the converter orval and kubb
// use; it patches the small mistakes real 2.0 documents make and says what it patched), then read
// like any 3.0 document. Diagnostics still point at the 2.0 file: a pointer into the converted
// document is mapped back to where 2.0 wrote the same thing (`components/schemas/X` was
// `definitions/X`, a response's `content/<type>/schema` was its `schema`, a requestBody was a
// `body` parameter), and located there, or at its nearest ancestor.

import type { Pointer } from '../openapi/pointer.js';

interface Converter {
  convertObj(document: object, options: object): Promise<{ openapi: Record<string, unknown> }>;
}

let converter: Converter | undefined;

/** The 3.0 form of a 2.0 document, or the converter's complaint. */
export async function convertSwagger2(document: Record<string, unknown>): Promise<{ data: Record<string, unknown> } | { error: string }> {
  // Loaded on the first 2.0 document only (the command's bundle keeps it in a chunk of its own).
  if (!converter) {
    const loaded = (await import('swagger2openapi')) as unknown as { default?: Converter } & Converter;
    converter = loaded.default ?? loaded;
  }
  try {
    // patch: fix what the converter can (duplicate operationIds, bad enums, ...); warnOnly: never throw for a fixable problem.
    const { openapi } = await converter.convertObj(structuredClone(document), { patch: true, warnOnly: true, resolve: false, direct: false });
    return { data: openapi };
  } catch (error) {
    return { error: String((error as Error)?.message ?? error).split('\n')[0]! };
  }
}

const SECTIONS: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  responses: 'responses',
  securitySchemes: 'securityDefinitions',
  requestBodies: 'parameters',
};

/** Where a 2.0 document wrote what `pointer` names in its 3.0 form. */
export function swagger2Pointer(pointer: Pointer): Pointer {
  const [first, second, ...rest] = pointer;
  if (first === 'components' && typeof second === 'string' && SECTIONS[second]) return [SECTIONS[second]!, ...rest];
  if (first === 'servers') return ['host'];
  if (first === 'paths' && pointer.length > 3) {
    const op = pointer.slice(0, 3);
    const tail = pointer.slice(3);
    if (tail[0] === 'requestBody') return [...op, 'parameters'];
    // responses/<code>/content/<type>/schema/... was responses/<code>/schema/...
    if (tail[0] === 'responses' && tail[2] === 'content') return [...op, 'responses', tail[1]!, ...tail.slice(4)];
    // parameters/<i>/schema/... was parameters/<i>/... (2.0 parameters hold their type themselves)
    if (tail[0] === 'parameters' && tail[2] === 'schema') return [...op, 'parameters', tail[1]!, ...tail.slice(3)];
  }
  return pointer;
}
