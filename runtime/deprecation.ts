// Deprecated operations warn once per process: through the caller's log.warn, else Node's
// warning channel, else the console.

import type { LogOptions } from './options.js';

const warned = new Set<string>();

export function warnDeprecated(operation: string, message: string, log: LogOptions | undefined): void {
  if (warned.has(operation)) return;
  warned.add(operation);
  if (typeof log?.warn === 'function') return void log.warn(message, { deprecated: operation });
  const proc = (globalThis as { process?: { emitWarning?: (m: string, type: string) => void } }).process;
  if (proc?.emitWarning) proc.emitWarning(message, 'DeprecationWarning');
  else console.warn(`DeprecationWarning: ${message}`);
}
