// specs/audit.yaml against the Reports API as @googleapis/admin ships it (reports_v1.ts, read with
// the TypeScript compiler API; the package has no discovery JSON): activities.list has every query
// parameter with the same type and pattern (applicationName's pattern as the known values of an
// open enum), values the description documents pass our validator, and every field of Activity,
// its events, parameters and nested parameters is typed (none required), decoded without loss and
// produced by the mocks. Bounds the file keeps only in prose (maxResults 1..1000) are said so.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { decodeActivity, encodeEvent, type Activity } from 'specforge/audit';
import { createAuditActivityMocks } from 'specforge/audit/mocks';
import * as validators from '../../../generated/audit/validators/index.js';
import { Differences } from '../oracle/differences.js';
import type { ParamsValidator } from '../oracle/false-rejects.js';
import { GOOGLEAPIS_ADMIN, officialFile } from '../oracle/official-packages.js';
import { anchored, compareFields, compareListParameters, LIST } from '../oracle/reports-comparison.js';
import { loadReportsDescription, parseReports, type ReportsDescription, type TsType } from '../oracle/reports-description.js';
import { loadSpec, specMethods, specText } from '../oracle/spec-document.js';

const desc = loadReportsDescription();
const spec = loadSpec('audit');
const differences = Differences.load(new URL('../oracle/audit-differences.yaml', import.meta.url));
const list = specMethods(spec).find((m) => m.method === LIST)!;
const validate = (validators as unknown as Record<string, ParamsValidator>).activitiesList!;
const params = compareListParameters(desc, spec, list, differences);
const fields = compareFields(desc, spec, 'Schema$Activities', { $ref: '#/components/schemas/activities' }, differences);
const docOf = (name: string) => desc.params.find((p) => p.name === name)!.doc;

describe(`activities.list against reports_v1.ts of @googleapis/admin ${desc.version}`, () => {
  test('the description is read: verb, path, required and path parameters, parameters and patterns', () => {
    expect(desc.list).toEqual({
      verb: 'GET',
      path: '/admin/reports/v1/activity/users/{userKey}/applications/{applicationName}',
      requiredParams: ['userKey', 'applicationName'],
      pathParams: ['applicationName', 'userKey'],
    });
    expect(desc.params.length).toBeGreaterThanOrEqual(19);
    expect(Object.keys(desc.patterns).sort()).toEqual(['applicationName', 'customerId', 'endTime', 'filters', 'groupIdFilter', 'orgUnitID', 'startTime']);
  });

  test(`every parameter of the description is in the spec with its type and pattern (${params.compared.length} compared), or listed`, () => {
    expect(params.problems).toEqual([]);
    for (const name of [
      'resourceDetailsFilter',
      'includeSensitiveData',
      'applicationInfoFilter',
      'networkInfoFilter',
      'statusFilter',
      'deviceFilter',
      'agentInfoFilter',
      'fields',
      'quotaUser',
      'prettyPrint',
      'filters',
      'groupIdFilter',
      'startTime',
      'endTime',
      'access_token',
    ])
      expect(params.compared).toContain(name);
  });

  test('startTime and endTime have the exact RFC 3339 pattern of the description', () => {
    const rfc3339 = '(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d):(\\d\\d)(?:\\.(\\d+))?(?:(Z)|([-+])(\\d\\d):(\\d\\d))';
    expect(desc.patterns.startTime).toBe(rfc3339);
    expect(desc.patterns.endTime).toBe(rfc3339);
  });

  // Values taken from the description itself: its doc comments' examples and its patterns' own
  // alternatives. Each must match the description's pattern (so the service takes it) and pass
  // our generated validator.
  const example = (name: string, re: RegExp) => re.exec(docOf(name))![1]!;
  const documented: Array<[string, string | number | boolean]> = [
    ['startTime', example('startTime', /for example (\S+Z)\./)],
    ['endTime', example('endTime', /for example (\S+Z)\./)],
    ['startTime', '2010-10-28T10:26:35+02:00'],
    ['endTime', '2010-10-28T10:26:35.123456-07:30'],
    ['groupIdFilter', example('groupIdFilter', /Format: "([^"]+)"/)],
    ['groupIdFilter', 'id:abc123'],
    ['filters', example('filters', /&filters=(doc_id==\d+)/)],
    ['filters', decodeURIComponent(example('filters', /&filters=(doc_id%3C%3E\d+)/))],
    ['filters', 'doc_id==1,owner<>alice@example.com'],
    ['customerId', 'my_customer'],
    ['customerId', 'C015t6bdl'],
    ['orgUnitID', 'id:03ph8a2z1'],
    ...(desc.patterns.applicationName!.split('|').map((p) => ['applicationName', p.slice(1, -1)]) as Array<[string, string]>),
    ['maxResults', 1],
    ['maxResults', 1000],
    ['includeSensitiveData', true],
    ['prettyPrint', false],
  ];
  test.each(documented)('%s = %j: the description takes it and so does our validator', (name, value) => {
    const pattern = desc.patterns[name];
    if (pattern !== undefined && typeof value === 'string') expect(new RegExp(anchored(pattern)).test(value)).toBe(true);
    const call = { userKey: 'all', applicationName: 'drive', [name]: value };
    expect({ name, value, ok: validate(call), errors: validate.errors ?? null }).toEqual({ name, value, ok: true, errors: null });
  });

  test('maxResults: a number whose default the description gives only in prose; its bounds are not in reports_v1.ts', () => {
    const maxResults = desc.params.find((p) => p.name === 'maxResults')!;
    expect(maxResults.type.kind).toBe('number');
    expect(maxResults.doc).toMatch(/The default value is 1000\./);
    const ours = spec.deref<Record<string, any>>(list.op.parameters.find((p: { name: string }) => p.name === 'maxResults'));
    expect(ours.schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000, default: 1000 });
    // The bounds come from the discovery document, which this package does not ship; the spec's
    // x-source says so.
    expect(JSON.stringify(ours['x-source'])).toMatch(/discovery document.*minimum 1, maximum 1000.*keeps no bounds/);
  });

  test('every entry of the differences file still matches a difference (none is stale)', () => {
    expect(differences.unused()).toEqual([]);
  });
});

describe('the response: every field of the description', () => {
  test(`is declared with a compatible type and none is required (${fields.compared.length} fields compared)`, () => {
    expect(fields.problems).toEqual([]);
    for (const path of [
      'items[].networkInfo.regionCode',
      'items[].resourceDetails[].appliedLabels[].fieldValues[].dateValue.year',
      'items[].userDeviceInfo.deviceType',
      'items[].isAgenticAction',
      'items[].actor.agentAttributionInfo.agentOwner.email',
      'items[].events[].status.eventStatus',
      'items[].events[].sensitiveParameters[].name',
      'items[].events[].parameters[].messageValue.parameter[].multiBoolValue',
    ]) {
      expect(fields.compared).toContain(path);
    }
  });

  // A value for every field of the description; a parameter list gets one parameter per value field.
  const VALUE_FIELDS = new Set(['value', 'intValue', 'boolValue', 'multiValue', 'multiIntValue', 'multiBoolValue', 'messageValue', 'multiMessageValue']);
  const sample = (t: TsType, depth = 0, name = ''): unknown => {
    switch (t.kind) {
      case 'string':
        return /int/i.test(name) ? '7' : 'text';
      case 'number':
        return 7;
      case 'boolean':
        return true;
      case 'map':
        return { k: 'v' };
      case 'array': {
        const item = t.items.kind === 'ref' ? desc.schemas[t.items.name] : t.items.kind === 'object' ? t.items.fields : undefined;
        if (item && item.some((f) => f.name === 'name') && item.some((f) => VALUE_FIELDS.has(f.name))) {
          return item.filter((f) => VALUE_FIELDS.has(f.name)).map((f, i) => ({ name: `p${i}`, [f.name]: sample(f.type, depth + 1, f.name) }));
        }
        return [sample(t.items, depth + 1, name)];
      }
      case 'ref':
        return depth > 40 ? {} : sample({ kind: 'object', fields: desc.schemas[t.name]! }, depth + 1);
      case 'object':
        return Object.fromEntries(t.fields.map((f) => [f.name, sample(f.type, depth + 1, f.name)]));
      default:
        return null;
    }
  };
  const full = sample({ kind: 'ref', name: 'Schema$Activity' }) as Record<string, unknown> & { events: Array<Record<string, unknown>> };
  full.events = full.events.map((e, i) => ({ ...e, name: i === 0 ? 'an_event_added_later' : (e.name as string) }));
  full.events.push({ ...full.events[0]!, name: 'edit', type: 'access' });

  const paths = (v: unknown, at = ''): string[] => {
    if (Array.isArray(v)) return v.flatMap((x) => paths(x, `${at}[]`));
    if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => [`${at ? `${at}.` : ''}${k}`, ...paths(x, `${at ? `${at}.` : ''}${k}`)]);
    return [];
  };
  const activityFields = fields.compared.filter((p) => p.startsWith('items[].')).map((p) => p.slice('items[].'.length));

  test('the sample activity holds every field of the description', () => {
    const held = new Set(paths(full));
    expect(activityFields.filter((p) => !held.has(p))).toEqual([]);
  });

  test('decoding keeps every field: the events encode back to what came, nested values included', () => {
    const decoded = decodeActivity(full as unknown as Activity);
    const [unknown, edit] = decoded.events;
    expect(encodeEvent(unknown!)).toEqual(full.events[0]);
    // A known event writes its catalogue parameters first: the same parameters, in another order.
    const again = encodeEvent(edit!) as Record<string, unknown> & { parameters: unknown[] };
    const sent = full.events[1]! as Record<string, unknown> & { parameters: unknown[] };
    expect({ ...again, parameters: new Set(again.parameters.map((p) => JSON.stringify(p))) }).toEqual({
      ...sent,
      parameters: new Set(sent.parameters.map((p) => JSON.stringify(p))),
    });
    expect(unknown!.issues).toBeUndefined();
    expect(edit!.known && edit!.issues).toEqual([]);
    const { events: _events, ...rest } = decoded;
    const { events: _sent, ...sentRest } = full;
    expect(rest).toEqual(sentRest);
    // messageValue holds one nested parameter per NestedParameter value field; multiBoolValue is p2.
    const nested = Object.values(unknown!.parameters).find((v) => v !== null && typeof v === 'object' && !Array.isArray(v) && 'p5' in v) as
      | Record<string, unknown>
      | undefined;
    expect(nested).toEqual({ p0: true, p1: 7n, p2: [true], p3: [7n], p4: ['text'], p5: 'text' });
  });

  test('the mocks produce every field of the description', () => {
    const held = new Set(createAuditActivityMocks({ count: 120 }).activities.flatMap((a) => paths(a)));
    expect(activityFields.filter((p) => !held.has(p))).toEqual([]);
  });
});

describe('planted wrong facts are reported', () => {
  const fresh = () => new Differences(differences.file);

  test('a spec whose startTime pattern has lost the fraction of a second', () => {
    const text = specText('audit');
    const planted = text.replace('(?:\\\\.(\\\\d+))?(?:(Z)', '(?:(Z)');
    expect(planted).not.toBe(text);
    const doc = loadSpec('audit', planted);
    const r = compareListParameters(desc, doc, specMethods(doc).find((m) => m.method === LIST)!, fresh());
    expect(r.problems).toEqual([expect.stringMatching(/^startTime: the description's pattern is .*; ours \^\(\?:\(\\d\\d\\d\\d\)-.*\(\?:\(Z\)/)]);
  });

  test('a description with a parameter and a response field the spec lacks', () => {
    const source = readFileSync(officialFile(GOOGLEAPIS_ADMIN).path, 'utf8')
      .replace(
        '  export interface Params$Resource$Activities$List extends StandardParameters {',
        '  export interface Params$Resource$Activities$List extends StandardParameters {\n    /** A planted filter. */\n    plantedFilter?: string;',
      )
      .replace('  export interface Schema$ActivityNetworkInfo {', '  export interface Schema$ActivityNetworkInfo {\n    plantedField?: string | null;');
    const mutated: ReportsDescription = parseReports(source, desc.version);
    expect(compareListParameters(mutated, spec, list, fresh()).problems).toEqual(["plantedFilter: missing (the description's string)"]);
    const r = compareFields(mutated, spec, 'Schema$Activities', { $ref: '#/components/schemas/activities' }, fresh());
    expect(r.problems).toEqual(["items[].networkInfo.plantedField: missing (the description's string)"]);
  });
});
