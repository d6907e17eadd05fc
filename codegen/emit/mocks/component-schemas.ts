// The component schemas of a service by name, for the fixtures and mocks: an index built once per
// service (not a scan per reference), and the component a reference names.

import { componentName } from '../../openapi/pointer.js';
import type { JsonSchema, ServiceModel } from '../../model/types.js';

const componentsByName = new WeakMap<ServiceModel, Map<string, JsonSchema>>();

/** A component schema by name, through an index built once per service (not a scan per reference). */
export function componentSchema(model: ServiceModel, name: string): JsonSchema | undefined {
  let byName = componentsByName.get(model);
  if (!byName) {
    componentsByName.set(model, (byName = new Map()));
    for (const s of model.schemas) if (!byName.has(s.name)) byName.set(s.name, s.schema);
  }
  return byName.get(name);
}

/** The component a `$ref` names, or the schema itself. */
export function resolveSchema(model: ServiceModel, schema: JsonSchema): JsonSchema | undefined {
  if (typeof schema === 'object' && schema.$ref !== undefined) {
    const target = componentName(schema.$ref);
    return target !== undefined ? componentSchema(model, target) : undefined;
  }
  return schema;
}
