// Stand-in for the Node transport where node:http does not exist (browsers, workers): the package's
// "imports" map `#http-node` here for every environment but Node, so bundles for the browser
// carry neither node:http code nor its dead branches. Requests there go through ky and fetch.

import type { NodeRequest, RawResponse } from './http-node.js';
import type { Response } from './types.js';

export type { NodeRequest, RawResponse };

export const nodeTransportAvailable = false;

export function nodeRequest(_req: NodeRequest): Promise<RawResponse> {
  return Promise.reject(new Error('node:http is not available here; requests go through fetch'));
}

export function viaNode(): Promise<Response<unknown>> {
  return Promise.reject(new Error('node:http is not available here; requests go through fetch'));
}
