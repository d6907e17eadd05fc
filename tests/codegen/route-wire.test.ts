// What the generator writes into each route for the wire: the Accept of its responses' media types
// (left out when the service has an Accept of its own), the path's or operation's own server
// (variables filled, relative ones resolved against the document's server), `allowReserved`
// query parameters; and the mocks answer an operation at its own server.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';

const json = (schema: object = { type: 'object' }) => ({ content: { 'application/json': { schema } } });
const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'Wire', version: '1' },
  servers: [{ url: 'https://{region}.wire.example/v1', variables: { region: { default: 'eu' } } }],
  paths: {
    '/things': {
      get: {
        operationId: 'things/list',
        parameters: [{ name: 'cursor', in: 'query', allowReserved: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'ok', ...json() }, 404: { description: 'no', content: { 'application/problem+json': { schema: {} } } } },
      },
    },
    '/assets': {
      servers: [{ url: 'https://uploads.wire.example' }],
      post: { operationId: 'assets/upload', responses: { 201: { description: 'ok', ...json() } } },
    },
    '/v2/things': {
      get: {
        operationId: 'things/listV2',
        servers: [{ url: '/v2' }],
        responses: { 200: { description: 'ok', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    '/things/{id}': {
      delete: {
        operationId: 'things/delete',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'gone' } },
      },
    },
  },
};

let dir: string;
let routes = '';
let mocks = '';
let serviceRoutes = '';
let plainRoutes = '';
let formRoutes = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-route-wire-'));
  await writeFile(join(dir, 'wire.json'), JSON.stringify(DOCUMENT));
  const { files } = await generate([{ path: join(dir, 'wire.json'), shown: 'wire.json', name: 'wire' }]);
  routes = files.get('wire/routes.ts')!;
  mocks = files.get('wire/mocks.ts')!;
  await writeFile(join(dir, 'service.json'), JSON.stringify({ ...DOCUMENT, 'x-service': { headers: { accept: 'application/vnd.wire+json' } } }));
  serviceRoutes = (await generate([{ path: join(dir, 'service.json'), shown: 'service.json', name: 'service' }])).files.get('service/routes.ts')!;
  // The same document without its one styled parameter; and that one with a form body and a text body.
  const plain = { ...DOCUMENT, paths: { ...DOCUMENT.paths, '/things': { get: { ...DOCUMENT.paths['/things'].get, parameters: [] } } } };
  await writeFile(join(dir, 'plain.json'), JSON.stringify(plain));
  plainRoutes = (await generate([{ path: join(dir, 'plain.json'), shown: 'plain.json', name: 'plain' }])).files.get('plain/routes.ts')!;
  const body = (type: string) => ({ required: true, content: { [type]: { schema: { type: 'object', properties: { a: { type: 'string' } } } } } });
  const forms = {
    ...plain,
    paths: {
      ...plain.paths,
      '/forms': { post: { operationId: 'forms/send', requestBody: body('application/x-www-form-urlencoded'), responses: { 204: { description: 'ok' } } } },
      '/notes': {
        post: {
          operationId: 'notes/send',
          requestBody: { content: { 'text/plain': { schema: { type: 'string' } } } },
          responses: { 204: { description: 'ok' } },
        },
      },
    },
  };
  await writeFile(join(dir, 'forms.json'), JSON.stringify(forms));
  formRoutes = (await generate([{ path: join(dir, 'forms.json'), shown: 'forms.json', name: 'forms' }])).files.get('forms/routes.ts')!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const route = (text: string, name: string) => text.split(`export const ${name}: RouteDescription = `)[1]!.split('\nexport ')[0]!;

test("each route's Accept is its responses' media types, success first", () => {
  expect(route(routes, 'thingsList')).toContain("accept: 'application/json, application/problem+json'");
  expect(route(routes, 'thingsListV2')).toContain("accept: 'text/csv'");
  expect(route(routes, 'thingsDelete')).not.toContain('accept');
});

test('a service with an Accept of its own writes none per route', () => {
  expect(serviceRoutes).not.toMatch(/accept: 'application\/json/);
  expect(serviceRoutes).toContain("headers: { accept: 'application/vnd.wire+json' }");
});

test("a path's or operation's own server is written, resolved against the document's", () => {
  expect(routes).toContain("baseUrl: 'https://eu.wire.example/v1'");
  expect(route(routes, 'assetsUpload')).toContain("server: 'https://uploads.wire.example'");
  expect(route(routes, 'thingsListV2')).toContain("server: 'https://eu.wire.example/v2'");
  expect(route(routes, 'thingsList')).not.toContain('server');
});

test('allowReserved is written as the query style', () => {
  expect(route(routes, 'thingsList')).toContain("cursor: { in: 'query', style: 'form', explode: true, reserved: true }");
});

test('the mocks answer an operation at its own server, and a redirect at their own', () => {
  expect(mocks).toContain("server: 'https://uploads.wire.example'");
  expect(mocks).not.toContain('https://example.com/redirected');
});

test('each route names the runtime code it needs (its wire), from specforge/runtime/routes; routes that need none name none', () => {
  expect(routes).toMatch(/import \{[^}]*\bparameterStyles\b[^}]*\} from 'specforge\/runtime\/routes'/);
  expect(route(routes, 'thingsList')).toContain('wire: { styles: parameterStyles }');
  expect(route(routes, 'thingsDelete')).not.toContain('wire');
  expect(routes).not.toMatch(/formBody|multipartBody|binaryBody|textBody/);
  expect(plainRoutes).not.toMatch(/wire:|parameterStyles|Body\b/);
  expect(route(formRoutes, 'formsSend')).toContain('wire: { bodies: { form: formBody } }');
  expect(route(formRoutes, 'notesSend')).toContain('wire: { bodies: { text: textBody } }');
  expect(formRoutes).not.toMatch(/parameterStyles|multipartBody|binaryBody/);
  // The service description itself names none: a bundle of one route carries only that route's.
  expect(formRoutes.split('Base: ServiceDescription = ')[1]).not.toContain('wire:');
});
