// Examples checked by the operation's own compiled validator and mended where they break it
// (codegen/emit/mocks/example-repair.ts): a documented example that breaks a keyword the fixtures
// do not weigh, a property a closed object refuses, a required one missing, a value of the wrong
// type.
import { expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repairExample } from '../../codegen/emit/mocks/example-repair.js';
import { exampleOf } from '../../codegen/emit/mocks/mocks.js';
import { paramsSchema } from '../../codegen/emit/validators/params-schema.js';
import { paramsValidator } from '../../codegen/emit/validators/validator-modules.js';
import { generate } from '../../codegen/generate.js';
import type { OperationModel, ServiceModel } from '../../codegen/model/types.js';

const DOCUMENT = `openapi: 3.0.3
info: { title: Repairs, version: '1' }
servers: [{ url: https://repairs.example.com }]
paths:
  /periods:
    post:
      operationId: createPeriod
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [period, owner]
              properties:
                period: { $ref: '#/components/schemas/Period' }
                owner: { $ref: '#/components/schemas/Owner' }
      responses: { '201': { description: Created. } }
components:
  schemas:
    Period:
      type: object
      required: [endDate]
      not: { required: [closed] }
      properties:
        endDate: { type: string, format: date }
        label: { type: string, not: { enum: [draft] }, example: draft }
      example: { endDate: '2024-01-31', closed: true }
    Owner:
      type: object
      additionalProperties: false
      required: [name]
      properties:
        name: { type: string, minLength: 2 }
      example: { name: x, nickname: y }
`;

/** A document's model and its one operation (the document written to a scratch folder, removed after). */
async function withRepairs(check: (model: ServiceModel, op: OperationModel) => void, document = DOCUMENT): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'repair-'));
  try {
    await writeFile(join(dir, 'repairs.yaml'), document);
    const { models } = await generate([{ path: join(dir, 'repairs.yaml'), shown: 'repairs.yaml', name: 'repairs' }]);
    check(models[0]!, models[0]!.operations[0]!);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('an example that breaks its schema where the fixtures cannot tell is mended until the validator takes it', () =>
  withRepairs((model, op) => {
    const { params, request } = exampleOf(model, op);
    const validate = paramsValidator(model, op);
    expect(validate(params)).toBe(true);
    // The documented period had `closed`, which `not` forbids: made again from the schema.
    expect(params.period).toEqual({ endDate: '2020-01-01', label: 'label' });
    // The owner's example breaks minLength and has a property the closed object refuses.
    expect(params.owner).toEqual({ name: 'name' });
    expect(request.body).toEqual({ period: params.period, owner: params.owner });
  }));

test('an example that surely fits is taken without a validator; one that may not is checked by it', () =>
  withRepairs((model, op) => {
    let asked = 0;
    const validator = () => {
      asked++;
      return paramsValidator(model, op);
    };
    const fitting = { period: { endDate: '2024-01-31' }, owner: { name: 'Ann' } };
    expect(repairExample(model, paramsSchema(op), fitting, validator)).toBe(true);
    expect(asked).toBe(0);
    expect(fitting).toEqual({ period: { endDate: '2024-01-31' }, owner: { name: 'Ann' } });
    const broken = { period: { endDate: '2024-01-31' }, owner: { name: 'A' } };
    expect(repairExample(model, paramsSchema(op), broken, validator)).toBe(true);
    expect(asked).toBe(1);
    expect(broken.owner).toEqual({ name: 'name' });
  }));

// A property no value can fit (as seldon.local/engine's base64 `tensor_content`, whose pattern
// ends in ` maxLength: 2097152`): left out of the example where it is optional, kept where required.
const CONTRADICTIONS = `openapi: 3.0.3
info: { title: Contradictions, version: '1' }
servers: [{ url: https://contradictions.example.com }]
paths:
  /invoices:
    post:
      operationId: createInvoice
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [invoices]
              properties:
                invoices: { type: array, items: { $ref: '#/components/schemas/Invoice' } }
      responses: { '201': { description: Created. } }
components:
  schemas:
    Invoice:
      type: object
      required: [number]
      properties:
        number: { type: string, minLength: 1 }
        content: { type: string, format: byte, pattern: '.* maxLength: 20' }
`;

const invoiceOf = (params: Record<string, unknown>) => (params.invoices as Array<Record<string, unknown>>)[0];

test('an optional property no value can fit is left out of the example; the validator takes the rest', () =>
  withRepairs((model, op) => {
    const { params } = exampleOf(model, op);
    expect(invoiceOf(params)).toHaveProperty('number');
    expect(invoiceOf(params)).not.toHaveProperty('content');
    expect(paramsValidator(model, op)(params)).toBe(true);
  }, CONTRADICTIONS));

test('a required property no value can fit is not left out: the document allows no example', () =>
  withRepairs(
    (model, op) => {
      const { params } = exampleOf(model, op);
      expect(invoiceOf(params)).toHaveProperty('content');
      expect(paramsValidator(model, op)(params)).toBe(false);
    },
    CONTRADICTIONS.replace('required: [number]', 'required: [number, content]'),
  ));
