// The open-value rule of specs/README.md ("Open values") is what the type emitter prints: the
// documented YAML example becomes the documented TypeScript type, known values kept beside any
// other string, and a plain union of strings or a nullable string stays as it was.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { tsType, type TypeContext } from '../../codegen/emit/types/ts-type.js';

const ctx: TypeContext = { typeName: () => undefined };

const readme = readFileSync(new URL('../../specs/README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Open values'), readme.indexOf('## How strict'));
const block = (lang: string) => new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(section)![1]!.replace(/^ {2}/gm, '');

test('the documented open value prints as the documented type', () => {
  const schema = parse(block('yaml')) as { status: Record<string, unknown> };
  const [, name, type] = /^(\w+): (.*);$/.exec(block('ts').trim())!;
  expect(name).toBe('status');
  expect(tsType(schema.status, ctx)).toBe(type);
  expect(type).toContain('(string & {})');
});

test('nullable open values keep null; closed enums and plain strings are unchanged', () => {
  expect(tsType({ anyOf: [{ enum: ['a', null] }, { type: 'string' }] }, ctx)).toBe("'a' | null | (string & {})");
  expect(tsType({ enum: ['a', 'b'] }, ctx)).toBe("'a' | 'b'");
  expect(tsType({ type: ['string', 'null'] }, ctx)).toBe('string | null');
  expect(tsType({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, ctx)).toBe('string | number');
});
