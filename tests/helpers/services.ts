// The three generated services, side by side, for tests that run over all of them.
import { AuditClient } from 'specforge/audit';
import { createAuditMocks, auditMockOperations } from 'specforge/audit/mocks';
import { HostingClient } from 'specforge/hosting';
import { createHostingMocks, hostingMockOperations } from 'specforge/hosting/mocks';
import { WebhooksClient } from 'specforge/webhooks';
import { createWebhooksMocks, webhooksMockOperations } from 'specforge/webhooks/mocks';

export const services = [
  { name: 'hosting', Client: HostingClient, createMocks: createHostingMocks, operations: hostingMockOperations },
  { name: 'audit', Client: AuditClient, createMocks: createAuditMocks, operations: auditMockOperations },
  { name: 'webhooks', Client: WebhooksClient, createMocks: createWebhooksMocks, operations: webhooksMockOperations },
] as const;

/** Looks up `namespace.method` (or `method`) on a client. */
export function methodOf(client: object, key: string): ((...args: unknown[]) => Promise<{ status: number; data: unknown }>) & { endpoint: (p?: object) => unknown } {
  const parts = key.split('.');
  let target: unknown = client;
  for (const p of parts) target = (target as Record<string, unknown>)[p];
  if (typeof target !== 'function') throw new Error(`no method ${key}`);
  return target as never;
}
