// What Prism said about one operation's call: its sl-violations header parsed, the request's
// violations told apart from those of Prism's own answer, and a verdict. A call is rejected when
// Prism answered any of its exchanges with a 4xx or listed a request violation of severity Error;
// the problems are Prism's messages (from the header, else the problem+json body of the 4xx).
// Violations of Prism's answer (it generated a body the document does not allow) are not the
// client's and are kept apart; so are request warnings. A call Prism accepted whose request lacks
// a parameter the document requires (required-params.ts) is incomplete.
import type { DriverResult } from './driver.js';
import type { Exchange } from './proxy.js';

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export type Verdict = 'accepted' | 'rejected' | 'incomplete' | 'not-sent';

export interface CallOutcome {
  operation: string;
  verdict: Verdict;
  /** Statuses Prism answered, in order (one per exchange). */
  statuses: number[];
  /** Why Prism refused the request: `where: message`, one per violation or problem. */
  problems: string[];
  /** The document's required parameters the request lacked (whatever Prism said). */
  missing: string[];
  warnings: string[];
  /** Prism's answer broke the document (not the client's doing). */
  answerViolations: string[];
  /** What the client sent first (for a redirect, the later hops are in `exchanges`). */
  sent?: Exchange['request'];
  exchanges: Exchange[];
  /** What the call threw, if it did. */
  error?: string;
}

const TOO_MANY = 'Too many violations! ';

/** The sl-violations header: a JSON array, or Prism's truncated form (whole entries before the cut are kept). */
export function parseViolations(header: string | undefined): Violation[] {
  if (!header) return [];
  const text = header.startsWith(TOO_MANY) ? header.slice(TOO_MANY.length) : header;
  try {
    return (JSON.parse(text) as Violation[]).map(normalise);
  } catch {
    const found: Violation[] = [];
    // Entries are flat objects but for `location`, an array of strings: take each complete one.
    for (const m of text.matchAll(/\{"location":\[[^\]]*\][^{}]*\}/g)) {
      try {
        found.push(normalise(JSON.parse(m[0]) as Violation));
      } catch {
        // a half entry at the cut
      }
    }
    // Prism lists the request's violations first, so those cut off are its answer's.
    if (header.startsWith(TOO_MANY))
      found.push({ location: ['sl-violations'], severity: 'Warning', message: `Prism cut the header after ${found.length} violations` });
    return found.length ? found : [{ location: [], severity: 'Error', message: `unreadable sl-violations header: ${header.slice(0, 200)}` }];
  }
}

function normalise(v: Partial<Violation>): Violation {
  return {
    location: Array.isArray(v.location) ? v.location.map(String) : [],
    severity: String(v.severity ?? 'Error'),
    ...(v.code !== undefined ? { code: v.code } : {}),
    message: String(v.message ?? ''),
  };
}

export const describe = (v: Violation) => `${v.location.join('.') || '(no location)'}: ${v.message}`;

/**
 * A problem+json answer Prism made up (the document has no 400 or 422 of its own; then Prism sends
 * no sl-violations header): its title and detail, and the request's violations it lists.
 */
export function problemOf(body: string | undefined): { title: string; violations: Violation[] } | undefined {
  if (!body) return undefined;
  try {
    const p = JSON.parse(body) as { title?: unknown; detail?: unknown; validation?: unknown };
    if (typeof p.title !== 'string') return undefined;
    const title = typeof p.detail === 'string' && p.detail ? `${p.title}: ${p.detail}` : p.title;
    const listed = Array.isArray(p.validation) ? (p.validation as Array<Partial<Violation>>) : [];
    return { title, violations: listed.map((v) => normalise({ ...v, location: ['request', ...(Array.isArray(v.location) ? v.location : [])] })) };
  } catch {
    return undefined;
  }
}

/** `missingOf(request)`: the document's required parameters that request lacks. */
export function judge(result: DriverResult, exchanges: readonly Exchange[], missingOf: (sent: Exchange['request']) => string[] = () => []): CallOutcome {
  const base = {
    operation: result.operation,
    exchanges: [...exchanges],
    statuses: exchanges.map((e) => e.response.status),
    ...(result.error ? { error: result.error } : {}),
  };
  if (exchanges.length === 0)
    return { ...base, verdict: 'not-sent', problems: [result.error ?? 'nothing reached Prism'], missing: [], warnings: [], answerViolations: [] };
  const problems: string[] = [];
  const warnings: string[] = [];
  const answerViolations: string[] = [];
  let rejected = false;
  for (const e of exchanges) {
    const violations = parseViolations(e.response.violations);
    for (const v of violations) {
      if (v.location[0] === 'response') answerViolations.push(describe(v));
      else if (v.severity === 'Error') (rejected = true), problems.push(describe(v));
      else warnings.push(describe(v));
    }
    if (e.response.status >= 400 && e.response.status < 500) {
      rejected = true;
      if (!violations.some((v) => v.location[0] !== 'response' && v.severity === 'Error')) {
        const problem = problemOf(e.response.body);
        const listed = problem?.violations.filter((v) => v.severity === 'Error') ?? [];
        if (listed.length) problems.push(...listed.map(describe));
        else problems.push(`status ${e.response.status}: ${problem?.title ?? e.response.body?.slice(0, 300) ?? '(no body)'}`);
      }
    }
  }
  const sent = exchanges[0]!.request;
  const missing = missingOf(sent);
  const verdict = rejected ? 'rejected' : missing.length ? 'incomplete' : 'accepted';
  return { ...base, verdict, sent, problems: unique(problems), missing, warnings: unique(warnings), answerViolations: unique(answerViolations) };
}

const unique = (list: string[]) => [...new Set(list)];
