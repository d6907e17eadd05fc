// The webhook replay check: real GitHub deliveries (@octokit/webhooks-examples, fetched by the
// Makefile into .scratch/webhooks-replay) posted to the servers generated from GitHub's
// descriptions. `make check-webhooks-replay` runs it; `make test` never loads it (jest.config.cjs
// ignores tests/recorded-webhooks/).
const base = require('./jest.config.cjs');

module.exports = { ...base, roots: ['<rootDir>/tests/recorded-webhooks'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 900000 };
