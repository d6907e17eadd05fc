// The handwritten webhook server (no service knowledge): node:http only, so it is never
// imported by the `specforge` root entry (browser bundles use that). A generated
// `specforge/<service>/server` entry binds it to the service's payload type and validator.

export { createDefaultServer, type DefaultServerBinding, type WebhookEndpoint } from './default-server.js';
export { WebhookRegistrationError } from './errors.js';
export { escapeHtml, renderLandingPage, type LandingPageInfo, type LandingPageRoute } from './landing-page.js';
export {
  DEFAULT_BODY_TIMEOUT_MS,
  DEFAULT_DRAIN_TIMEOUT_MS,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_JSON_DEPTH,
  type Limits as WebhooksServerLimits,
} from './limits.js';
export { webhookRoute } from './route-name.js';
export { DEFAULT_PORT, type WebhookDeliveryId, type WebhookEventLocation, type WebhookSignature, type WebhooksServerDescription } from './description.js';
export { type WebhooksServerLogger } from './logger.js';
export { type WebhookDelivery, type WebhookHandler } from './targets.js';
export { type ObservedViolation, type WebhookReport, type WebhookViolation } from './violations.js';
export { WebhooksServer, type RunOptions, type RunningServer, type WebhookEventHandler, type WebhooksServerOptions } from './server.js';
export {
  DEFAULT_HORIZON_SECONDS,
  DeadLetters,
  DeliveryQueue,
  prometheusText,
  QueueUnavailableError,
  queueCounts,
  resolveQueueOptions,
  type DeadLetter,
  type DeadLetterDetail,
  type QueueCounts,
  type QueueOptions,
} from './durable/index.js';
