// A long generation says what it is doing: nothing in its first two seconds; then each phase with
// its counts, on a terminal as one line rewritten in place and cleared at the end, elsewhere one
// line per phase.
import { expect, test } from '@jest/globals';
import { progress, QUIET_MS } from '../../codegen/cli/progress.js';

function run(isTTY: boolean): string {
  let clock = 0;
  let written = '';
  const shown = progress({ isTTY, write: (t: string) => (written += t) }, () => clock);
  shown.phase('reading and checking', '1 document(s)');
  clock = QUIET_MS + 500;
  shown.phase('modelling', 'big.json: 3 diagnostic(s) so far');
  clock = QUIET_MS + 4_000;
  shown.phase('emitting', 'big.json: 305 operations, 900 schemas');
  shown.done();
  return written;
}

test('elsewhere: one line per phase after the first two seconds', () => {
  expect(run(false)).toBe(
    'specforge: modelling (big.json: 3 diagnostic(s) so far) at 2.5 s\nspecforge: emitting (big.json: 305 operations, 900 schemas) at 6.0 s\n',
  );
});

test('on a terminal: one line rewritten in place, cleared at the end', () => {
  expect(run(true)).toBe(
    '\r\x1b[2Kspecforge: modelling (big.json: 3 diagnostic(s) so far) at 2.5 s\r\x1b[2Kspecforge: emitting (big.json: 305 operations, 900 schemas) at 6.0 s\r\x1b[2K',
  );
});

test('a quick run says nothing', () => {
  let written = '';
  const shown = progress({ isTTY: true, write: (t: string) => (written += t) }, () => 10);
  shown.phase('emitting', 'x');
  shown.done();
  expect(written).toBe('');
});
