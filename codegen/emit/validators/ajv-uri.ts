// ajv's URI resolver (fast-uri, what ajv uses by default), remembering what it has resolved and
// parsed. ajv resolves every `$ref` it compiles against its schema's base, and parses each schema's
// id as it adds and compiles it; a description's references name the same few hundred components
// over and over (Amazon EC2's validators: about 130 ms of their compile went to resolving and
// parsing the same strings again). Resolution is a pure function of its two strings, so the
// answer is the same; a parsed URI is handed out as a copy, so nothing ajv does to one reaches
// the next. A reference with a scheme (every component reference the generator writes) does not
// depend on its base (RFC 3986 5.2.2; fast-uri only checks that the base parses), so it is
// resolved once whatever schema it is in: ajv resolves each against the base of the schema that
// holds it, and EC2's entries each have their own. One resolver per ajv instance (ajv's `uriResolver` option): what it remembers goes
// with the instance.

import uriModule from 'ajv/dist/runtime/uri.js';
import type { UriResolver } from 'ajv/dist/types/index.js';

type Parsed = ReturnType<UriResolver['parse']>;

/** A URI reference that starts with a scheme (RFC 3986: resolved without its base, which need only parse). */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** fast-uri's resolver, remembering each resolution and parse. */
export function rememberingUriResolver(): UriResolver {
  const resolved = new Map<string, Map<string, string>>();
  const parsed = new Map<string, Parsed>();
  /** What references with a scheme resolve to (against any base in goodBases), and the bases fast-uri has resolved against without throwing. */
  const absolute = new Map<string, string>();
  const goodBases = new Set<string>();
  // A CommonJS module: its default export is `default` of what Node hands over, or that itself once bundled.
  const fast = ((uriModule as unknown as { default?: UriResolver }).default ?? uriModule) as UriResolver;
  return {
    parse(text) {
      let p = parsed.get(text);
      if (p === undefined) parsed.set(text, (p = fast.parse(text)));
      return { ...p };
    },
    resolve(base, path) {
      // A reference with a scheme resolves to itself (normalised) against any base that parses.
      if (goodBases.has(base) && SCHEME.test(path)) {
        let r = absolute.get(path);
        if (r === undefined) absolute.set(path, (r = fast.resolve(base, path)));
        return r;
      }
      let fromBase = resolved.get(base);
      if (fromBase === undefined) resolved.set(base, (fromBase = new Map()));
      let r = fromBase.get(path);
      if (r === undefined) fromBase.set(path, (r = fast.resolve(base, path)));
      goodBases.add(base);
      return r;
    },
    serialize: (component) => fast.serialize(component),
  };
}
