// The client's logger: the caller's `log` methods where given, every line and its details
// redacted before they are written; otherwise debug and info are silent and warn and error go to
// the console (Octokit's defaults), redacted too.

import type { LogOptions, Logger } from './options.js';
import { redact, type Secrets } from './redact.js';

const noop = () => undefined;
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** A logger writing to `log` (or the defaults) through `redact` with the secrets `secrets()` returns. */
export function createLogger(log: LogOptions | undefined, secrets: () => Secrets): Logger {
  const out = {} as Logger;
  for (const level of LEVELS) {
    const target = log?.[level] ?? (level === 'warn' || level === 'error' ? console[level] : undefined);
    if (typeof target !== 'function') {
      out[level] = noop;
      continue;
    }
    out[level] = (message: string, info?: object) => {
      const s = secrets();
      if (info === undefined) target.call(log ?? console, redact(message, s));
      else target.call(log ?? console, redact(message, s), redact(info, s));
    };
  }
  return out;
}
