// The Prism contract check: the corpus and a directory sample against Stoplight Prism, through the
// packed package. `make check-prism` (CI only) runs it; `make test` never loads it (jest.config.cjs
// ignores tests/prism/check/), but runs the unit tests of its logic beside it in tests/prism/.
const base = require('./jest.config.cjs');

module.exports = { ...base, roots: ['<rootDir>/tests/prism/check'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 900000 };
