// specs/README.md documents every extension the generator accepts, with an example.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { EXTENSIONS } from '../../codegen/spec/extensions.js';

const readme = readFileSync(new URL('../../specs/README.md', import.meta.url), 'utf8');

test.each(EXTENSIONS.map((e) => [e.name]))('%s is documented with an example', (name) => {
  const section = readme.split(/\n### /).find((s) => s.startsWith(`\`${name}\``));
  expect(section).toBeDefined();
  expect(section).toContain('```yaml');
  expect(section).toContain(`${name}:`);
});
