// Plays one call (see calls.ts) through a client: the client gets a replay fetch holding the
// call's recorded answers, and each recorded exchange is compared with the request sent in its
// place (the i-th request for the i-th exchange) and, where a client shows the answer, with what it
// returned: every page of a list, only the last answer of a redirect chain. An error without an
// HTTP status (thrown before sending, or a request nothing was recorded for) is the outcome of
// every exchange left without an answer.

import type { Call } from './calls.js';
import { compareRequest, compareResult, credentialNote, type Difference, type Outcome } from './compare.js';
import { replayFetch, type SentRequest } from './replay-fetch.js';

/** Makes the client's call with `fetch`; returns one outcome per answer it showed (one per page). */
export type Invoke = (fetch: typeof globalThis.fetch) => Promise<Outcome[]>;

export interface ExchangeResult {
  id: string;
  /** The request sent in this exchange's place, if any. */
  sent?: SentRequest;
  differences: Difference[];
  /** How the credential differs from the recorded one (not counted: see credentialNote). */
  credential?: string;
}

/** The outcome of an error a call threw: its HTTP status and body when it has them. */
export function outcomeOf(error: unknown): Outcome {
  const e = error as { status?: unknown; response?: { data?: unknown }; name?: string; message?: string } | null;
  if (e && typeof e.status === 'number' && e.status >= 100 && e.response) return { status: e.status, data: e.response.data };
  if (e instanceof Error) return { error: `${e.name}: ${e.message}` };
  return { error: String(error) };
}

export async function replayCall(call: Call, invoke: Invoke): Promise<ExchangeResult[]> {
  const { fetch, sent } = replayFetch(call.exchanges.map((e) => e.response));
  let outcomes: Outcome[];
  try {
    outcomes = await invoke(fetch);
  } catch (error) {
    outcomes = [outcomeOf(error)];
  }
  const last = outcomes[outcomes.length - 1];
  const failed = last && 'error' in last ? last : undefined;
  return call.exchanges.map((exchange, i) => {
    const request = sent[i];
    const differences = compareRequest(exchange.request, request);
    let outcome: Outcome | undefined;
    if (call.kind === 'pages') outcome = outcomes[i] ?? failed;
    else if (i === call.exchanges.length - 1) outcome = last;
    else if (!request) outcome = failed;
    if (outcome) differences.push(...compareResult(exchange.response, outcome));
    const credential = credentialNote(exchange.request, request);
    return { id: exchange.id, ...(request ? { sent: request } : {}), differences, ...(credential ? { credential } : {}) };
  });
}
