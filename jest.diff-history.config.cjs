// The diff history check: `specforge diff` on consecutive releases of GitHub's description
// (@octokit/openapi, fetched by the Makefile into .scratch/diff-history). `make check-diff-history`
// (called by .ci/run) runs it; `make test` never loads it (jest.config.cjs ignores tests/diff-history/).
const base = require('./jest.config.cjs');

module.exports = { ...base, roots: ['<rootDir>/tests/diff-history'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 1800000 };
