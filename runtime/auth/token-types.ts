// Classifies a token string by the service's `tokenTypes` (the first pattern that matches names
// its type and may change the prefix it is sent with); with none matching, the type is `token`.
// Services described before `tokenTypes` existed have none: for them the rules below apply
// (transitional: they move into each spec as `tokenTypes` data, and go away with them).

import type { ServiceDescription, TokenTypeRule } from '../description.js';

const LEGACY_RULES: readonly TokenTypeRule[] = [
  { type: 'app', pattern: '^[^.]*\\.[^.]*\\.[^.]*$', prefix: 'bearer' },
  { type: 'installation', pattern: '^(v1\\.|ghs_)' },
  { type: 'user-to-server', pattern: '^ghu_' },
];
const LEGACY_DEFAULT = 'oauth';

export interface TokenClass {
  type: string;
  /** The prefix to send the token with instead of the scheme's. */
  prefix?: string | undefined;
}

const compiled = new WeakMap<readonly TokenTypeRule[], RegExp[]>();

export function classifyToken(service: ServiceDescription, token: string): TokenClass {
  const rules = service.tokenTypes ?? LEGACY_RULES;
  let patterns = compiled.get(rules);
  if (!patterns) compiled.set(rules, (patterns = rules.map((r) => new RegExp(r.pattern))));
  const i = patterns.findIndex((p) => p.test(token));
  if (i >= 0) return { type: rules[i]!.type, prefix: rules[i]!.prefix };
  return { type: service.tokenTypes ? 'token' : LEGACY_DEFAULT };
}

/** The prefix to send a token of class `token` with, for a header scheme with prefix `schemePrefix`. */
export function prefixFor(token: TokenClass, schemePrefix: string): string {
  return token.prefix && token.prefix.toLowerCase() !== schemePrefix.toLowerCase() ? token.prefix : schemePrefix;
}
