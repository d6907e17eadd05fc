// What one emitter builds never changes what another writes: the README and the site show the
// same examples whether the mocks (which share repeated fixtures between operations, replacing
// values with references) were emitted before them or not.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocuments } from '../../codegen/generate.js';
import { emitMocks } from '../../codegen/emit/mocks/mocks.js';
import { emitDocs } from '../../codegen/emit/reference/docs.js';
import { emitSite } from '../../codegen/emit/reference/site.js';
import { buildModel } from '../../codegen/model/build.js';
import { DiagnosticSink } from '../../codegen/openapi/diagnostics.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-emit-order-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Two operations with the same object in the query: the mocks write its fixture once.
const operation = (id: string) => `
    get:
      operationId: ${id}
      parameters:
        - name: near
          in: query
          required: true
          style: deepObject
          explode: true
          schema:
            type: object
            required: [street, city, country, postcode, region]
            properties:
              street: { type: string }
              city: { type: string }
              country: { type: string }
              postcode: { type: string }
              region: { type: string }
      responses:
        "204":
          description: Done.`;
const document = `openapi: 3.1.0
info: { title: Addresses, version: "1" }
paths:
  /homes:${operation('findHomes')}
  /offices:${operation('findOffices')}
`;

async function model() {
  const path = join(dir, 'addresses.yaml');
  await writeFile(path, document);
  const sink = new DiagnosticSink(false);
  const [doc] = await loadDocuments([{ path, shown: 'addresses.yaml', name: 'addresses' }], sink);
  return buildModel(doc!, sink);
}

test('the README and the site are the same whether the mocks were emitted first', async () => {
  const alone = await model();
  const docs = emitDocs(alone);
  const site = emitSite(alone);
  const afterMocks = await model();
  const mocks = emitMocks(afterMocks);
  expect(mocks).toMatch(/fixture\d/); // the mocks did share the query object
  expect(emitDocs(afterMocks)).toBe(docs);
  expect(emitSite(afterMocks)).toEqual(site);
  expect(docs).toMatch(/findHomes\(\{\n  near: \{\n    street: 'street',/);
});
