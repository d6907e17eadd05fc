// The two transports a client can use, as `request` options for describe.each: the Node transport
// (node:http, the default on Node) and fetch (what browsers use, chosen here with `request.fetch`).

export const TRANSPORTS = [
  ['node:http', {}],
  ['fetch', { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }],
] as const;
