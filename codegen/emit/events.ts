// Emits `events.ts` for a service with an event catalogue: the catalogue as data (groups, events
// with their group, type, parameter kinds and enum values, message format, incomplete flag), the
// typed events (a discriminated union keyed by name), and thin entry points binding the generic
// runtime (runtime/events/) to this catalogue.

import type { Project } from 'ts-morph';
import type { EventCatalogueModel, EventModel, EventParamModel } from '../model/events.js';
import type { ServiceModel } from '../model/types.js';
import { jsHeader } from './header.js';
import { literal, quote, raw } from './literal.js';
import { textOf } from './project.js';

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
  return `/**\n${lines.map((l) => ` * ${l.replace(/\*\//g, '*\\/')}`).join('\n')}\n */`;
}

function catalogueData(cat: EventCatalogueModel): unknown {
  return {
    groups: cat.groups,
    primaryParameter: cat.primaryParameter,
    events: Object.fromEntries(cat.events.map((e) => [e.name, eventSpec(e)])),
  };
}

export function emitEvents(project: Project, model: ServiceModel): string | undefined {
  const cat = model.events;
  if (!cat) return undefined;
  const header = jsHeader(model, 'event catalogue, typed events and their decoders');
  const file = project.createSourceFile(`${model.name}/events.ts`, '', { overwrite: true });
  const base = eventsBaseName(model);
  const names = decodedTypeNames(model);
  const wire = cat.wireSchema ? cat.wireSchema : 'event';
  const wireType = `T.${wire.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())}`;
  file.addImportDeclarations([
    {
      moduleSpecifier: '../../runtime/events/index.js',
      namedImports: [
        'decodeActivity as decodeActivityWith',
        'decodeEvent as decodeEventWith',
        'decodePage as decodePageWith',
        'encodeEvent as encodeEventWith',
        'filterByGroup as filterByGroupWith',
        'formatMessage as formatMessageWith',
        'groupActions as groupActionsWith',
        'isPrimary as isPrimaryWith',
        'primaryEvents as primaryEventsWith',
        'type ActionGroup',
        'type DecodedActivity',
        'type DecodedPage',
        'type EventCatalogue',
        'type KnownEvent',
        'type UnknownEvent',
      ],
    },
    { moduleSpecifier: './types.js', namespaceImport: 'T', isTypeOnly: true },
  ]);
  const catConst = catalogueConstName(model);
  const known = `${base}KnownEvent`;
  const statements: string[] = [];
  for (const en of cat.enums) {
    statements.push(`/** Values of \`${en.schemaName}\`. */\nexport const ${enumConst(en.schemaName)}: readonly T.${en.typeName}[] = ${literal(en.values)};`);
  }
  statements.push(
    `/** Every event name of the catalogue of ${model.specFile}, in the spec's order. */\nexport const ${eventNamesConstName(model)} = ${literal(cat.events.map((e) => e.name))} as const;`,
    `export type ${base}EventName = (typeof ${eventNamesConstName(model)})[number];`,
    `/** The groups of the catalogue. */\nexport type ${base}EventGroup = ${cat.groups.map((g) => quote(g.id)).join(' | ') || 'never'};`,
    `/**\n * The event catalogue of ${model.specFile} as data: each event's group, type, parameters and console message format.${cat.gaps.length ? `\n *\n * Not in the catalogue (the requirements leave it out):\n${cat.gaps.map((g) => ` * - ${g}`).join('\n')}` : ''}\n */\nexport const ${catConst}: EventCatalogue = ${literal(catalogueData(cat))};`,
    `/** Event names the real service sends that the catalogue does not know (used by the mocks). */\nexport const ${model.name}UnknownEventExamples: readonly string[] = ${literal(cat.unknownExamples)};`,
    `/** Names that are not event names, mapped to the event they mean (a refusal names it). */\nexport const ${misnomersConstName(model)}: Readonly<Record<string, string>> = ${literal(cat.misnomers)};`,
  );
  for (const e of cat.events) statements.push(`${eventDoc(e)}\nexport type ${e.typeName} = KnownEvent<${quote(e.name)}, T.${e.paramsTypeName}>;`);
  statements.push(
    `/** Every event the catalogue knows, discriminated by \`name\`. */\nexport type ${known} = ${cat.events.map((e) => e.typeName).join(' | ') || 'never'};`,
    `/** A decoded event: a known one (\`known: true\`, narrowed by \`name\`) or an unknown one with its raw parameters. */\nexport type ${names.event} = ${known} | UnknownEvent;`,
    `/** The typed parameters of the event named N. */\nexport type ${base}EventParameters<N extends ${base}EventName> = Extract<${known}, { name: N }>['parameters'];`,
    `/** An activity with its events decoded. */\nexport type ${names.activity} = DecodedActivity<T.Activity, ${names.event}>;`,
    `/** A page of activities with their events decoded. */\nexport type ${names.page} = DecodedPage<T.Activities, ${names.event}>;`,
    `/** Decodes one wire event; never throws (unknown events and odd values are kept). */\nexport function decodeEvent(event: ${wireType}): ${names.event} {\n  return decodeEventWith(${catConst}, event) as ${names.event};\n}`,
    `/** The wire form of a decoded event (decodeEvent(encodeEvent(e)) equals e). */\nexport function encodeEvent(event: ${names.event}): ${wireType} {\n  return encodeEventWith(event) as ${wireType};\n}`,
    `/** An activity with its events decoded. */\nexport function decodeActivity(activity: T.Activity): ${names.activity} {\n  return decodeActivityWith(${catConst}, activity) as ${names.activity};\n}`,
    `/** A page of activities with their events decoded (what the listing method returns). */\nexport function decodePage(page: T.Activities): ${names.page} {\n  return decodePageWith(${catConst}, page) as ${names.page};\n}`,
    `/** The event's console message with {actor} and every {parameter} filled in; undefined when the catalogue has no format for it. */\nexport function formatMessage(event: ${names.event}, activity?: Pick<T.Activity, 'actor'>): string | undefined {\n  return formatMessageWith(${catConst}, event, activity);\n}`,
    `/** Whether the event is a primary event (not a side effect of another). */\nexport function isPrimary(event: ${names.event}): boolean {\n  return isPrimaryWith(${catConst}, event);\n}`,
    `/** The activities with only their primary events (activities left with none are dropped). */\nexport function primaryEvents(activities: Iterable<${names.activity}>): ${names.activity}[] {\n  return primaryEventsWith(${catConst}, activities);\n}`,
    `/** The events of each user action: primary events and side effects, one group per activity id. */\nexport function groupActions(activities: Iterable<${names.activity}>): Array<ActionGroup<${names.event}, ${names.activity}>> {\n  return groupActionsWith(${catConst}, activities);\n}`,
    `/** Only the events of one catalogue group (activities left with none are dropped). */\nexport function filterByGroup(activities: Iterable<${names.activity}>, group: ${base}EventGroup): ${names.activity}[] {\n  return filterByGroupWith(${catConst}, activities, group);\n}`,
  );
  file.addStatements(statements);
  return textOf(file, header);
}
