// Matching the reviewed list of Prism's quirks (known-quirks.ts) against a document's outcomes. A
// rejected call is a quirk only when every one of Prism's problems with it is one its listed
// quirks name; anything else Prism said keeps it a rejection, and so does a required parameter the
// request lacked (a client can always send those). A quirk may also say which requests it does not
// cover (`unlessSent`: what a wrong client sends, where Prism's message is the same for a right
// one). A listed quirk whose problem Prism no longer reports (the call is now accepted, or Prism
// says something else) is stale: the list is kept exact.
import type { CallOutcome } from './violations.js';

export interface Quirk {
  document: string;
  operation: string;
  /** Matches each of Prism's problems this quirk explains (`location: message`). */
  problem: RegExp;
  /** Why no client can clear it. */
  reason: string;
  /** Not a quirk when the request's method, URL or body (`METHOD url body`) matches this. */
  unlessSent?: RegExp;
}

export interface JudgedCall extends CallOutcome {
  /** Set when the rejection is all known quirks: their reasons. */
  quirks?: string[];
}

export function applyQuirks(document: string, outcomes: readonly CallOutcome[], quirks: readonly Quirk[]): { calls: JudgedCall[]; stale: Quirk[] } {
  const mine = quirks.filter((q) => q.document === document);
  const seen = new Set<Quirk>();
  const calls = outcomes.map((outcome): JudgedCall => {
    if (outcome.verdict !== 'rejected') return outcome;
    const listed = mine.filter((q) => q.operation === outcome.operation);
    for (const q of listed) if (outcome.problems.some((p) => q.problem.test(p))) seen.add(q);
    const sent = outcome.sent ? `${outcome.sent.method} ${outcome.sent.url} ${outcome.sent.body ?? ''}` : '';
    const covering = listed.filter((q) => !q.unlessSent?.test(sent));
    const explained = outcome.problems.map((p) => covering.filter((q) => q.problem.test(p)));
    if (outcome.missing.length || explained.length === 0 || explained.some((qs) => qs.length === 0)) return outcome;
    return { ...outcome, quirks: [...new Set(explained.flat().map((q) => q.reason))] };
  });
  // Stale: Prism no longer says what the entry names (the call is accepted, or refused for something else).
  return { calls, stale: mine.filter((q) => !seen.has(q)) };
}
