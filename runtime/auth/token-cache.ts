// One token an auth strategy fetches when it needs one (an app's installation token, an OAuth 2
// access token): kept until shortly before it expires, fetched once for callers that need it at
// the same time, and replaced once after the service refused it (401), however many calls saw
// that refusal: a call that replaces a token another call has already replaced gets the new one.

/** A fetched token, and the time (ms since the epoch) after which it is not used; Infinity: until refused. */
export interface FetchedToken {
  token: string;
  refreshAt: number;
}

export interface TokenCache {
  /** The current token, fetched if there is none or it is due. */
  get(): Promise<string>;
  /** A token other than `refused`: fetched anew, unless another call replaced it already. */
  replace(refused: string): Promise<string>;
  /** A new token, whatever the current one (a caller asking for a fresh one). */
  renew(): Promise<string>;
}

export function tokenCache(fetchToken: () => Promise<FetchedToken>, initial?: FetchedToken): TokenCache {
  let current = initial;
  let pending: Promise<FetchedToken> | undefined;
  const fetchOnce = (): Promise<string> => {
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending.then((fresh) => {
      current = fresh;
      return fresh.token;
    });
  };
  return {
    get: () => (current && current.refreshAt > Date.now() ? Promise.resolve(current.token) : fetchOnce()),
    replace: (refused) => (current && current.token !== refused ? Promise.resolve(current.token) : fetchOnce()),
    renew: fetchOnce,
  };
}
