// Stand-in for the Node transport where node:http does not exist (browsers, workers): the package's
// "imports" map `#http-node` here for every environment but Node, so bundles for the browser
// carry neither node:http code nor its dead branches. Requests there go through ky and fetch.

import type { NodeRequest, RawResponse } from './http-node.js';
import type { Response } from './types.js';

export type { NodeRequest, RawResponse };

export const nodeTransportAvailable = false;

const unavailable = () => Promise.reject(new Error('node:http is not available here; requests go through fetch'));

export const nodeRequest: (req: NodeRequest) => Promise<RawResponse> = unavailable;
export const viaNode: (...args: unknown[]) => Promise<Response<unknown>> = unavailable;
