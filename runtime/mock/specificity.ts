// How specific a path template is, for choosing among operations whose templates all match one
// request, as routers do: the template with more literal segments wins (`/commits/{sha}/statuses`
// over `/commits/{+sha}`, whose multi-segment variable would swallow `/statuses`); then the one
// with fewer multi-segment variables (`/compare/{base}...{head}` over `/compare/{+basehead}`);
// then, reading left to right, the one with a literal segment where the other has a variable
// (`/users/me/{x}` over `/users/{id}/repos`); then more literal characters (`/{file}.json` over
// `/{file}`; a literal `/` counts, so a multi-segment variable takes as few segments as it can);
// then fewer variables. Templates equal by all of these are equally specific. Ranked once, when
// the mocks are made, so that a request only compares two numbers.

/** What a segment holds, from most to least specific. */
const enum Kind {
  Literal = 0,
  /** Literal text and a variable (`{name}.json`, `{base}...{head}`). */
  Mixed = 1,
  /** Nothing but variables of one segment. */
  Variable = 2,
  /** A variable that may hold slashes (`{+path}`). */
  Rest = 3,
}

interface Shape {
  literalSegments: number;
  rests: number;
  kinds: Kind[];
  literalChars: number;
  variables: number;
}

const VARIABLE = /\{[^{}/]*\}/g;

function shapeOf(template: string): Shape {
  const path = template.split(/[?#]/, 1)[0]!;
  const kinds = path.split('/').map((segment): Kind => {
    if (!segment.includes('{')) return Kind.Literal;
    if (segment.includes('{+')) return Kind.Rest;
    return segment.replace(VARIABLE, '') === '' ? Kind.Variable : Kind.Mixed;
  });
  return {
    literalSegments: kinds.filter((k) => k === Kind.Literal).length,
    rests: kinds.filter((k) => k === Kind.Rest).length,
    kinds,
    literalChars: path.replace(VARIABLE, '').length,
    variables: path.match(VARIABLE)?.length ?? 0,
  };
}

/** Negative when `a` is more specific than `b`, positive when less, 0 when equally specific. */
function compare(a: Shape, b: Shape): number {
  if (a.literalSegments !== b.literalSegments) return b.literalSegments - a.literalSegments;
  if (a.rests !== b.rests) return a.rests - b.rests;
  const n = Math.min(a.kinds.length, b.kinds.length);
  for (let i = 0; i < n; i++) if (a.kinds[i] !== b.kinds[i]) return a.kinds[i]! - b.kinds[i]!;
  // Of two that match one URL, the longer leaves fewer segments to its multi-segment variable.
  if (a.kinds.length !== b.kinds.length) return b.kinds.length - a.kinds.length;
  if (a.literalChars !== b.literalChars) return b.literalChars - a.literalChars;
  return a.variables - b.variables;
}

/**
 * Each template's rank by specificity: 0 for the most specific, equal ranks for equally specific
 * templates (the same template written with other variable names). Only the path is ranked; a
 * query or fragment written in the template is told apart otherwise (inspect.ts's keyedFor).
 */
export function specificityRanks(templates: readonly string[]): number[] {
  const shapes = templates.map(shapeOf);
  const order = templates.map((_, i) => i).sort((a, b) => compare(shapes[a]!, shapes[b]!));
  const ranks = new Array<number>(templates.length);
  let rank = 0;
  order.forEach((index, i) => {
    if (i > 0 && compare(shapes[order[i - 1]!]!, shapes[index]!) !== 0) rank = i;
    ranks[index] = rank;
  });
  return ranks;
}
