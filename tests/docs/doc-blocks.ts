// The TypeScript code blocks of a Markdown document, each with the doctest annotation that may
// stand in an HTML comment just before it (blank lines between are allowed):
//
//   <!-- doctest: mocks=hosting given=owner,repo -->   run with the msw mocks of these services,
//                                                      given placeholder values for these names
//   <!-- doctest: mocks=webhooks result=true -->       run; the value of its last expression
//                                                      statement must equal this JSON value
//   <!-- doctest: server=tests/fixtures/x.json -->      run; it starts a server on loopback and every
//                                                      `POST <url>` it prints is sent this body
//   <!-- doctest: redis -->                            run with a redis-server of its own, its URL in
//                                                      REDIS_URL (with server= too)
//   <!-- doctest: typecheck-only (why it cannot run) --> compiled, not run; the reason is required
//   <!-- doctest: generated=tests/fixtures/x.yaml -->  code of a user's project around a client
//                                                      generated from that document by the shell
//                                                      commands of its section: compiled and run
//                                                      by tests/docs/readme-generate.test.ts in a
//                                                      project with the packed package (with
//                                                      mocks=<name>: the generated mocks answer;
//                                                      result= as above)
//   <!-- doctest: browser=tests/fixtures/x.yaml -->    a React page (a `tsx` block, the one kind
//                                                      that takes it) around the TanStack Query
//                                                      options or SWR hooks, and the mocks, generated from that
//                                                      document: type-checked, bundled and run in
//                                                      Chromium by tests/codegen/data-layers/
//                                                      react-page.browser.test.ts
//
// A block without an annotation is compiled and run as it stands. An annotation the harness does
// not understand, or one not followed by a TypeScript block, is an error: nothing is skipped
// silently.

export interface DocAnnotation {
  /** Services whose generated msw mocks (`specforge/<service>/mocks`) answer the block's calls. */
  mocks: string[];
  /** Placeholder names the block uses without declaring them (values: see GIVEN in consumer-project.ts). */
  given: string[];
  /** JSON text: the value the block's last expression statement must have. */
  result?: string;
  /** The block starts a server: this request body (a file in the repository) is posted to each route it prints. */
  server?: string;
  /** Compiled, not run, for this reason. */
  typecheckOnly?: string;
  /** Run with a redis-server of its own (tests/helpers/redis-server.ts), its URL in REDIS_URL. */
  redis?: boolean;
  /** The document (a file in the repository) the block's section generates a client from, in a project of its own. */
  generated?: string;
  /** A React page over what is generated from this document (a file in the repository), run in a browser. */
  browser?: string;
}

export interface DocBlock {
  /** `<file>#<n>`: the n-th TypeScript block of the file (1-based). */
  id: string;
  file: string;
  /** Line (1-based) of the block's first code line in the file. */
  line: number;
  code: string;
  annotation: DocAnnotation;
}

const FENCE = /^(`{3,}|~{3,})\s*([\w-]*)[^\n]*$/;
const TYPESCRIPT = new Set(['ts', 'typescript', 'mts', 'tsx']);
const ANNOTATION = /^<!--\s*doctest:\s*([\s\S]*?)\s*-->$/;

/** Reads the options of one annotation (`mocks=a,b given=x typecheck-only (why)`). */
export function parseAnnotation(text: string, where: string): DocAnnotation {
  const out: DocAnnotation = { mocks: [], given: [] };
  const reason = /^typecheck-only\s*\((.+)\)$/s.exec(text.trim());
  if (reason) return { ...out, typecheckOnly: reason[1]!.trim() };
  if (/^typecheck-only\b/.test(text.trim())) throw new Error(`${where}: typecheck-only needs its reason in parentheses: typecheck-only (why it cannot run)`);
  for (const option of text.split(/[\s;]+/).filter(Boolean)) {
    const [key, value] = option.split('=', 2) as [string, string | undefined];
    const list = (value ?? '').split(',').filter(Boolean);
    if (key === 'mocks' && list.length > 0) out.mocks.push(...list);
    else if (key === 'given' && list.length > 0) out.given.push(...list);
    else if (key === 'server' && value) out.server = value;
    else if (key === 'generated' && value) out.generated = value;
    else if (key === 'browser' && value) out.browser = value;
    else if (key === 'redis' && value === undefined) out.redis = true;
    else if (key === 'result' && value) out.result = JSON.stringify(jsonOf(value, where));
    else
      throw new Error(
        `${where}: unknown doctest option "${option}" (known: mocks=<services>, given=<names>, result=<JSON>, server=<body file>, generated=<document>, browser=<document>, redis, typecheck-only (reason))`,
      );
  }
  return out;
}

function jsonOf(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${where}: result=${text} is not a JSON value`);
  }
}

/** Every TypeScript block of `markdown` (the text of `file`), in order. */
export function extractBlocks(markdown: string, file: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  let pending: { annotation: DocAnnotation; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = FENCE.exec(line);
    if (open) {
      const close = lines.findIndex((l, j) => j > i && l.trim().startsWith(open[1]!) && l.trim().replace(/[`~]/g, '') === '');
      if (close < 0) throw new Error(`${file}:${i + 1}: code block never closed`);
      const lang = open[2]!.toLowerCase();
      if (TYPESCRIPT.has(lang)) {
        const n = blocks.length + 1;
        const browser = pending?.annotation.browser !== undefined;
        if ((lang === 'tsx') !== browser)
          throw new Error(
            `${file}:${i + 1}: ${browser ? 'a browser= page must be a tsx block' : 'a tsx block is a React page: annotate it browser=<document>'}`,
          );
        blocks.push({
          id: `${file}#${n}`,
          file,
          line: i + 2,
          code: lines.slice(i + 1, close).join('\n'),
          annotation: pending?.annotation ?? { mocks: [], given: [] },
        });
      } else if (pending) {
        throw new Error(`${file}:${pending.line}: a doctest annotation must stand just before a TypeScript block, not a ${lang || 'plain'} one`);
      }
      pending = undefined;
      i = close;
      continue;
    }
    const comment = line.trim().startsWith('<!--') ? commentAt(lines, i) : undefined;
    if (comment && ANNOTATION.test(comment.text)) {
      if (pending) throw new Error(`${file}:${pending.line}: a doctest annotation with no TypeScript block after it`);
      pending = { annotation: parseAnnotation(ANNOTATION.exec(comment.text)![1]!, `${file}:${i + 1}`), line: i + 1 };
      i = comment.end;
      continue;
    }
    if (pending && line.trim() !== '') throw new Error(`${file}:${pending.line}: a doctest annotation must stand just before a TypeScript block`);
  }
  if (pending) throw new Error(`${file}:${pending.line}: a doctest annotation with no TypeScript block after it`);
  return blocks;
}

/** The HTML comment starting on line `start` (it may span lines) and the index of its last line. */
function commentAt(lines: string[], start: number): { text: string; end: number } | undefined {
  for (let j = start; j < lines.length; j++) {
    if (lines[j]!.includes('-->'))
      return {
        text: lines
          .slice(start, j + 1)
          .join('\n')
          .trim(),
        end: j,
      };
  }
  return undefined;
}
