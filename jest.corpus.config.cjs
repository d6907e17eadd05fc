// The corpus check: real documents from ../shared/specs-corpus and GitHub's description through the
// packed package. `make check-corpus` (called by .ci/run) runs it; `make test` never loads it
// (jest.config.cjs ignores tests/corpus/).
const base = require('./jest.config.cjs');

module.exports = { ...base, roots: ['<rootDir>/tests/corpus'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 900000 };
