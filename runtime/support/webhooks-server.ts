// `specforge/runtime/webhooks-server`: the webhook server generated server entries bind to.
export * from '../webhooks-server/index.js';
