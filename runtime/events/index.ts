// The event-catalogue runtime: decoding, encoding, console messages and primary-event helpers for
// activity feeds whose spec declares an event catalogue. Generated code binds these to its
// catalogue, which carries the feed's wire shape (every field name): nothing here knows any one
// service.

export { decodeActivity, decodeEvent, decodePage, encodeEvent, type EventFilter } from './decode.js';
export { actorText, fillFormat, formatMessage, parameterValue } from './format.js';
export { filterByGroup, groupActions, groupOf, isPrimary, primaryEvents, type ActionGroup } from './actions.js';
export { readParameter, readValue, valueText, writeValue, type ParameterShape, type ReadParameter } from './values.js';
export type * from './types.js';
