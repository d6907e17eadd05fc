// forgetDocument (codegen/openapi/document.ts), called by generate() once a document's model is
// built: the positions and the parsed document answer until then, and a position or a part asked
// for afterwards is an error naming the document, never a wrong line or a silent undefined.
// generate() still places the model's warnings.
import { expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { diagnosticAt, forgetDocument } from '../../codegen/openapi/document.js';
import { loadDocument } from '../../codegen/spec/load.js';

const DOCUMENT = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 'Positions', version: '1' },
    paths: {
      '/a': {
        get: { operationId: 'getA', parameters: [{ name: '', in: 'query', schema: { type: 'string' } }], responses: { '204': { description: 'none' } } },
      },
    },
  },
  null,
  2,
);

test('positions and contents answer until they are let go, then say so', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'specforge-positions-'));
  try {
    const path = join(dir, 'positions.json');
    await writeFile(path, DOCUMENT);
    const { doc } = await loadDocument(path, 'positions.json', 'positions');
    expect(diagnosticAt(doc!, ['paths', '/a', 'get'], 'names', 'x', 'warning')).toMatchObject({ file: 'positions.json', line: 9, col: 7 });
    expect(doc!.data.info.title).toBe('Positions');
    forgetDocument(doc!);
    expect(() => doc!.locate(['paths'])).toThrow('positions.json: its positions were let go once its model was built');
    expect(() => doc!.data.info).toThrow('positions.json: its contents were let go once its model was built');
    expect(() => 'paths' in doc!.data).toThrow('its contents were let go');
    expect(() => Object.keys(doc!.data)).toThrow('its contents were let go');
    // A whole generation places the model's warnings (made before the positions are let go).
    const { warnings } = await generate([{ path, shown: 'positions.json', name: 'positions' }]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ file: 'positions.json', line: 12, col: 11, rule: 'names', message: expect.stringContaining('empty name') }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
