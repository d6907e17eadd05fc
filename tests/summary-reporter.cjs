// Prints one closing line, `tests: N passed, N failed, N skipped`, after jest's own summary, so CI
// logs end with a count any reader (or tool) can parse. A suite that fails without a failing test
// (it did not load, or a hook outside any test threw) counts as one failure and is named after the
// counts, so a red run never reads "0 failed".
const { relative } = require('node:path');

/** The counts and the names of the suites that failed outside any test, from jest's aggregated results. */
function summarise(results, rootDir = process.cwd()) {
  const broken = results.testResults
    .filter((suite) => suite.testExecError || (suite.failureMessage && suite.numFailingTests === 0))
    .map((suite) => relative(rootDir, suite.testFilePath));
  let failed = results.numFailedTests + broken.length;
  // Anything else that turns the run red (a snapshot failure, an error of the run itself) still
  // counts. (`results.success` is not set yet when reporters are called.)
  const otherwise = failed === 0 && (results.numRuntimeErrorTestSuites > 0 || results.snapshot?.failure || results.runExecError);
  if (otherwise) failed = 1;
  const skipped = results.numPendingTests + results.numTodoTests;
  let line = `tests: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`;
  if (broken.length > 0) line += `; ${broken.length} ${broken.length === 1 ? 'suite' : 'suites'} failed to run: ${broken.join(', ')}`;
  if (otherwise) line += '; the run failed outside any test (see above)';
  return line;
}

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    process.stdout.write(`\n${summarise(results, this.rootDir)}\n`);
  }
}
module.exports = SummaryReporter;
module.exports.summarise = summarise;
