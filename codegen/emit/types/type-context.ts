// The type context of a service: component schema names → their TypeScript names.

import type { ServiceModel } from '../../model/types.js';
import type { TypeContext } from './ts-type.js';

/** What a `format: binary` string is where it is sent as a file (multipart parts, raw bodies). */
export const BINARY_INPUT = 'Blob | ArrayBuffer | ArrayBufferView';

const namesOf = new WeakMap<ServiceModel, Map<string, string>>();

/** The type context of `model` (its names indexed once per model: emitters ask for it per operation). */
export function typeContext(model: ServiceModel, binary?: string): TypeContext {
  let names = namesOf.get(model);
  if (!names) namesOf.set(model, (names = new Map(model.schemas.map((s) => [s.name, s.typeName]))));
  const index = names;
  return { typeName: (component) => index.get(component), ...(binary ? { binary } : {}) };
}
