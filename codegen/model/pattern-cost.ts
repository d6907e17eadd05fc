// Patterns whose matching can take exponential time (a ReDoS): a repeated group whose every part
// repeats itself, so one string splits among the group's repeats in exponentially many ways
// (`([\w .-]*)*`, `(a+)+`, `(\w+\s?)+`). A document's pattern is run on every value the client
// checks and on the generator's examples, so such a pattern would let one value hang either.
// Hand-written, a scan over the pattern's characters: checkers of star height (safe-regex2) also
// refuse the linear `[a-z]+(?:-[a-z]+)*`, common in documents, where a separator keeps the repeats
// apart; this one refuses a group only when nothing mandatory stands between its repeats.

/** A part of a group: whether it repeats without bound (`*`, `+`, `{n,}`), or may (`?`, `{m,n}`). */
interface Part {
  repeats: boolean;
  optional: boolean;
}

interface Group {
  parts: Part[];
  /** An alternation (`a|b`): its parts are not all of one sequence. */
  alternation: boolean;
}

/** The quantifier at `i` of `source`: how long it is, and whether it is unbounded or optional; undefined when there is none. */
function quantifierAt(source: string, i: number): { length: number; repeats: boolean; optional: boolean } | undefined {
  const c = source[i];
  let length = 0;
  let repeats = false;
  let optional = false;
  if (c === '*' || c === '+') [length, repeats, optional] = [1, true, c === '*'];
  else if (c === '?') [length, optional] = [1, true];
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!m) return undefined;
    [length, repeats, optional] = [m[0].length, m[2] !== undefined && m[3] === '', m[1] === '0'];
  } else return undefined;
  if (source[i + length] === '?' || source[i + length] === '+') length++; // lazy or possessive
  return { length, repeats, optional };
}

/** True when `source` has a repeated group whose parts all repeat or may be left out (nothing mandatory between its repeats). */
export function exponential(source: string): boolean {
  const stack: Group[] = [{ parts: [], alternation: false }];
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    let atom = true;
    let inner: Group | undefined;
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (c === '(') {
      if (source[i + 1] === '?') i += source[i + 2] === '<' && /[=!]/.test(source[i + 3] ?? '') ? 3 : source[i + 2] === '<' ? source.indexOf('>', i) - i : 2;
      stack.push({ parts: [], alternation: false });
      continue;
    } else if (c === ')') {
      inner = stack.length > 1 ? stack.pop() : undefined;
    } else if (c === '|') {
      stack[stack.length - 1]!.alternation = true;
      atom = false;
    } else if (c === '^' || c === '$') atom = false;
    if (!atom) continue;
    const q = quantifierAt(source, i + 1);
    if (q) i += q.length;
    if (
      inner &&
      q?.repeats &&
      !inner.alternation &&
      inner.parts.length > 0 &&
      inner.parts.every((p) => p.repeats || p.optional) &&
      inner.parts.some((p) => p.repeats)
    )
      return true;
    stack[stack.length - 1]!.parts.push({ repeats: q?.repeats === true, optional: q?.optional === true });
  }
  return false;
}
