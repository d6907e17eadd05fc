// The client's logger: the caller's `log` methods where given; otherwise debug and info are
// silent and warn and error go to the console (Octokit's defaults).

import type { Logger } from './types.js';

const noop = () => undefined;

export function createLogger(log: Partial<Logger> | undefined): Logger {
  return {
    debug: log?.debug?.bind(log) ?? noop,
    info: log?.info?.bind(log) ?? noop,
    warn: log?.warn?.bind(log) ?? console.warn.bind(console),
    error: log?.error?.bind(log) ?? console.error.bind(console),
  };
}
