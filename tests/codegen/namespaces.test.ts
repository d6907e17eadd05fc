// A service's operations by namespace (model/namespaces.ts): grouped in one pass, namespaces in
// order of first appearance and each one's operations in the model's order (by name), which the
// client's members and the reference's pages follow.
import { expect, test } from '@jest/globals';
import { emitClient } from '../../codegen/emit/client/client.js';
import { referenceView } from '../../codegen/emit/reference/reference-view.js';
import { operationsByNamespace } from '../../codegen/model/namespaces.js';
import { modelOf } from '../helpers/model-of.js';

// Namespaces interleaved: `zebra` first, then the client's own `ping`, then `apple`, `zebra` again, ...
const methods = ['zebra.one', 'ping', 'apple.two', 'zebra.three', 'apple.four', 'status'];
const document = `openapi: 3.1.0
info: { title: Interleaved, version: "1" }
paths:
${methods
  .map(
    (m, i) => `  /p${i}:
    get:
      x-method: ${m}
      responses:
        "204": { description: Done. }`,
  )
  .join('\n')}
`;

const model = () => modelOf(document, 'interleaved');

test('operations are grouped by namespace in order of first appearance, each in the order given', async () => {
  const m = await model();
  const byMethod = new Map(m.operations.map((op) => [op.name, op]));
  // In the order of the document (the model's own is by name, so no namespace comes back there).
  const grouped = operationsByNamespace({ ...m, operations: methods.map((name) => byMethod.get(name)!) });
  expect([...grouped].map(([ns, ops]) => [ns, ops.map((op) => op.method)])).toEqual([
    ['zebra', ['one', 'three']],
    ['', ['ping', 'status']],
    ['apple', ['two', 'four']],
  ]);
});

test("the client lists its own methods first, then each namespace's, in the model's order", async () => {
  const client = emitClient(await model());
  const order = ['ping:', 'status:', 'apple:', 'four:', 'two:', 'zebra:', 'one:', 'three:'].map((m) => client.indexOf(`  ${m}`, client.indexOf('interface')));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test("the reference has a page per namespace (the client's first, then by name) holding its operations in the model's order", async () => {
  const view = referenceView(await model());
  expect(view.namespaces.map((ns) => [ns.title, ns.operations.map((op) => op.name)])).toEqual([
    ['client', ['ping', 'status']],
    ['apple', ['apple.four', 'apple.two']],
    ['zebra', ['zebra.one', 'zebra.three']],
  ]);
});
