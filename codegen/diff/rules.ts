// Every rule `specforge diff` reports, with its level, the version bump it asks for, how an
// existing caller of the generated client meets it, and oasdiff's rule for the same change (its
// published catalogue is the checklist; where its level differs from ours, `why` says why).
//
// A caller meets a breaking change at compile time (`compile`: code correct against the old
// package no longer type-checks against the new one), on the wire (`wire`: a call the old client
// sent is refused, or is sent somewhere else), or in data (`data`: a value read changes meaning).

export type Level = 'breaking' | 'warning' | 'info';
export type Bump = 'major' | 'minor' | 'patch';

export interface Rule {
  level: Level;
  bump: Bump;
  /** How an existing caller meets it (breaking and warning rules). */
  meets?: 'compile' | 'wire' | 'data';
  /** What the rule is about, for SARIF and the README's table. */
  title: string;
  /** oasdiff's id for the same change, and its level when that differs from ours (with why). */
  oasdiff?: { id: string; level?: 'error' | 'warning' | 'info'; why?: string };
}

const breaking = (meets: Rule['meets'], title: string, oasdiff?: Rule['oasdiff']): Rule => ({
  level: 'breaking',
  bump: 'major',
  meets,
  title,
  ...(oasdiff ? { oasdiff } : {}),
});
const warning = (meets: Rule['meets'], title: string, oasdiff?: Rule['oasdiff']): Rule => ({
  level: 'warning',
  bump: 'minor',
  meets,
  title,
  ...(oasdiff ? { oasdiff } : {}),
});
const addition = (title: string, oasdiff?: Rule['oasdiff']): Rule => ({ level: 'info', bump: 'minor', title, ...(oasdiff ? { oasdiff } : {}) });
const note = (title: string, oasdiff?: Rule['oasdiff']): Rule => ({ level: 'info', bump: 'patch', title, ...(oasdiff ? { oasdiff } : {}) });

export const RULES = {
  // Operations and methods.
  'operation-removed': breaking('compile', 'An operation is removed: its method is gone from the client', { id: 'api-removed-without-deprecation' }),
  'operation-moved': breaking('wire', 'A method now sends to another path or HTTP method: the old client calls what is no longer there', {
    id: 'api-path-removed-without-deprecation',
  }),
  'method-renamed': breaking('compile', 'The same operation is exposed under another method name (operationId, tag or x- naming changed)', {
    id: 'api-operation-id-removed',
  }),
  'method-positional-changed': breaking('compile', 'The path parameters a method takes as leading arguments changed'),
  'operation-added': addition('An operation is added', { id: 'endpoint-added' }),
  'operation-deprecated': note('An operation is deprecated', { id: 'endpoint-deprecated' }),
  'operation-undeprecated': note('An operation is no longer deprecated', { id: 'endpoint-reactivated' }),
  'type-removed': breaking('compile', 'A component type the package exports is removed'),
  'type-added': addition('A component type is added'),
  // Parameters and body properties (what a caller sends).
  'param-added-required': breaking('compile', 'A required parameter or body property is added', { id: 'new-required-request-parameter' }),
  'param-added-optional': addition('An optional parameter or body property is added', { id: 'new-optional-request-parameter' }),
  'param-removed': breaking('compile', 'A parameter or body property is removed', {
    id: 'request-parameter-removed',
    level: 'warning',
    why: 'a removed parameter is a compile error for a caller that passed it (the Params type no longer has it), and a request carrying it may be refused',
  }),
  'param-renamed': breaking('compile', 'A parameter or body property is renamed (one removed, one of the same type added)'),
  'param-became-required': breaking('compile', 'A parameter or body property becomes required', { id: 'request-parameter-became-required' }),
  'param-became-optional': note('A parameter or body property becomes optional', { id: 'request-parameter-became-optional' }),
  'param-type-changed': breaking('compile', 'A parameter or body property takes another type', { id: 'request-parameter-type-changed' }),
  'param-type-widened': note('A parameter or body property accepts more types (integer to number, an alternative added)'),
  'param-enum-value-removed': breaking('compile', 'A value of a parameter or body property enum is removed', { id: 'request-parameter-enum-value-removed' }),
  'param-enum-value-added': addition('A value is added to a parameter or body property enum', { id: 'request-parameter-enum-value-added' }),
  'param-narrowed': breaking('wire', 'A parameter or body property bound is tightened (pattern, length, range, items)', {
    id: 'request-parameter-max-length-decreased',
  }),
  'param-widened': note('A parameter or body property bound is loosened'),
  'param-nullable-removed': breaking('compile', 'A parameter or body property no longer accepts null', { id: 'request-property-became-not-nullable' }),
  'param-location-changed': breaking('wire', 'A parameter moves (query, header, path, cookie, body): the old client sends it where it is no longer read', {
    id: 'request-parameter-removed',
  }),
  'param-deprecated': note('A parameter or body property is deprecated', { id: 'request-parameter-deprecated' }),
  'request-body-required': breaking('compile', 'The request body becomes required', { id: 'request-body-became-required' }),
  'request-media-type-changed': breaking('wire', 'The request body is sent as another media type', { id: 'request-body-media-type-removed' }),
  // What a caller reads.
  'response-field-removed': breaking('compile', 'A response field is removed', { id: 'response-property-removed' }),
  'response-field-optional': breaking('compile', 'A response field may now be absent', { id: 'response-property-became-optional' }),
  'response-field-type-changed': breaking('compile', 'A response field changes type', { id: 'response-property-type-changed' }),
  'response-field-nullable': breaking('compile', 'A response field may now be null', { id: 'response-property-became-nullable' }),
  'response-field-added': addition('A response field is added', { id: 'response-optional-property-added' }),
  'response-field-required': note('A response field is now always present', { id: 'response-property-became-required' }),
  'response-enum-value-added': warning('compile', 'A response enum gains a value a switch over the old ones does not handle', {
    id: 'response-property-enum-value-added',
  }),
  'response-enum-value-removed': note('A response enum loses a value', { id: 'response-property-enum-value-removed' }),
  'response-alternative-added': warning('compile', 'A response oneOf/anyOf gains an alternative a switch over the old ones does not handle', {
    id: 'response-body-one-of-added',
    level: 'info',
    why: 'the generated union type gains a member: an exhaustive switch over the old ones no longer covers every value',
  }),
  'response-type-changed': breaking('compile', 'What a method resolves with changes type', { id: 'response-body-type-changed' }),
  'response-media-type-changed': breaking('data', 'The success response comes as another media type (or none)', { id: 'response-media-type-removed' }),
  'success-status-changed': warning('data', 'The status of the success response changes', {
    id: 'response-success-status-removed',
    level: 'error',
    why: 'the generated client resolves with the data of any success status; only a caller that reads the raw status notices',
  }),
  'response-status-removed': note('A non-success response status is no longer listed', { id: 'response-non-success-status-removed' }),
  'response-status-added': note('A response status is added', { id: 'response-non-success-status-added' }),
  // Around the calls.
  'security-added': breaking('wire', 'An operation requires authentication it did not', { id: 'api-security-added' }),
  'security-scope-added': breaking('wire', 'An operation requires OAuth scopes it did not: old tokens are refused', { id: 'api-security-scope-added' }),
  'security-requirement-removed': breaking('wire', 'An operation no longer accepts a security requirement it accepted: callers using it are refused', {
    id: 'api-security-removed',
    level: 'info',
    why: 'oasdiff reads a removed requirement as less security; for a caller authenticated only that way, every call is refused',
  }),
  'security-relaxed': note('An operation accepts a security requirement it did not, or none'),
  'server-removed': breaking('wire', "The service's (or an operation's) server URL changes: the old client sends to the old one", {
    id: 'api-server-removed',
    level: 'info',
    why: 'a generated client sends to the first server it was generated with; when that server is gone, every call the old client makes goes nowhere',
  }),
  'server-added': note('A server URL is added'),
  'pagination-changed': breaking('data', "A method's pagination changes (or ends): the old pager reads pages that are no longer there"),
  'pagination-added': addition('A method becomes paginated'),
  'event-stream-changed': breaking('data', 'A method starts or stops answering as a text/event-stream, or its events change type'),
  // Webhooks (what a receiver of the service's deliveries meets).
  'webhook-removed': breaking('compile', 'A webhook is removed: receivers are no longer sent its deliveries, and its payload type is gone'),
  'webhook-added': addition('A webhook is added'),
  'webhook-payload-changed': breaking('compile', "A webhook's payload becomes another type"),
  'webhook-field-removed': breaking('compile', 'A field of a webhook payload is removed: a receiver reading it gets nothing'),
  'webhook-field-type-changed': breaking('compile', 'A field of a webhook payload changes type'),
} satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;
