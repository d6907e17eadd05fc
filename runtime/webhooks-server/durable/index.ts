// The queue of deliveries on Redis (BullMQ): what WebhooksServer's `queue` option builds, and the
// operations that need no server (the dead letters and counts of a queue, for the CLI).

export { DeadLetters, type DeadLetter, type DeadLetterDetail } from './dead-letters.js';
export { prometheusText, queueCounts, type QueueCounts } from './metrics.js';
export { DEFAULT_HORIZON_SECONDS, resolveQueueOptions, type QueueOptions } from './options.js';
export { DeliveryQueue, QueueUnavailableError } from './queue.js';
