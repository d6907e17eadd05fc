// `specforge/runtime/webhooks-server`: the webhook server a generated `server` entry binds to its service.

export * from '../webhooks-server/index.js';
