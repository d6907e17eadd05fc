// A made-up row of a `make check-world` run (bench/world/rows.ts) that passed every step: the
// tests of the run's files, summary and results section change what they need with `patch`.
import { emptyRow, type Row } from '../../bench/world/rows.js';

export function passingRow(id: string, patch: Partial<Row> = {}): Row {
  return {
    ...emptyRow(id),
    bytes: 1234,
    version: '3.0.0',
    origin: 'openapi 3.0',
    operations: 3,
    gen: 'ok',
    genExit: '0',
    genMs: 812,
    genRssKb: 90_000,
    nodenext: 'ok',
    bundler: 'ok',
    mocks: 'ok',
    mockOperations: 3,
    mockAnswered: 3,
    ...patch,
  };
}
