// Which documents the Prism check runs and what Prism is given (documents.ts): without ../shared
// it fails at once and says why; a document whose publisher left out a file it refers to is
// copied beside a stand-in, and a stand-in for a file that exists is refused.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkedDocuments, corpusDocuments, prismDocument } from './documents.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-prism-documents-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('without ../shared/specs-corpus the check fails at once, naming the folder', () => {
  expect(() => corpusDocuments(join(dir, 'clone'))).toThrow(
    `${join(dir, 'shared/specs-corpus')} is missing: the Prism check runs in CI, with ../shared beside the clone`,
  );
});

test('the corpus documents, sorted and named as the corpus check names them; PRISM_DOCUMENTS=corpus leaves the directory out', () => {
  const corpus = join(dir, 'shared/specs-corpus');
  mkdirSync(corpus, { recursive: true });
  for (const f of ['oai-petstore.yaml', 'heyapi-full-30.yaml', 'SOURCES.md']) writeFileSync(join(corpus, f), 'openapi: 3.0.0\n');
  expect(checkedDocuments(join(dir, 'clone'), join(dir, 'scratch'), 'corpus')).toEqual([
    { name: 'heyapiFull30', path: join(corpus, 'heyapi-full-30.yaml'), group: 'corpus' },
    { name: 'oaiPetstore', path: join(corpus, 'oai-petstore.yaml'), group: 'corpus' },
  ]);
  expect(() => checkedDocuments(join(dir, 'clone'), join(dir, 'scratch'), 'some')).toThrow('PRISM_DOCUMENTS=some: expected all or corpus');
});

test('a missing file gets a stand-in beside a copy of the document; the original is given when nothing is missing', () => {
  const doc = { name: 'heyapiFull30', path: join(dir, 'shared/specs-corpus/heyapi-full-30.yaml'), group: 'corpus' as const };
  const missing = [{ document: 'heyapiFull30', file: 'external-shared.json', standIn: { components: { schemas: { A: {} } } }, reason: 'left out' }];
  const given = prismDocument(doc, join(dir, 'scratch'), missing);
  expect(given).toBe(join(dir, 'scratch/documents/heyapiFull30/heyapi-full-30.yaml'));
  expect(JSON.parse(readFileSync(join(dir, 'scratch/documents/heyapiFull30/external-shared.json'), 'utf8'))).toEqual({ components: { schemas: { A: {} } } });
  expect(prismDocument({ ...doc, name: 'other' }, join(dir, 'scratch'), missing)).toBe(doc.path);
  writeFileSync(join(dir, 'shared/specs-corpus/external-shared.json'), '{}');
  expect(() => prismDocument(doc, join(dir, 'scratch'), missing)).toThrow(/external-shared\.json exists beside .*: take it off MISSING_FILES/);
  expect(existsSync(join(dir, 'shared/specs-corpus/external-shared.json'))).toBe(true);
});
