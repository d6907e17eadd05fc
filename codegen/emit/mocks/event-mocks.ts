// The mocks emitter's share for a service with an event catalogue: a second factory whose listing
// operation answers from a deterministic activity feed built from the catalogue
// (`specforge/runtime/mocks`), following pages and the name, type and page-size parameters.

import { pascalCase } from '../../model/naming.js';
import type { OperationModel, ServiceModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { literal, quote, raw } from '../code/literal.js';
import { catalogueConstName, unknownExamplesConstName } from '../client/events.js';
import { exampleFor } from './fixtures.js';

export function activityMocksFactoryName(model: ServiceModel): string {
  return `create${pascalCase(model.name)}ActivityMocks`;
}

function feedOperation(model: ServiceModel): OperationModel | undefined {
  return model.events ? model.operations.find((op) => op.decodeEvents && op.pagination?.kind === 'token') : undefined;
}

export function eventMockImports(model: ServiceModel): Declaration[] {
  if (!feedOperation(model)) return [];
  return [
    { kind: 'import', from: 'specforge/runtime/mocks', names: ['activityListResponder', 'buildActivities', { name: 'ActivityFeedOptions', type: true }] },
    { kind: 'import', from: './events.js', names: [catalogueConstName(model), unknownExamplesConstName(model)] },
  ];
}

/** The activity-feed factory, or nothing when the service has no paged event listing. */
export function eventMockStatements(model: ServiceModel, description: Record<string, unknown>, operationsConst: string): Declaration[] {
  const op = feedOperation(model);
  if (!op || op.pagination?.kind !== 'token') return [];
  const p = op.pagination;
  const page = exampleFor(model, op.success.schema ?? {}, 'value') as Record<string, unknown>;
  const items = Array.isArray(page[p.itemsField]) ? (page[p.itemsField] as Record<string, unknown>[]) : [];
  const wire = model.events!.wire;
  const activityTemplate = { ...(items[0] ?? {}) };
  const wireEvents = activityTemplate[wire.activity.events];
  const events = Array.isArray(wireEvents) ? (wireEvents as Record<string, unknown>[]) : [];
  const eventTemplate = { ...(events[0] ?? {}) };
  for (const key of [wire.event.name, wire.event.type, wire.event.parameters]) delete eventTemplate[key];
  delete activityTemplate[wire.activity.events];
  const pageTemplate = { ...page };
  delete pageTemplate[p.itemsField];
  delete pageTemplate[p.nextField];
  const sizeParam = p.pageSizeParameter ? op.params.find((x) => x.name === p.pageSizeParameter) : undefined;
  const sizeSchema = sizeParam && typeof sizeParam.schema === 'object' ? sizeParam.schema : {};
  const filters = op.eventFilters ?? {};
  const request = {
    tokenParameter: p.tokenParameter,
    nextField: p.nextField,
    itemsField: p.itemsField,
    pageSizeParameter: p.pageSizeParameter,
    defaultPageSize: typeof sizeSchema.default === 'number' ? sizeSchema.default : 100,
    nameParameter: Object.keys(filters).find((k) => filters[k] === 'name'),
    typeParameter: Object.keys(filters).find((k) => filters[k] === 'type'),
  };
  // The body of the feed's 400 answers: the document's own error shape (its 400, 4XX or default
  // response), whose `message` fields the feed fills in.
  const errorResponse = ['400', '4XX', 'default'].map((status) => op.responses.find((r) => r.status === status)).find((r) => r?.schema);
  const feed = {
    catalogue: raw(catalogueConstName(model)),
    unknownExamples: raw(unknownExamplesConstName(model)),
    activity: activityTemplate,
    event: eventTemplate,
    page: pageTemplate,
    error: errorResponse?.schema ? exampleFor(model, errorResponse.schema, 'value') : undefined,
  };
  const name = activityMocksFactoryName(model);
  const operations = raw(`${operationsConst}.map((op) => (op.key === ${quote(op.name)} ? { ...op, responder: respond } : op))`);
  return [
    {
      kind: 'function',
      name,
      exported: true,
      params: [{ name: 'options', type: 'MockServiceOptions & ActivityFeedOptions', initializer: '{}' }],
      returns: 'MockService & { readonly activities: readonly Record<string, unknown>[] }',
      body: [
        `const feed = ${literal(feed, 1)};`,
        'const activities = buildActivities(feed, options);',
        `const respond = activityListResponder(feed, activities, ${literal(request, 1)});`,
        `const service = createMockService(${literal({ ...description, operations }, 1)}, options);`,
        'return Object.assign(service, { activities });',
      ],
      docs: `msw handlers for ${model.clientName} whose \`${op.name}\` answers from a deterministic feed of\nactivities built from the event catalogue: every catalogue event, multiValue variants, unknown\nevents, side-effect events and pages (\`count\` activities, 120 by default).\n\n@example\nconst mocks = ${name}({ count: 300 });\nsetupServer(...mocks.handlers).listen({ onUnhandledRequest: 'error' });`,
    },
  ];
}
