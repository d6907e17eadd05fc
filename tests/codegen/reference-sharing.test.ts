// The reference view builds the view of a parameter or a body once per distinct content: equal
// parameters and bodies of different operations share one view object (the site then renders it
// once), and anything that tells two apart (a description, a default, an example, the schema)
// gives each its own view, shown where it belongs.

import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { referenceView, type OperationView } from '../../codegen/emit/reference/reference-view.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const DOCUMENT = `
openapi: 3.1.0
info: { title: Shelves, version: '1' }
servers: [{ url: https://api.example.com }]
components:
  schemas:
    Shelf:
      type: object
      properties:
        id: { type: string, description: The shelf's id. }
paths:
  /shelves:
    get:
      operationId: shelves/list
      parameters:
        - { name: top, in: query, description: How many to list., schema: { type: integer, minimum: 1 } }
      responses:
        '200': { description: The shelves., content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Shelf' } } } } }
  /books:
    get:
      operationId: books/list
      parameters:
        - { name: top, in: query, description: How many to list., schema: { type: integer, minimum: 1 } }
      responses:
        '200': { description: The books., content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Shelf' } } } } }
  /rooms:
    get:
      operationId: rooms/list
      parameters:
        - { name: top, in: query, description: How many rooms to list., schema: { type: integer, minimum: 1 } }
      responses:
        '200': { description: The rooms., content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Shelf' } } } } }
  /halls:
    get:
      operationId: halls/list
      parameters:
        - { name: top, in: query, description: How many to list., schema: { type: integer, minimum: 1, default: 10 } }
      responses:
        '200': { description: The halls., content: { application/json: { schema: { type: object, properties: { count: { type: integer } } } } } }
`;

let dir: string;
let model: ServiceModel;
let files: Map<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-sharing-'));
  await writeFile(join(dir, 'shelves.yaml'), DOCUMENT);
  const result = await generate([{ path: join(dir, 'shelves.yaml'), shown: 'specs/shelves.yaml', name: 'shelves' }]);
  model = result.models[0]!;
  files = result.files;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function operation(name: string): OperationView {
  const found = referenceView(model)
    .namespaces.flatMap((ns) => ns.operations)
    .find((op) => op.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
}

test('equal parameters and bodies of different operations share one view', () => {
  expect(operation('shelves.list').params[0]).toBe(operation('books.list').params[0]);
  expect(operation('shelves.list').response.body).toBe(operation('books.list').response.body);
  expect(operation('shelves.list').response.body).toBe(operation('rooms.list').response.body);
});

test('a parameter that differs in its description or default has its own view, shown where it belongs', () => {
  const shelves = operation('shelves.list').params[0]!;
  const rooms = operation('rooms.list').params[0]!;
  const halls = operation('halls.list').params[0]!;
  expect(rooms).not.toBe(shelves);
  expect(rooms.description).toBe('How many rooms to list.');
  expect(halls).not.toBe(shelves);
  expect(halls.constraints.join(' ')).toContain('10');
  expect(shelves.constraints.join(' ')).not.toContain('10');
  expect(operation('halls.list').response.body).not.toBe(operation('shelves.list').response.body);
  const page = files.get('shelves/reference/rooms.html') ?? '';
  expect(page).toContain('How many rooms to list.');
  expect(files.get('shelves/reference/shelves.html') ?? '').not.toContain('How many rooms to list.');
});
