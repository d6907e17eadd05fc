// JSON Schema `pattern`s as JavaScript runs them: ECMA-262 regular expressions with the `u` flag
// (the compiled validators, the fixtures' sampler, the mocks). Many documents write their patterns
// for Java or PCRE (AWS descriptions: `\p{LD}`, escaped punctuation such as `\-\:`, `\p\{C\}`;
// POSIX classes; possessive quantifiers). Each pattern is taken as written when JavaScript reads
// it; otherwise translated, keeping what the pattern means in the language it was written for:
//   `\:`, `\_`, `\@` ... (escaped punctuation)   the character itself (`\-` stays in a class)
//   `\p{LD}`, `\p{Alpha}`, `\p{Digit}` ...     the Unicode or ASCII classes Java means by them
//   `\pL`, `\p\{C\}`                            `\p{L}`, `\p{C}`
//   `[[:alpha:]]`, `[:digit:]` ...              ASCII classes
//   `\A`, `\Z`, `\z`, `\h`                      `^`, `$`, `$`, `[ \t]`
//   `a*+`, `a++`, `(?>...)`                     greedy `a*`, `a+`, `(?:...)` (same matches for a test)
//   `\p{Han}`, `\p{IsLatin}` (scripts)           `\p{Script=Han}`, `\p{Script=Latin}`
//   `/^\d{12}$/` (a JavaScript literal written as the pattern)   `^\d{12}$`
//   a `{` or `}` that is no quantifier, a `]` outside a class: escaped
// A pattern no translation makes valid gets `undefined`: the caller leaves that one check out,
// with a warning naming it.
// Hand-written: a scan over the pattern's characters; no library translates Java patterns.

const valid = (source: string): boolean => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Java's named classes (and `LD`, letters and digits), as class contents. */
const PROPERTIES: Record<string, string> = {
  LD: '\\p{L}\\p{Nd}',
  Alpha: 'a-zA-Z',
  Digit: '0-9',
  Alnum: 'a-zA-Z0-9',
  Upper: 'A-Z',
  Lower: 'a-z',
  Punct: '!-\\/:-@\\[-`{-~',
  Space: ' \\t\\n\\x0B\\f\\r',
  XDigit: '0-9a-fA-F',
  Blank: ' \\t',
  Cntrl: '\\x00-\\x1F\\x7F',
  ASCII: '\\x00-\\x7F',
  Graph: '!-~',
  Print: ' -~',
  javaLetter: '\\p{L}',
  javaDigit: '\\p{Nd}',
  javaLetterOrDigit: '\\p{L}\\p{Nd}',
  javaLowerCase: '\\p{Ll}',
  javaUpperCase: '\\p{Lu}',
  javaWhitespace: '\\s',
  IsAlphabetic: '\\p{Alphabetic}',
  IsLetter: '\\p{L}',
  IsDigit: '\\p{Nd}',
  IsUppercase: '\\p{Uppercase}',
  IsLowercase: '\\p{Lowercase}',
  IsWhite_Space: '\\p{White_Space}',
  IsPunctuation: '\\p{P}',
};

/** POSIX bracket classes, as class contents. */
const POSIX: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\x0B\\f\\r',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9a-fA-F',
  word: '\\w',
  cntrl: '\\x00-\\x1F\\x7F',
  print: ' -~',
  graph: '!-~',
};

const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);
/** Escapes JavaScript knows, followed by their own syntax where they have one. */
const KNOWN_ESCAPES = new Set([...'dDwWsSbBnrtfv0123456789ux']);

/** The class contents of a `\p{...}` Java means, or the property as JavaScript reads it. */
function property(name: string): { contents: string } | undefined {
  if (PROPERTIES[name] !== undefined) return { contents: PROPERTIES[name] };
  const is = /^(?:Is|In)?([A-Z][A-Za-z_]*)$/.exec(name)?.[1];
  for (const candidate of [name, is]) if (candidate && valid(`\\p{${candidate}}`)) return { contents: `\\p{${candidate}}` };
  // Java names scripts alone (`\p{Han}`, `\p{IsLatin}`); JavaScript as `Script=`.
  for (const candidate of [name, is]) if (candidate && valid(`\\p{Script=${candidate}}`)) return { contents: `\\p{Script=${candidate}}` };
  return undefined;
}

/** A translation of `source` that JavaScript reads with the `u` flag, or undefined. */
function translate(source: string): string | undefined {
  let out = '';
  let inClass = false;
  /** The last thing written was a quantifier (a possessive `+` after it is dropped). */
  let quantified = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const wasQuantified = quantified;
    quantified = false;
    if (c === '\\') {
      const n = source[i + 1];
      if (n === undefined) return undefined;
      if (n === 'p' || n === 'P') {
        // \p{Name}, \p\{Name\}, \pL
        const m = /^\\[pP](?:\{([\w=]+)\}|\\\{([\w=]+)\\\}|([A-Z]))/.exec(source.slice(i));
        const name = m && (m[1] ?? m[2] ?? m[3]);
        const prop = name ? property(name) : undefined;
        if (!m || !prop) return undefined;
        const negated = n === 'P';
        if (inClass && negated) return undefined;
        out += inClass ? prop.contents : `[${negated ? '^' : ''}${prop.contents}]`;
        i += m[0].length - 1;
        continue;
      }
      if (n === 'A') out += '^';
      else if (n === 'Z' || n === 'z') out += '$';
      else if (n === 'h') out += inClass ? ' \\t' : '[ \\t]';
      else if (KNOWN_ESCAPES.has(n) || SYNTAX.has(n) || (n === '-' && inClass) || n === 'k' || n === 'c') out += `\\${n}`;
      else if (/[A-Za-z]/.test(n))
        return undefined; // a letter escape JavaScript does not know (\Q, \G, \R ...)
      else out += n === '-' ? '-' : n; // escaped punctuation: the character itself
      i++;
      continue;
    }
    if (inClass) {
      if (c === '[' && source[i + 1] === ':') {
        const m = /^\[:(\^?)([a-z]+):\]/.exec(source.slice(i));
        const posix = m && POSIX[m[2]!];
        if (!m || !posix || m[1]) return undefined;
        out += posix;
        i += m[0].length - 1;
        continue;
      }
      if (c === ']') inClass = false;
      // `-` next to a class escape (`[\w-.]`) is a literal dash.
      if (c === '-' && (/\\[dDwWsS]$/.test(out) || /^\\[dDwWsS]/.test(source.slice(i + 1)))) out += '\\-';
      else out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (source[i + 1] === '^') out += source[++i];
      // A `]` first in a class is a literal one.
      if (source[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (c === ']') {
      out += '\\]';
      continue;
    }
    if (c === '{') {
      const m = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i));
      if (m && out !== '' && !/[(|]$/.test(out)) {
        out += m[0];
        i += m[0].length - 1;
        quantified = true;
      } else out += '\\{';
      continue;
    }
    if (c === '}') {
      out += '\\}';
      continue;
    }
    if (c === '(' && source.startsWith('(?>', i)) {
      out += '(?:';
      i += 2;
      continue;
    }
    if (c === '(' && /^\(\?[a-zA-Z-]+\)/.test(source.slice(i))) return undefined; // inline flags: no faithful translation
    if (c === '+' && wasQuantified) continue; // possessive: the same matches for a test
    if (c === '*' || c === '+' || c === '?') {
      out += c;
      // `*?` (lazy) is a quantifier too; `+` after it would be possessive-lazy, which Java has not.
      if (source[i + 1] === '?') out += source[++i];
      quantified = true;
      continue;
    }
    out += c;
  }
  return inClass ? undefined : out;
}

/** A JavaScript regular expression literal written as the pattern (`/^\d{12}$/`, perhaps inside `.*`…`.*`): its source. */
const LITERAL = /^(?:\.\*)?\/(.+)\/[dgimsuy]*(?:\.\*)?$/;

/** `source` as JavaScript reads it with the `u` flag: as written, translated, or undefined. */
export function jsPattern(source: string): string | undefined {
  // A literal's slashes would be asked for as characters, and its anchors could then never match.
  const literal = LITERAL.exec(source)?.[1];
  if (literal !== undefined && /^\^|\$$/.test(literal)) return jsPattern(literal);
  if (valid(source)) return source;
  const translated = translate(source);
  return translated !== undefined && valid(translated) ? translated : undefined;
}
