// Finds the operation whose method and path template match a recorded request, and the path
// parameters' values (percent-decoded). A variable matches one path segment, possibly empty
// (`/contents/` is `/contents/{path}` with path ''), or several when it is multi-segment (GitHub's
// `x-multi-segment`, given per template, or a `{+var}` reserved expansion). When several templates
// match, the one with the most literal characters wins (`/releases/assets/{asset_id}` over
// `/releases/{release_id}/assets` for `/releases/assets/1`), then the one with fewer empty values.

export interface RouteTemplate {
  /** The operation's name in the client (`repos.getContent`). */
  key: string;
  method: string;
  /** `{var}` path template. */
  url: string;
  /** Variables that may span several segments. */
  multiSegment?: readonly string[];
}

export interface RouteMatch {
  key: string;
  method: string;
  url: string;
  params: Record<string, string>;
}

interface Compiled {
  route: RouteTemplate;
  re: RegExp;
  names: string[];
  literal: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteTemplate): Compiled {
  const names: string[] = [];
  let literal = 0;
  let source = '';
  let last = 0;
  const re = /\{([^{}/]+)\}/g;
  for (let m = re.exec(route.url); m; m = re.exec(route.url)) {
    const text = route.url.slice(last, m.index);
    literal += text.length;
    source += escapeRegExp(text);
    const reserved = m[1]!.startsWith('+');
    const name = reserved ? m[1]!.slice(1) : m[1]!;
    names.push(name);
    source += reserved || route.multiSegment?.includes(name) ? '(.*)' : '([^/]*)';
    last = m.index + m[0].length;
  }
  const tail = route.url.slice(last);
  literal += tail.length;
  source += escapeRegExp(tail);
  return { route, re: new RegExp(`^${source}$`), names, literal };
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A matcher over a set of templates: `match(method, path)`. */
export function routeMatcher(routes: readonly RouteTemplate[]): (method: string, path: string) => RouteMatch | undefined {
  const byMethod = new Map<string, Compiled[]>();
  for (const route of routes) {
    const method = route.method.toUpperCase();
    let list = byMethod.get(method);
    if (!list) byMethod.set(method, (list = []));
    list.push(compile(route));
  }
  return (method, path) => {
    let best: { c: Compiled; values: string[]; empty: number } | undefined;
    for (const c of byMethod.get(method.toUpperCase()) ?? []) {
      const m = c.re.exec(path);
      if (!m) continue;
      const values = m.slice(1);
      const empty = values.filter((v) => v === '').length;
      if (!best || c.literal > best.c.literal || (c.literal === best.c.literal && empty < best.empty)) best = { c, values, empty };
    }
    if (!best) return undefined;
    const { c, values } = best;
    const params: Record<string, string> = {};
    c.names.forEach((name, i) => (params[name] = decode(values[i]!)));
    return { key: c.route.key, method: c.route.method.toUpperCase(), url: c.route.url, params };
  };
}
