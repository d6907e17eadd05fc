// Stand-in for the Node transport where node:http does not exist (browsers, workers): the package's
// "imports" map `#http-node` here for every environment but Node, so bundles for the browser
// carry neither node:http code nor its dead branches. Requests there go through fetch: the
// transport stage never picks `viaNode` while `nodeTransportAvailable` is false, so there is none.

import type { viaNode as nodeViaNode } from './node.js';

export const nodeTransportAvailable = false;

export const viaNode: typeof nodeViaNode | undefined = undefined;
