// The type context of a service: component schema names → their TypeScript names.

import type { ServiceModel } from '../../model/types.js';
import type { TypeContext } from './ts-type.js';

/** What a `format: binary` string is where it is sent as a file (multipart parts, raw bodies). */
export const BINARY_INPUT = 'Blob | ArrayBuffer | ArrayBufferView';

export function typeContext(model: ServiceModel, binary?: string): TypeContext {
  const names = new Map(model.schemas.map((s) => [s.name, s.typeName]));
  return { typeName: (component) => names.get(component), ...(binary ? { binary } : {}) };
}
