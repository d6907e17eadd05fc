// The type contexts of a service: component schema names → their TypeScript names, in the read
// shape (what responses hold) or the write shape (what requests send: model/access.ts).

import type { Shape } from '../../model/access.js';
import type { JsonSchema, SchemaModel, ServiceModel } from '../../model/types.js';
import type { TypeContext } from './ts-type.js';

/** What a `format: binary` string is where it is sent as a file (multipart parts, raw bodies). */
export const BINARY_INPUT = 'Blob | ArrayBuffer | ArrayBufferView';

interface Index {
  byName: Map<string, SchemaModel>;
  lookup: (name: string) => JsonSchema | undefined;
  spelledOut: ReadonlySet<string>;
}
const indexOf = new WeakMap<ServiceModel, Index>();

/** The type context of `model` in `shape` (its names indexed once per model: emitters ask for it per operation). */
export function typeContext(model: ServiceModel, shape: Shape, binary?: string): TypeContext {
  let index = indexOf.get(model);
  if (!index) {
    const byName = new Map(model.schemas.map((s) => [s.name, s]));
    index = {
      byName,
      lookup: (name) => byName.get(name)?.schema,
      spelledOut: new Set(model.sharedTypes.filter((t) => t.shapesDiffer).map((t) => t.typeName)),
    };
    indexOf.set(model, index);
  }
  const { byName, lookup, spelledOut } = index;
  const typeName =
    shape === 'write'
      ? (component: string) => {
          const s = byName.get(component);
          return s?.writeTypeName ?? s?.typeName;
        }
      : (component: string) => byName.get(component)?.typeName;
  return {
    typeName,
    shape,
    lookup,
    ...(shape === 'write' ? { spelledOut } : {}),
    ...(binary ? { binary } : {}),
    ...(model.transforms ? { transforms: model.transforms } : {}),
  };
}
