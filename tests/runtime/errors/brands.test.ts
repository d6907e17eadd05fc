// `instanceof` across two copies of the error classes as an application's bundler makes them:
// each copy minified in a bundle of its own (class names renamed, differently in each), so only
// the brands, strings of their own, tell the classes apart. Transport failures share one base class.
import { expect, test } from '@jest/globals';
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ERRORS = resolve(import.meta.dirname, '../../../runtime/errors.ts');
type Errors = typeof import('../../../runtime/errors.js');

/** One minified bundle of the error classes; `padding` is other code in the bundle, so that the minifier names them otherwise. */
async function minifiedCopy(dir: string, name: string, padding: string): Promise<Errors> {
  const entry = join(dir, `${name}-entry.ts`);
  await writeFile(entry, `export * from ${JSON.stringify(ERRORS)};\n${padding}\n`);
  const out = join(dir, `${name}.mjs`);
  await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'silent' });
  return (await import(pathToFileURL(out).href)) as Errors;
}

test('an error of one minified copy is an instance of the same class of another, and of no other', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'brands-'));
  try {
    const a = await minifiedCopy(dir, 'a', '');
    const b = await minifiedCopy(
      dir,
      'b',
      'export class Extra1 {} export class Extra2 extends Extra1 {} export const extra = [new Extra2(), class {}, class {}];',
    );
    const request = { method: 'GET', url: 'https://api.example.com/x', headers: {} };
    const network = new a.NetworkError('failed', request, new Error('reset'));
    // The minifier renamed the classes, and not alike in both copies.
    expect(a.NetworkError.name).not.toBe('NetworkError');
    expect(network instanceof b.NetworkError).toBe(true);
    expect(network instanceof b.TransportError).toBe(true);
    expect(network instanceof b.SpecforgeError).toBe(true);
    expect(network instanceof b.TimeoutError).toBe(false);
    expect(network instanceof b.RequestError).toBe(false);
    const notFound = b.errorForStatus(404, 'not found', { request, response: { status: 404, url: request.url, headers: {}, data: null } });
    expect([notFound instanceof a.NotFoundError, notFound instanceof a.RequestError, notFound instanceof a.TransportError]).toEqual([true, true, false]);
    expect(new a.ConfigurationError('authScheme', 'a name', 1) instanceof b.ConfigurationError).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("every transport failure is a TransportError carrying its request; a caller's subclass is known by its prototype only", async () => {
  const e = await import('../../../runtime/errors.js');
  const request = { method: 'GET', url: 'https://api.example.com/x', headers: {} };
  const failures = [
    new e.NetworkError('failed', request, undefined),
    new e.TimeoutError(request, 10),
    new e.AbortError('aborted', 'why', request),
    new e.ResponseTooLargeError(request, 1),
  ];
  for (const f of failures) {
    expect(f).toBeInstanceOf(e.TransportError);
    expect(f.request).toBe(request);
  }
  expect(new e.AbortError('aborted during a wait', 'why').request).toBeUndefined();
  class MyError extends e.NetworkError {}
  expect(failures[0] instanceof MyError).toBe(false);
  expect(new MyError('x', request, undefined) instanceof e.NetworkError).toBe(true);
});
