// Matches request URLs to an operation's path template with a RegExp built from the template, so
// that any character legal in a path (`+`, `:`, `@`, `(`, `*`, ...) is taken literally (msw's
// string patterns give some of them a meaning). A literal character matches itself or its
// percent-encoded form; `{var}` matches one segment (empty too), `{+var}` any number of segments,
// as few as the rest of the template lets it, and a variable right before another (`{name}{extension}`) the segment up to a dot.

import { compileTemplate } from '../route.js';

export interface PathMatcher {
  /** Matches a whole URL without its query; groups are the variables, in order. */
  readonly pattern: RegExp;
  /** The variables' names, in the order of the pattern's groups. */
  readonly names: readonly string[];
}

function literal(text: string): string {
  let out = '';
  for (const ch of text) {
    if (/[A-Za-z0-9\-._~/]/.test(ch)) out += ch === '.' ? '\\.' : ch;
    else {
      const encoded = [...new TextEncoder().encode(ch)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
      out += `(?:${ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${encoded}|${encoded.toLowerCase()})`;
    }
  }
  return out;
}

/**
 * Matches `template` under `baseUrl`. A relative base URL (a document whose `servers` say `/api`)
 * is matched on any origin: the client is given the origin (`baseUrl`), the mocks cannot know it.
 */
export function pathMatcher(baseUrl: string, template: string): PathMatcher {
  const names: string[] = [];
  let source = (baseUrl === '' || baseUrl.startsWith('/') ? '[a-z][a-z\\d+.-]*://[^/?#]+' : '') + literal(baseUrl);
  const parts = compileTemplate(template);
  parts.forEach((part, i) => {
    source += literal(part.literal);
    if (!part.name) return;
    names.push(part.name);
    // A variable may be empty ('' is a value: `/contents/` is a repository's root). One followed
    // at once by another (`/{name}{extension}`) stops before a dot, where the next one begins.
    const beside = parts[i + 1]?.literal === '' && parts[i + 1]?.name !== undefined;
    source += part.reserved ? '(.*?)' : beside ? '([^/.]*)' : '([^/]*)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The variables of a match of `matcher.pattern`, percent-decoded (a value that does not decode is kept as sent). */
export function matchedValues(matcher: PathMatcher, match: RegExpExecArray): Record<string, string> {
  const out: Record<string, string> = {};
  matcher.names.forEach((name, i) => {
    const raw = match[i + 1] ?? '';
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  });
  return out;
}
