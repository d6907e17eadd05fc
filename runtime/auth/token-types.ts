// Classifies a token string by the service's `tokenTypes` (the first pattern that matches names
// its type and may change the prefix it is sent with). A token no rule matches, and every token of
// a service that declares no rules, is of type `token` and is sent as its security scheme says.

import type { ServiceDescription, TokenTypeRule } from '../description.js';

const NO_RULES: readonly TokenTypeRule[] = [];

export interface TokenClass {
  type: string;
  /** The prefix to send the token with instead of the scheme's. */
  prefix?: string | undefined;
}

const compiled = new WeakMap<readonly TokenTypeRule[], RegExp[]>();

export function classifyToken(service: ServiceDescription, token: string): TokenClass {
  const rules = service.tokenTypes ?? NO_RULES;
  let patterns = compiled.get(rules);
  if (!patterns) compiled.set(rules, (patterns = rules.map((r) => new RegExp(r.pattern))));
  const i = patterns.findIndex((p) => p.test(token));
  if (i >= 0) return { type: rules[i]!.type, prefix: rules[i]!.prefix };
  return { type: 'token' };
}

/** The prefix to send a token of class `token` with, for a header scheme with prefix `schemePrefix`. */
export function prefixFor(token: TokenClass, schemePrefix: string): string {
  return token.prefix && token.prefix.toLowerCase() !== schemePrefix.toLowerCase() ? token.prefix : schemePrefix;
}
