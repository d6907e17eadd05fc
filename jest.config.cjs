// Jest in native ESM mode (run with --experimental-vm-modules, see Makefile) with swc: the
// generator uses import.meta, and tests import the package by name, mapped to its sources.
const services = 'hosting|audit|webhooks';
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  moduleNameMapper: {
    '^#http-node$': '<rootDir>/runtime/transport/node.ts',
    '^specforge$': '<rootDir>/runtime/index.ts',
    '^specforge/auth-app$': '<rootDir>/runtime/auth-app.ts',
    '^specforge/runtime$': '<rootDir>/runtime/support/index.ts',
    '^specforge/runtime/(mocks|events|webhooks-server|formats)$': '<rootDir>/runtime/support/$1.ts',
    [`^specforge/(${services})$`]: '<rootDir>/generated/$1/index.ts',
    [`^specforge/(${services})/mocks$`]: '<rootDir>/generated/$1/mocks.ts',
    [`^specforge/(${services})/operations$`]: '<rootDir>/generated/$1/operations.ts',
    '^specforge/webhooks/server$': '<rootDir>/generated/webhooks/server.ts',
    '^(\\.{1,2}/.*(?<!/validators|/response-validators))\\.js$': '$1',
  },
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/tests/summary-reporter.cjs'],
};
