// The route a method of a full client sends, kept on the method under a registered symbol, so that
// `paginate(client.repos.listForOrg, ...)` finds which route and operation to page through.

import type { RouteDescription } from '../description.js';

export const ROUTE = Symbol.for('specforge.route');

export interface MethodRoute {
  operation: string;
  route: RouteDescription;
}
