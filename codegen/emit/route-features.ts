// The client emitter's share of operation features (codegen/model/features.ts): the route data
// runtime/route-features.ts reads, and the method type of a paged, decoded operation.

import type { OperationModel, ServiceModel } from '../model/types.js';
import { catalogueConstName, decodedTypeNames, eventNamesConstName, misnomersConstName } from './events.js';
import { quote, raw } from './literal.js';

export function featureRouteData(model: ServiceModel, op: OperationModel): Record<string, unknown> {
  const f = op.features;
  const known = f?.knownValues
    ? Object.fromEntries(Object.keys(f.knownValues).map((p) => [p, raw(`E.${eventNamesConstName(model)}`)]))
    : undefined;
  const hints = f?.knownValues && model.events && Object.keys(model.events.misnomers).length
    ? Object.fromEntries(Object.keys(f.knownValues).map((p) => [p, raw(`E.${misnomersConstName(model)}`)]))
    : undefined;
  const itemsField = f?.pagination?.itemsField ?? 'items';
  // The listing's event filters (x-event-filter) are applied to the decoded page too, so a call
  // gets the same events whether or not the service honours the parameter.
  const filters = Object.entries(f?.eventFilters ?? {}).map(([param, field]) => `${field}: params[${quote(param)}]`);
  const decodeArgs = `E.${catalogueConstName(model)}, data, ${quote(itemsField)}${filters.length ? `, { ${filters.join(', ')} }` : ''}`;
  return {
    ...(f?.pagination ? { pagination: f.pagination } : {}),
    before: f?.before,
    knownValues: known,
    knownValueHints: hints,
    retry: model.retry,
    decode: f?.decodeEvents && model.events ? raw(`(data: unknown${filters.length ? ', params: Record<string, unknown>' : ''}) => decodePage(${decodeArgs})`) : undefined,
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
