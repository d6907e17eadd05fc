// The mocks emitter's share for a service with an event catalogue: a second factory whose listing
// operation answers from a deterministic activity feed built from the catalogue
// (runtime/mock/activities.ts), following pages and the name, type and page-size parameters.

import type { OperationModel, ServiceModel } from '../model/types.js';
import { pascalCase } from '../model/naming.js';
import { catalogueConstName } from './events.js';
import { exampleFor } from './fixtures.js';
import { literal, raw } from './literal.js';

export function activityMocksFactoryName(model: ServiceModel): string {
  return `create${pascalCase(model.name)}ActivityMocks`;
}

function feedOperation(model: ServiceModel): OperationModel | undefined {
  return model.events ? model.operations.find((op) => op.features?.decodeEvents && op.features.pagination) : undefined;
}

export function eventMockImports(model: ServiceModel): Array<{ moduleSpecifier: string; namedImports: string[] }> {
  if (!feedOperation(model)) return [];
  return [
    { moduleSpecifier: '../../runtime/mock/activities.js', namedImports: ['activityListResponder', 'buildActivities', 'type ActivityFeedOptions'] },
    { moduleSpecifier: './events.js', namedImports: [catalogueConstName(model), `${model.name}UnknownEventExamples`] },
  ];
}

/** Statements of the activity-feed factory, or none when the service has no paged event listing. */
export function eventMockStatements(model: ServiceModel, description: Record<string, unknown>, operationsConst: string): string[] {
  const op = feedOperation(model);
  if (!op) return [];
  const p = op.features!.pagination!;
  const page = exampleFor(model, op.success.schema ?? {}, 'value') as Record<string, unknown>;
  const items = Array.isArray(page[p.itemsField]) ? (page[p.itemsField] as Record<string, unknown>[]) : [];
  const activityTemplate = { ...(items[0] ?? {}) };
  const events = Array.isArray(activityTemplate.events) ? (activityTemplate.events as Record<string, unknown>[]) : [];
  const eventTemplate = { ...(events[0] ?? {}) };
  for (const key of ['name', 'type', 'parameters']) delete eventTemplate[key];
  delete activityTemplate.events;
  const pageTemplate = { ...page };
  delete pageTemplate[p.itemsField];
  delete pageTemplate[p.nextField];
  const sizeParam = p.pageSizeParameter ? op.params.find((x) => x.name === p.pageSizeParameter) : undefined;
  const sizeSchema = sizeParam && typeof sizeParam.schema === 'object' ? sizeParam.schema : {};
  const filters = op.features!.eventFilters ?? {};
  const request = {
    tokenParameter: p.tokenParameter,
    nextField: p.nextField,
    itemsField: p.itemsField,
    pageSizeParameter: p.pageSizeParameter,
    defaultPageSize: typeof sizeSchema.default === 'number' ? sizeSchema.default : 100,
    nameParameter: Object.keys(filters).find((k) => filters[k] === 'name'),
    typeParameter: Object.keys(filters).find((k) => filters[k] === 'type'),
  };
  const feed = { catalogue: raw(catalogueConstName(model)), unknownExamples: raw(`${model.name}UnknownEventExamples`), activity: activityTemplate, event: eventTemplate, page: pageTemplate };
  const name = activityMocksFactoryName(model);
  return [
    `/**\n * msw handlers for ${model.clientName} whose \`${op.key}\` answers from a deterministic feed of\n * activities built from the event catalogue: every catalogue event, multiValue variants, unknown\n * events, side-effect events and pages (\`count\` activities, 120 by default).\n *\n * @example\n * const mocks = ${name}({ count: 300 });\n * setupServer(...mocks.handlers).listen({ onUnhandledRequest: 'error' });\n */\nexport function ${name}(options: MockServiceOptions & ActivityFeedOptions = {}): MockService & { readonly activities: readonly Record<string, unknown>[] } {\n  const feed = ${literal(feed, 1)};\n  const activities = buildActivities(feed, options);\n  const respond = activityListResponder(feed, activities, ${literal(request, 1)});\n  const service = createMockService(${literal({ ...description, operations: raw(`${operationsConst}.map((op) => (op.key === ${JSON.stringify(op.key).replace(/"/g, "'")} ? { ...op, responder: respond } : op))`) }, 1)}, options);\n  return Object.assign(service, { activities });\n}`,
  ];
}
