// Prints one closing line, `tests: N passed, N failed, N skipped`, after jest's own summary, so CI
// logs end with a count any reader (or tool) can parse.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`);
  }
}
module.exports = SummaryReporter;
