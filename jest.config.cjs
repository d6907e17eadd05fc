// Jest in native ESM mode (run with --experimental-vm-modules, see Makefile) with swc: the
// generator uses import.meta, and tests import the package by name, mapped to its sources through
// the entries the generator lists in generated/services.json (so a new service needs no edit here).
const { entries } = require('./generated/services.json');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const packageNames = Object.fromEntries(entries.map((e) => [`^${escapeRegExp(`specforge${e.subpath.slice(1)}`)}$`, `<rootDir>/${e.source}`]));

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // The seed checks, the corpus check and the Prism check read ../shared, the replay check fetched
  // recordings (CI only): jest.seeds.config.cjs, jest.corpus.config.cjs, jest.prism.config.cjs,
  // jest.replay.config.cjs and jest.webhooks-replay.config.cjs run them.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/tests/seeds/',
    '<rootDir>/tests/corpus/',
    '<rootDir>/tests/recorded/',
    '<rootDir>/tests/recorded-webhooks/',
    '<rootDir>/tests/prism/check/',
    '<rootDir>/tests/diff-history/',
  ],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: {
    '^#http-node$': '<rootDir>/runtime/transport/node.ts',
    '^#fetch-redirects$': '<rootDir>/runtime/transport/fetch-redirects.ts',
    ...packageNames,
    // Relative imports name .js files; the sources are .ts. Generated validators are real .js files
    // (`./validators/…` from a service's modules, `…/generated/<service>/validators/…` from tests);
    // the emitter of validators (codegen/emit/validators/, reached as `../validators/…` from its
    // sibling emitters) is source like the rest.
    '^((?:\\.\\./validators/|\\.{1,2}/(?:.*/)?emit/validators/|\\.{1,2}/(?!.*validators/)).*)\\.js$': '$1',
  },
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/tests/summary-reporter.cjs'],
};
