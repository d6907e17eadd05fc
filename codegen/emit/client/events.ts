// Emits `events.ts` for a service with an event catalogue: the catalogue as data (the feed's wire
// shape, groups, events with their group, type, parameter kinds and enum values, message format,
// incomplete flag), the typed events (a discriminated union keyed by name), and thin entry points
// binding the generic runtime (`specforge/runtime/events`) to this catalogue.

import type { EventCatalogueModel, EventModel, EventParamModel } from '../../model/events.js';
import type { ServiceModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { literal, quote, raw } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { jsHeader } from '../code/header.js';

export function eventsBaseName(model: ServiceModel): string {
  return model.clientName.replace(/Client$/, '');
}

export function catalogueConstName(model: ServiceModel): string {
  return `${model.name}EventCatalogue`;
}

export function eventNamesConstName(model: ServiceModel): string {
  return `${model.name}EventNames`;
}

export function misnomersConstName(model: ServiceModel): string {
  return `${model.name}EventMisnomers`;
}

export function unknownExamplesConstName(model: ServiceModel): string {
  return `${model.name}UnknownEventExamples`;
}

/** Names of the decoded page and activity types (used by the client emitter). */
export function decodedTypeNames(model: ServiceModel): { page: string; activity: string; event: string } {
  const base = eventsBaseName(model);
  return { page: `${base}Activities`, activity: `${base}Activity`, event: `${base}Event` };
}

function enumConst(schemaName: string): string {
  return `${schemaName.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}Values`;
}

function paramSpec(p: EventParamModel): unknown {
  switch (p.kind) {
    case 'enum':
      return { kind: 'enum', values: p.enumSchema ? raw(enumConst(p.enumSchema)) : p.values };
    case 'string':
      return p.list ? { kind: 'string', list: true } : { kind: 'string' };
    default:
      return { kind: p.kind };
  }
}

function eventSpec(e: EventModel): unknown {
  return {
    group: e.group,
    type: e.type,
    format: e.messageFormat,
    incomplete: e.incomplete,
    params: Object.fromEntries(e.params.map((p) => [p.name, paramSpec(p)])),
  };
}

function eventDoc(e: EventModel): string {
  const lines = [`\`${e.name}\` (group ${e.group}${e.type ? `, type ${e.type}` : ''})${e.messageFormat ? `: "${e.messageFormat}"` : ''}.`];
  if (e.incomplete) lines.push(`Incomplete: ${e.incomplete}`);
  return lines.join('\n');
}

function catalogueData(cat: EventCatalogueModel): unknown {
  return {
    wire: cat.wire,
    groups: cat.groups,
    primaryParameter: cat.primaryParameter,
    events: Object.fromEntries(cat.events.map((e) => [e.name, eventSpec(e)])),
  };
}

/** The type name of a component schema of the service, by its key. */
function schemaType(model: ServiceModel, key: string): string {
  return `T.${model.schemas.find((s) => s.name === key)?.typeName ?? key}`;
}

/** A thin function binding one runtime helper to the catalogue. */
function bound(name: string, docs: string, params: Array<[string, string]>, returns: string, call: string): Declaration {
  return {
    kind: 'function',
    name,
    exported: true,
    docs,
    params: params.map(([n, type]) => ({ name: n.replace(/\?$/, ''), type, optional: n.endsWith('?') })),
    returns,
    body: [`return ${call};`],
  };
}

export function emitEvents(model: ServiceModel): string | undefined {
  const cat = model.events;
  if (!cat) return undefined;
  const base = eventsBaseName(model);
  const names = decodedTypeNames(model);
  const wireType = schemaType(model, cat.wireSchema || 'event');
  const activity = schemaType(model, 'activity');
  const page = schemaType(model, 'activities');
  const catConst = catalogueConstName(model);
  const known = `${base}KnownEvent`;
  const wire = cat.wire;
  const eventsField = quote(wire.activity.events);
  // The listing's items field (the page type's), where decodePage finds the activities.
  const listing = model.operations.find((op) => op.decodeEvents && op.pagination?.kind === 'token');
  const itemsField = listing?.pagination?.kind === 'token' ? listing.pagination.itemsField : 'items';
  const fieldsType = `${base}EventWireFields`;
  const kept = wire.event.kept ?? [];
  const decls: Declaration[] = [
    {
      kind: 'import',
      from: 'specforge/runtime/events',
      names: [
        { name: 'decodeActivity', as: 'decodeActivityWith' },
        { name: 'decodeEvent', as: 'decodeEventWith' },
        { name: 'decodePage', as: 'decodePageWith' },
        { name: 'encodeEvent', as: 'encodeEventWith' },
        { name: 'filterByGroup', as: 'filterByGroupWith' },
        { name: 'formatMessage', as: 'formatMessageWith' },
        { name: 'groupActions', as: 'groupActionsWith' },
        { name: 'isPrimary', as: 'isPrimaryWith' },
        { name: 'primaryEvents', as: 'primaryEventsWith' },
        ...['ActionGroup', 'DecodedActivity', 'DecodedPage', 'EventCatalogue', 'KnownEvent', 'UnknownEvent'].map((name) => ({ name, type: true })),
      ],
    },
    { kind: 'import', from: './types.js', namespace: 'T', typeOnly: true },
  ];
  for (const en of cat.enums)
    decls.push({
      kind: 'const',
      name: enumConst(en.schemaName),
      exported: true,
      type: `readonly T.${en.typeName}[]`,
      value: literal(en.values),
      docs: `Values of \`${en.schemaName}\`.`,
    });
  const gaps = cat.gaps.length ? `\n\nNot in the catalogue (the requirements leave it out):\n${cat.gaps.map((g) => `- ${g}`).join('\n')}` : '';
  decls.push(
    {
      kind: 'const',
      name: eventNamesConstName(model),
      exported: true,
      value: `${literal(cat.events.map((e) => e.name))} as const`,
      docs: `Every event name of the catalogue of ${model.specFile}, in the spec's order.`,
    },
    { kind: 'type', name: `${base}EventName`, exported: true, type: `(typeof ${eventNamesConstName(model)})[number]` },
    {
      kind: 'type',
      name: `${base}EventGroup`,
      exported: true,
      type: cat.groups.map((g) => quote(g.id)).join(' | ') || 'never',
      docs: 'The groups of the catalogue.',
    },
    {
      kind: 'const',
      name: catConst,
      exported: true,
      type: 'EventCatalogue',
      value: literal(catalogueData(cat)),
      docs: `The event catalogue of ${model.specFile} as data: each event's group, type, parameters and console message format.${gaps}`,
    },
    {
      kind: 'const',
      name: unknownExamplesConstName(model),
      exported: true,
      type: 'readonly string[]',
      value: literal(cat.unknownExamples),
      docs: 'Event names the real service sends that the catalogue does not know (used by the mocks).',
    },
    {
      kind: 'const',
      name: misnomersConstName(model),
      exported: true,
      type: 'Readonly<Record<string, string>>',
      value: literal(cat.misnomers),
      docs: 'Names that are not event names, mapped to the event they mean (a refusal names it).',
    },
  );
  decls.push({
    kind: 'type',
    name: fieldsType,
    exported: true,
    type: kept.length ? `{ [K in ${kept.map(quote).join(' | ')}]?: K extends keyof ${wireType} ? ${wireType}[K] : unknown }` : '{}',
    docs: "The wire fields a decoded event carries as they came (the wire shape's `kept` fields).",
  });
  for (const e of cat.events)
    decls.push({
      kind: 'type',
      name: e.typeName,
      exported: true,
      type: `KnownEvent<${quote(e.name)}, T.${e.paramsTypeName}> & ${fieldsType}`,
      docs: eventDoc(e),
    });
  decls.push(
    {
      kind: 'type',
      name: known,
      exported: true,
      type: cat.events.map((e) => e.typeName).join(' | ') || 'never',
      docs: 'Every event the catalogue knows, discriminated by `name`.',
    },
    {
      kind: 'type',
      name: names.event,
      exported: true,
      type: `${known} | (UnknownEvent & ${fieldsType})`,
      docs: 'A decoded event: a known one (`known: true`, narrowed by `name`) or an unknown one with its raw parameters.',
    },
    {
      kind: 'type',
      name: `${base}EventParameters`,
      typeParams: `<N extends ${base}EventName>`,
      exported: true,
      type: `Extract<${known}, { name: N }>['parameters']`,
      docs: 'The typed parameters of the event named N.',
    },
    {
      kind: 'type',
      name: names.activity,
      exported: true,
      type: `DecodedActivity<${activity}, ${names.event}, ${eventsField}>`,
      docs: 'An activity with its events decoded.',
    },
    {
      kind: 'type',
      name: names.page,
      exported: true,
      type: `DecodedPage<${page}, ${names.event}, ${quote(itemsField)}, ${eventsField}>`,
      docs: 'A page of activities with their events decoded.',
    },
    bound(
      'decodeEvent',
      'Decodes one wire event; never throws (unknown events and odd values are kept).',
      [['event', wireType]],
      names.event,
      `decodeEventWith(${catConst}, event) as ${names.event}`,
    ),
    bound(
      'encodeEvent',
      'The wire form of a decoded event (decodeEvent(encodeEvent(e)) equals e).',
      [['event', names.event]],
      wireType,
      `encodeEventWith(${catConst}, event) as ${wireType}`,
    ),
    bound(
      'decodeActivity',
      'An activity with its events decoded.',
      [['activity', activity]],
      names.activity,
      `decodeActivityWith(${catConst}, activity) as unknown as ${names.activity}`,
    ),
    bound(
      'decodePage',
      'A page of activities with their events decoded (what the listing method returns).',
      [['page', page]],
      names.page,
      `decodePageWith(${catConst}, page, ${quote(itemsField)}) as ${names.page}`,
    ),
    bound(
      'formatMessage',
      "The event's console message with {actor} and every {parameter} filled in; undefined when the catalogue has no format for it.",
      [
        ['event', names.event],
        ['activity?', wire.activity.actor ? `Pick<${activity}, ${quote(wire.activity.actor)}>` : 'object'],
      ],
      'string | undefined',
      `formatMessageWith(${catConst}, event, activity as Record<string, unknown> | undefined)`,
    ),
    bound(
      'isPrimary',
      'Whether the event is a primary event (not a side effect of another).',
      [['event', names.event]],
      'boolean',
      `isPrimaryWith(${catConst}, event)`,
    ),
    bound(
      'primaryEvents',
      'The activities with only their primary events (activities left with none are dropped).',
      [['activities', `Iterable<${names.activity}>`]],
      `${names.activity}[]`,
      `primaryEventsWith(${catConst}, activities)`,
    ),
    bound(
      'groupActions',
      'The events of each user action: primary events and side effects, one group per activity id.',
      [['activities', `Iterable<${names.activity}>`]],
      `Array<ActionGroup<${names.event}, ${names.activity}>>`,
      `groupActionsWith(${catConst}, activities)`,
    ),
    bound(
      'filterByGroup',
      'Only the events of one catalogue group (activities left with none are dropped).',
      [
        ['activities', `Iterable<${names.activity}>`],
        ['group', `${base}EventGroup`],
      ],
      `${names.activity}[]`,
      `filterByGroupWith(${catConst}, activities, group)`,
    ),
  );
  return printModule(jsHeader(model, 'event catalogue, typed events and their decoders'), decls);
}
