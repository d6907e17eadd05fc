// The mocks' OAuth 2 token endpoints: each token URL of the document's flows answers a form POST
// as an authorization server would (RFC 6749 sections 4.4 and 6): the client credentials grant
// (client identified by HTTP Basic or form fields, with a secret) and the refresh token grant
// (a refresh token these mocks issued) get a fresh bearer token, a refresh grant also a rotated
// refresh token; anything else the error a server sends. So a client with createOAuth2Auth runs
// against the mocks as it would against the service.

import { http, HttpResponse, type HttpHandler } from 'msw';

/** Seconds a mock access token is said to live. */
const LIFETIME_S = 3600;

const error = (status: number, code: string, description: string) =>
  HttpResponse.json({ error: code, error_description: description }, { status, headers: { 'cache-control': 'no-store' } });

/** The client's id and secret, from HTTP Basic (form-encoded, RFC 6749 appendix B) or the form. */
function clientOf(request: Request, form: URLSearchParams): { id?: string; secret?: string } {
  const basic = /^basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (basic === undefined) return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
  let decoded = '';
  try {
    decoded = atob(basic);
  } catch {
    return {};
  }
  const colon = decoded.indexOf(':');
  const part = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  return colon < 0 ? {} : { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
}

/** A token URL resolved against the base URL; undefined for one that is no http(s) URL (a document's mistake: no endpoint for it). */
function resolved(url: string, baseUrl: string): string | undefined {
  try {
    const href = new URL(url, `${baseUrl}/`).href;
    return /^https?:\/\//.test(href) ? href : undefined;
  } catch {
    return undefined;
  }
}

/** Handlers for the token endpoints `urls` (resolved against `baseUrl`), and how to forget the tokens they issued (the mocks' reset). */
export function tokenEndpoints(urls: readonly string[], baseUrl: string): { handlers: HttpHandler[]; reset(): void } {
  let issued = 0;
  const usedRefreshTokens = new Set<string>();
  const hrefs = urls.map((url) => resolved(url, baseUrl)).filter((href): href is string => href !== undefined);
  const handlers = hrefs.map((href) =>
    http.post(href, async ({ request }) => {
      if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
        return error(400, 'invalid_request', 'the token request must be a form (application/x-www-form-urlencoded)');
      }
      const form = new URLSearchParams(await request.text());
      const client = clientOf(request, form);
      if (!client.id) return error(401, 'invalid_client', 'no client_id (HTTP Basic or a form field)');
      const grant = form.get('grant_type');
      if (grant === 'client_credentials') {
        if (!client.secret) return error(401, 'invalid_client', 'the client credentials grant needs the client secret');
      } else if (grant === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        // Any refresh token is taken once (one the test gave the client too), as a rotating server takes them.
        if (refresh === '' || usedRefreshTokens.has(refresh)) return error(400, 'invalid_grant', 'the refresh token is missing or was used already');
        usedRefreshTokens.add(refresh);
      } else {
        return error(400, 'unsupported_grant_type', `grant_type ${JSON.stringify(grant)}: these mocks take client_credentials and refresh_token`);
      }
      issued++;
      const scope = form.get('scope');
      return HttpResponse.json(
        {
          access_token: `mock-access-token-${issued}`,
          token_type: 'Bearer',
          expires_in: LIFETIME_S,
          ...(grant === 'refresh_token' ? { refresh_token: `mock-refresh-token-${issued}` } : {}),
          ...(scope ? { scope } : {}),
        },
        { headers: { 'cache-control': 'no-store' } },
      );
    }),
  );
  return {
    handlers,
    reset: () => {
      issued = 0;
      usedRefreshTokens.clear();
    },
  };
}
