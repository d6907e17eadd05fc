// The document's required parameters against what was sent (required-params.ts): read from the
// document itself (path-level parameters, $refs), per location and style.
import { expect, test } from '@jest/globals';
import { missingOnWire, requiredParams } from './required-params.js';

const doc = {
  paths: {
    '/files/{id}#get_link': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        parameters: [
          { name: 'fields', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
          { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'session', in: 'cookie', required: true, schema: { type: 'string' } },
          { name: 'Accept', in: 'header', required: true, schema: { type: 'string' } },
        ],
        responses: {},
      },
    },
    '/types': {
      get: {
        parameters: [
          { name: 'n', in: 'query', required: true, schema: { type: 'number' } },
          { name: 'paging', in: 'query', required: true, schema: { $ref: '#/components/schemas/Paging' } },
          { name: 'free', in: 'query', required: true, schema: { type: ['object', 'null'] } },
          { name: 'filter', in: 'query', required: true, style: 'deepObject', schema: { type: 'object' } },
        ],
        responses: {},
      },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    schemas: { Paging: { type: 'object', properties: { page: { type: 'integer' }, size: { type: 'integer' } } } },
  },
};

test('the required query, header and cookie parameters of an operation, with path-level ones and $refs followed', () => {
  expect(requiredParams(doc, 'GET', '/files/{id}#get_link')).toEqual([
    { name: 'fields', in: 'query' },
    { name: 'X-Trace', in: 'header' },
    { name: 'session', in: 'cookie' },
  ]);
  expect(requiredParams(doc, 'POST', '/files/{id}#get_link')).toBeUndefined();
});

test('a query parameter lost after a #fragment is missing; headers match in any case; cookies by name', () => {
  const params = requiredParams(doc, 'get', '/files/{id}#get_link')!;
  expect(missingOnWire(params, { url: '/files/1', headers: { 'x-trace': 't', cookie: 'a=1; session=2' } })).toEqual([
    "query: required parameter 'fields' was not sent",
  ]);
  expect(missingOnWire(params, { url: '/files/1?fields=shared_link', headers: {} })).toEqual([
    "header: required parameter 'X-Trace' was not sent",
    "cookie: required parameter 'session' was not sent",
  ]);
});

test('exploded objects are present through their properties; free-form ones through a name no other parameter has', () => {
  const params = requiredParams(doc, 'get', '/types')!;
  expect(missingOnWire(params, { url: '/types?n=1&page=0&key=value&filter%5Ba%5D=1', headers: {} })).toEqual([]);
  expect(missingOnWire(params, { url: '/types?n=1&size=1', headers: {} })).toEqual([
    "query: required parameter 'free' was not sent",
    "query: required parameter 'filter' was not sent",
  ]);
});
