// The client emitter's share of operation features (codegen/model/features.ts): the route data
// runtime/route-features.ts reads, and the method type of a paged, decoded operation.

import type { OperationModel, ServiceModel } from '../model/types.js';
import { catalogueConstName, decodedTypeNames, eventNamesConstName } from './events.js';
import { quote, raw } from './literal.js';

export function featureRouteData(model: ServiceModel, op: OperationModel): Record<string, unknown> {
  const f = op.features;
  const known = f?.knownValues
    ? Object.fromEntries(Object.keys(f.knownValues).map((p) => [p, raw(`E.${eventNamesConstName(model)}`)]))
    : undefined;
  const itemsField = f?.pagination?.itemsField ?? 'items';
  return {
    ...(f?.pagination ? { pagination: f.pagination } : {}),
    before: f?.before,
    knownValues: known,
    retry: model.retry,
    decode: f?.decodeEvents && model.events ? raw(`(data: unknown) => decodePage(E.${catalogueConstName(model)}, data, ${quote(itemsField)})`) : undefined,
  };
}

/** Whether client.ts must import the events module. */
export function needsEvents(model: ServiceModel): boolean {
  return !!model.events && model.operations.some((op) => op.features?.decodeEvents || op.features?.knownValues);
}

/** The method type of `op` when its features change it; undefined for a plain Method. */
export function featureMethodType(model: ServiceModel, op: OperationModel): string | undefined {
  const f = op.features;
  if (!f?.decodeEvents || !model.events) return f?.pagination ? `PagedMethod<T.${op.typeBase}Params, T.${op.typeBase}Response, unknown>` : undefined;
  const names = decodedTypeNames(model);
  return f.pagination ? `PagedMethod<T.${op.typeBase}Params, E.${names.page}, E.${names.activity}>` : `Method<T.${op.typeBase}Params, E.${names.page}>`;
}
