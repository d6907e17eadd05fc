// How a document's `discriminator` and readOnly/writeOnly properties are read where the document
// is less tidy than the fixture: an alternative that names itself only deep inside its own
// oneOf (OpenAI's stream events) or through an anyOf of an enum and null keeps its own values,
// one that is no object (GitHub's content listing) has no property to be told by, and neither
// gets a name the document does not give it (one that leaves the property any string is
// named by its component name, as OpenAPI says); a mapping to something that is no component
// and a discriminator without a property are left out with a warning at them; a chain and a cycle
// of components over one readOnly property each get a write shape, and only those a request sends.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, type GenerateResult } from '../../codegen/generate.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const kind = (value: string) => ({ type: 'object', required: ['event'], properties: { event: { type: 'string', enum: [value] }, data: { type: 'string' } } });
const schemas: Record<string, unknown> = {
  // OpenAI's AssistantStreamEvent: each alternative is itself a union of events that name themselves.
  StreamEvent: { oneOf: [ref('ThreadEvent'), ref('RunEvent')], discriminator: { propertyName: 'event' } },
  ThreadEvent: { oneOf: [ref('ThreadCreated'), ref('ThreadDeleted')] },
  RunEvent: { oneOf: [ref('RunStarted')] },
  ThreadCreated: kind('thread.created'),
  ThreadDeleted: kind('thread.deleted'),
  RunStarted: kind('run.started'),
  // OpenAI's ItemReferenceParam: the value is an enum or null.
  Input: { anyOf: [ref('Message'), ref('Reference')], discriminator: { propertyName: 'type' } },
  Message: { type: 'object', properties: { type: { type: 'string' }, text: { type: 'string' } } },
  Reference: { type: 'object', properties: { type: { anyOf: [{ type: 'string', enum: ['item_reference'] }, { type: 'null' }] }, id: { type: 'string' } } },
  // GitHub's content: a mapping that names a list, which has no property to tell it by.
  Content: {
    oneOf: [ref('Listing'), ref('Square')],
    discriminator: { propertyName: 'shape', mapping: { array: '#/components/schemas/Listing', square: '#/components/schemas/Square' } },
  },
  Listing: { type: 'array', items: { type: 'string' } },
  // Mistakes: a mapping to a file, a discriminator without its property.
  Shape: {
    oneOf: [ref('Square'), ref('Circle')],
    discriminator: { propertyName: 'shape', mapping: { square: '#/components/schemas/Square', circle: 'shapes.yaml#/Circle' } },
  },
  Square: { type: 'object', properties: { shape: { type: 'string' }, side: { type: 'number' } } },
  Circle: { type: 'object', properties: { shape: { type: 'string' }, radius: { type: 'number' } } },
  Loose: { oneOf: [ref('Square'), ref('Circle')], discriminator: { mapping: { square: '#/components/schemas/Square' } } },
  // A chain A → B → C over C's readOnly id, and a cycle Node ⇄ Edge over Edge's readOnly weight.
  A: { type: 'object', properties: { b: ref('B') } },
  B: { type: 'object', properties: { c: ref('C') } },
  C: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' } } },
  Node: { type: 'object', properties: { edges: { type: 'array', items: ref('Edge') } } },
  Edge: { type: 'object', required: ['weight'], properties: { weight: { type: 'number', readOnly: true }, to: ref('Node') } },
  // Differs, but no request sends it: no write type.
  Receipt: { type: 'object', properties: { id: { type: 'string', readOnly: true } } },
};
const ok = (schema: unknown) => ({ 200: { description: 'ok', content: { 'application/json': { schema } } } });
const body = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
const document = {
  openapi: '3.1.0',
  info: { title: 'Readings', version: '1' },
  servers: [{ url: 'https://api.example.test' }],
  paths: {
    '/events': { get: { operationId: 'listEvents', responses: ok({ type: 'array', items: ref('StreamEvent') }) } },
    '/content': { get: { operationId: 'getContent', responses: ok(ref('Content')) } },
    '/inputs': {
      post: { operationId: 'sendInput', requestBody: body({ type: 'object', properties: { input: ref('Input') } }), responses: ok(ref('Receipt')) },
    },
    '/shapes': {
      post: {
        operationId: 'drawShape',
        requestBody: body({ type: 'object', properties: { shape: ref('Shape'), loose: ref('Loose') } }),
        responses: ok(ref('A')),
      },
    },
    '/graphs': {
      post: { operationId: 'saveGraph', requestBody: body({ type: 'object', properties: { a: ref('A'), node: ref('Node') } }), responses: ok(ref('Node')) },
    },
  },
  components: { schemas },
};

let dir: string;
let result: GenerateResult;
let types = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-discriminator-'));
  await writeFile(join(dir, 'readings.json'), JSON.stringify(document));
  result = await generate([{ path: join(dir, 'readings.json'), shown: 'readings.json', name: 'readings' }]);
  types = result.files.get('readings/types.ts')!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const declaration = (name: string) => new RegExp(`^export type ${name} = (.*)$`, 'm').exec(types)?.[1];

test('alternatives that name themselves keep their own values; none is given a name the document does not say', () => {
  expect(declaration('StreamEvent')).toBe('ThreadEvent | RunEvent;');
  // Message leaves the property any string: OpenAPI's implicit mapping names it by its component name.
  expect(declaration('Input')).toBe("Message & { type: 'Message' } | Reference;");
  expect(declaration('Content')).toBe("Listing | Square & { shape: 'square' };");
  expect(declaration('Shape')).toBe("Square & { shape: 'square' } | Circle & { shape: 'Circle' };");
});

test('a mapping to no component and a discriminator without a property are left out, with a warning at each', () => {
  expect(result.warnings.map((w) => w.message)).toEqual([
    'the discriminator value "circle" maps to "shapes.yaml#/Circle", which names no component schema; this value is left out',
    '"discriminator" must name a property (propertyName); it is left out',
  ]);
  expect(declaration('Loose')).toBe('Square | Circle;');
});

test('a chain and a cycle over one readOnly property each get a write shape; a component no request sends gets none', () => {
  for (const name of ['AWrite', 'BWrite', 'CWrite', 'NodeWrite', 'EdgeWrite']) expect([name, declaration(name) !== undefined]).toEqual([name, true]);
  expect(types).toMatch(/export type CWrite = \{\n {2}name: string;\n\};/);
  expect(types).toMatch(/export type EdgeWrite = \{\n {2}to\?: NodeWrite;\n\};/);
  expect(types).toMatch(/export type NodeWrite = \{\n {2}edges\?: EdgeWrite\[\];\n\};/);
  expect(declaration('ReceiptWrite')).toBeUndefined();
  expect(types).toMatch(/export interface SaveGraphParams \{\n {2}a\?: AWrite \| undefined;\n {2}node\?: NodeWrite \| undefined;\n\}/);
});
