// Where a webhook server writes what it has to say: its start, a refused or failed delivery, a
// report of what a sender sends that its description does not say. The console by default.

export interface WebhooksServerLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}
