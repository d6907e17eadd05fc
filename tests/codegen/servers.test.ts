// Server URLs as request URLs write them: the host in lower case, no default port, a
// protocol-relative URL over https; a relative one stays relative (the client is given the origin).
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { normaliseOrigin } from '../../codegen/model/servers.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');

test('origins are normalised, the rest is kept as written', () => {
  expect(normaliseOrigin('https://Lessons.Example.COM:443')).toBe('https://lessons.example.com');
  expect(normaliseOrigin('http://HOSTNAME/api/v3')).toBe('http://hostname/api/v3');
  expect(normaliseOrigin('https://api.example.com:8443/A/B')).toBe('https://api.example.com:8443/A/B');
  expect(normaliseOrigin('//Status.Example.com:443/v1')).toBe('https://status.example.com/v1');
  expect(normaliseOrigin('/api/v2')).toBe('/api/v2');
  expect(normaliseOrigin('https://{region}.example.com')).toBe('https://{region}.example.com');
});

test('the model carries the normalised base URL and operation servers', async () => {
  const { models } = await generate([
    { path: join(FIXTURES, 'world-lessons.yaml'), shown: 'world-lessons.yaml', name: 'lessons' },
    { path: join(FIXTURES, 'relative-servers.yaml'), shown: 'relative-servers.yaml', name: 'relative' },
  ]);
  expect(models[0]!.baseUrl).toBe('https://lessons.example.com');
  expect(models[1]!.baseUrl).toBe('/api/v2');
  expect(models[1]!.operations.find((op) => op.name.endsWith('getStatus'))!.server).toBe('https://status.example.com/v1');
});
