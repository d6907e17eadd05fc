// The `wire` of a hand-written route whose parameters have styles or whose body is not JSON:
// every style and every body encoder, as the generator writes them for the routes that need them
// (`withEveryWireFormat` puts it on every route of a hand-written service).

import { binaryBody, formBody, multipartBody, parameterStyles, type RouteDescription, textBody, type WireFormats } from 'specforge/runtime';

export const EVERY_WIRE_FORMAT: WireFormats = {
  styles: parameterStyles,
  bodies: { form: formBody, multipart: multipartBody, binary: binaryBody, text: textBody },
};

/** `routes`, each with every wire format. */
export function withEveryWireFormat<R extends Record<string, RouteDescription>>(routes: R): R {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, wire: EVERY_WIRE_FORMAT }])) as R;
}
