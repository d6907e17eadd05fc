// What a long generation says while it works: after the first two seconds, each phase (reading,
// checking, modelling, emitting) with its counts; on a terminal as one line rewritten in place
// (cleared at the end), elsewhere (CI logs, pipes) one line per phase. A quick run says nothing.

export interface Progress {
  phase(phase: string, counts: string): void;
  done(): void;
}

export const QUIET_MS = 2_000;

export function progress(stream: { isTTY?: boolean; write(text: string): unknown }, now: () => number = () => performance.now()): Progress {
  const started = now();
  let shown = false;
  return {
    phase(phase, counts) {
      const seconds = ((now() - started) / 1000).toFixed(1);
      if (now() - started < QUIET_MS) return;
      const line = `specforge: ${phase} (${counts}) at ${seconds} s`;
      if (stream.isTTY) stream.write(`\r\x1b[2K${line}`);
      else stream.write(`${line}\n`);
      shown = true;
    },
    done() {
      if (shown && stream.isTTY) stream.write('\r\x1b[2K');
    },
  };
}
