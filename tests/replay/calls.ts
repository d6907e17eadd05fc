// Groups a scenario's exchanges into the calls a client makes: a redirect answer (3xx with a
// Location) and the request to that location are one call (a client follows the redirect itself),
// and so are the pages of a list (a page whose `Link: <url>; rel="next"` names the next recorded
// request, fetched by the client's paginate). Anything else is a call of its own.

import type { Exchange } from './recording.js';

export type CallKind = 'single' | 'redirect' | 'pages';

export interface Call {
  kind: CallKind;
  /** The exchanges the call is expected to make, in order (the first one names the operation). */
  exchanges: Exchange[];
}

/** The URL of the `rel="next"` link of a Link header, if any. */
export function nextLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part);
    if (m && m[2]!.split(/\s+/).includes('next')) return m[1];
  }
  return undefined;
}

const same = (a: string, b: string): boolean => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/** How `next` continues the call that ended with `last`, if it does. */
function continues(last: Exchange, next: Exchange): CallKind | undefined {
  const { status, headers } = last.response;
  const location = headers.location;
  if (status >= 300 && status < 400 && location && same(new URL(location, last.request.url).href, next.request.url)) return 'redirect';
  const link = nextLink(headers.link);
  if (link && last.request.method === 'GET' && next.request.method === 'GET' && same(new URL(link, last.request.url).href, next.request.url)) return 'pages';
  return undefined;
}

export function groupCalls(exchanges: readonly Exchange[]): Call[] {
  const calls: Call[] = [];
  for (const exchange of exchanges) {
    const call = calls[calls.length - 1];
    const kind = call && continues(call.exchanges[call.exchanges.length - 1]!, exchange);
    if (call && kind && (call.kind === 'single' || call.kind === kind)) {
      call.kind = kind;
      call.exchanges.push(exchange);
    } else calls.push({ kind: 'single', exchanges: [exchange] });
  }
  return calls;
}
