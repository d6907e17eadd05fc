// Every operation of the three generated services finds its params validator through the route
// table alone (its name derived from the operation's or written in the route, its chunk loaded):
// the route table and the validator modules agree, part by part.
import { expect, test } from '@jest/globals';
import type { ServiceDescription } from 'specforge/runtime';
import { chunkValidator } from '../../runtime/pipeline/validator-chunks.js';
import { auditService } from '../../generated/audit/client.js';
import { hostingService } from '../../generated/hosting/client.js';
import { webhooksService } from '../../generated/webhooks/client.js';

test.each([
  ['hosting', hostingService, 145],
  ['audit', auditService, 1],
  ['webhooks', webhooksService, 7],
] as const)('%s: every route resolves to its validator', async (_name, service: ServiceDescription, count) => {
  const missing: string[] = [];
  for (const [operation, route] of Object.entries(service.routes)) {
    const validator = await chunkValidator(service, route, operation);
    if (typeof validator !== 'function') missing.push(operation);
  }
  expect(missing).toEqual([]);
  expect(Object.keys(service.routes)).toHaveLength(count);
});
