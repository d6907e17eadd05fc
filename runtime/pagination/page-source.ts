// The pages of one call, fetched through its pipeline: the first page is the call itself; a
// token or page-number cursor is a new call with that parameter (validated like the first);
// a next link is sent as it is, from the first call's options. A next link on another origin
// gets no credentials (the auth stage skips it, credential headers are dropped) unless the call
// sets `request.keepAuthAcrossOrigins`, as redirects drop them.

import type { RequestOptions } from '../options.js';
import { createContext } from '../client/core.js';
import type { ClientState, RequestContext } from '../pipeline/context.js';
import { serviceCredentials } from '../credentials.js';
import type { Pipeline } from '../pipeline/stages.js';
import { redact } from '../redact.js';
import type { PageSource } from './pager.js';
import { strategyFor, type Cursor } from './strategies.js';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The options of the page at `url`: the first call's, without its parameters. */
function linkContext(client: ClientState, first: RequestContext, url: string): RequestContext {
  const o = first.options;
  const from = originOf(/^[a-z][a-z\d+.-]*:\/\//i.test(o.url) ? o.url : o.baseUrl);
  const foreign = originOf(url) !== from && o.request?.keepAuthAcrossOrigins !== true;
  let headers = o.headers;
  if (foreign) {
    headers = { ...headers };
    for (const name of serviceCredentials(client.service).headers) delete headers[name];
  }
  const options = { method: 'GET', url, baseUrl: o.baseUrl, headers, mediaType: o.mediaType } as RequestOptions;
  if (o.request) options.request = o.request;
  return { ...first, params: {}, options, omitCredentials: foreign };
}

export function pageSource(client: ClientState, pipeline: Pipeline, call: RequestContext): PageSource {
  const strategy = strategyFor(call.route.pagination);
  const pagination = call.route.pagination;
  let prepared: RequestContext | Promise<RequestContext> | undefined;
  const prepare = () => (prepared ??= pipeline.prepare(call));
  return {
    strategy,
    label: call.operation,
    firstCursor: strategy.first(call.input),
    first: async () => pipeline.send(await prepare()),
    async fetch(cursor: Cursor) {
      if (pagination?.kind === 'token') return pipeline.call(createContext(call.operation, call.route, { ...call.input, [pagination.tokenParameter]: cursor }));
      if (pagination?.kind === 'page') return pipeline.call(createContext(call.operation, call.route, { ...call.input, [pagination.pageParameter]: cursor }));
      return pipeline.send(linkContext(client, await prepare(), String(cursor)));
    },
    show: (cursor) => redact(String(cursor), client.secrets()),
  };
}
