// Repeated data written once: every object or array that occurs more than once (and is not tiny)
// becomes one declaration that each occurrence refers to, and the printed module still evaluates
// to the same data.
import { expect, test } from '@jest/globals';
import { literal } from '../../codegen/emit/code/literal.js';
import { SharedLiterals } from '../../codegen/emit/mocks/shared-literals.js';

const user = { login: 'octocat', id: 1, url: 'https://api.example.com/users/octocat', type: 'User' };
const repo = { id: 7, name: 'hello', owner: user, license: { key: 'mit', name: 'MIT License', url: 'https://api.example.com/licenses/mit' } };
const small = { a: 1 };
const values = [repo, [repo, { ...repo, id: 8 }], { user, small }, { user: { ...user }, small }, 'text', 3, null];

/** The printed declarations and values, evaluated. */
function evaluate(shared: SharedLiterals, out: unknown[]): unknown[] {
  const decls = shared.declarations().map((d) => (d.kind === 'const' ? `const ${d.name} = ${d.value};` : ''));
  return new Function(`${decls.join('\n')}\nreturn ${literal(out)};`)() as unknown[];
}

test('parts that repeat are declared once and referred to; the data is unchanged', () => {
  const shared = new SharedLiterals('fixture');
  for (const v of values) shared.count(v);
  const out = values.map((v) => shared.share(v));
  expect(evaluate(shared, out)).toEqual(values);
  const printed = shared.declarations().map((d) => (d.kind === 'const' ? d.value : ''));
  // The user object (four occurrences) and the repository (twice as is) are declared; the second
  // repository differs (id 8) and refers to the shared user and license.
  expect(printed.filter((p) => p.includes("login: 'octocat'"))).toHaveLength(1);
  expect(printed.filter((p) => p.includes("'MIT License'"))).toHaveLength(1);
  expect(literal(out[1])).toMatch(/^\[\s*fixture\d+,\s*\{/);
  expect(literal(out[1])).not.toContain("login: 'octocat'");
});

test('tiny parts and parts seen once stay inline', () => {
  const shared = new SharedLiterals('fixture');
  const once = [{ ...repo, id: 99, owner: { ...user, id: 2 }, license: null }, small, small];
  for (const v of once) shared.count(v);
  const out = once.map((v) => shared.share(v));
  expect(shared.declarations()).toEqual([]);
  expect(out).toEqual(once);
});

test('wholeOnly shares the values passed in whole, declared with the given type, and leaves their parts alone', () => {
  const shared = new SharedLiterals('param', { type: 'MockParam', minLength: 10, wholeOnly: true });
  const owner = { name: 'owner', in: 'path', style: { style: 'simple', explode: false } };
  const values = [owner, { ...owner }, { name: 'repo', in: 'path', style: { style: 'simple', explode: false } }];
  for (const v of values) shared.count(v);
  const out = values.map((v) => shared.share(v));
  expect(shared.declarations()).toEqual([{ kind: 'const', name: 'param1', type: 'MockParam', value: literal(owner) }]);
  expect(literal(out[0])).toBe('param1');
  expect(literal(out[1])).toBe('param1');
  expect(out[2]).toEqual(values[2]);
});
