// The seed checks: the specs compared with the requirement documents in ../shared/seeds, which
// only CI has beside the clone. `make check-seeds` (called by .ci/run) runs them; `make test`
// never loads them (jest.config.cjs ignores tests/seeds/).
const base = require('./jest.config.cjs');

module.exports = { ...base, roots: ['<rootDir>/tests/seeds'], testPathIgnorePatterns: ['/node_modules/'] };
