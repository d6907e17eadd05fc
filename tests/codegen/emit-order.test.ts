// What one emitter builds never changes what another writes: the README and the site show the
// same examples whether the mocks (which share repeated fixtures between operations, replacing
// values with references) were emitted before them or not.
import { expect, test } from '@jest/globals';
import { emitMocks } from '../../codegen/emit/mocks/mocks.js';
import { emitDocs } from '../../codegen/emit/reference/docs.js';
import { emitSite } from '../../codegen/emit/reference/site.js';
import { modelOf } from '../helpers/model-of.js';

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

const model = () => modelOf(document, 'addresses');

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
