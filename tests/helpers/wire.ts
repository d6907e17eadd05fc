// The `wire` of a hand-written service description whose routes use parameter styles or bodies
// other than JSON: every style and every body encoder, as the generator writes them for a service
// that needs them all.

import { binaryBody, formBody, multipartBody, parameterStyles, textBody, type WireFormats } from 'specforge/runtime';

export const EVERY_WIRE_FORMAT: WireFormats = {
  styles: parameterStyles,
  bodies: { form: formBody, multipart: multipartBody, binary: binaryBody, text: textBody },
};
