// Security schemes as the client sends them: http basic; http bearer (any spelling) and every other
// http scheme as an Authorization prefix; apiKey in a header, query parameter or cookie; oauth2
// and openIdConnect take a bearer token (an oauth2 scheme also says where createOAuth2Auth gets
// tokens: its flows' token URLs). The document's default schemes come first. A scheme the
// client cannot send (an unknown type, a header name that is no HTTP token) is left out with a warning.

import { isObject, type JsonObject } from '../openapi/json.js';
import type { ModelContext } from './context.js';
import type { OAuth2Flows } from '../../runtime/description.js';
import type { AuthModel } from './types.js';

/** A header name as HTTP allows it (RFC 9110 token), which fetch checks before sending. */
const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function securityNames(list: unknown): string[] {
  return Array.isArray(list) ? [...new Set(list.flatMap((req) => (isObject(req) ? Object.keys(req) : [])))] : [];
}

/**
 * The token URLs of an oauth2 scheme's flows that a client can use without a browser: client
 * credentials, and refresh tokens (a flow's refreshUrl, else the token URL of the authorization
 * code or password flow, which issue them); undefined when it has neither.
 */
function flowsOf(flows: unknown): OAuth2Flows | undefined {
  if (!isObject(flows)) return undefined;
  const scopes = (flow: JsonObject) => (isObject(flow.scopes) ? Object.keys(flow.scopes) : []);
  const out: OAuth2Flows = {};
  const cc = flows.clientCredentials;
  if (isObject(cc) && typeof cc.tokenUrl === 'string') out.clientCredentials = { tokenUrl: cc.tokenUrl, scopes: scopes(cc) };
  for (const flow of [flows.authorizationCode, flows.password, flows.clientCredentials]) {
    if (!isObject(flow)) continue;
    const url = typeof flow.refreshUrl === 'string' ? flow.refreshUrl : flow !== cc && typeof flow.tokenUrl === 'string' ? flow.tokenUrl : undefined;
    if (url !== undefined) {
      out.refresh = { tokenUrl: url, scopes: scopes(flow) };
      break;
    }
  }
  return out.clientCredentials || out.refresh ? out : undefined;
}

export function buildAuth(ctx: ModelContext): AuthModel[] {
  const schemes: JsonObject = isObject(ctx.data.components?.securitySchemes) ? ctx.data.components.securitySchemes : {};
  const order = [...new Set([...securityNames(ctx.data.security), ...Object.keys(schemes)])];
  const auth: AuthModel[] = [];
  for (const name of order) {
    const s = ctx.deref(schemes[name]);
    if (!isObject(s)) continue;
    const description = typeof s.description === 'string' ? s.description : undefined;
    const base = { name, ...(description ? { description } : {}) };
    const scheme = String(s.scheme ?? '').toLowerCase();
    if (s.type === 'http' && scheme === 'basic') auth.push({ ...base, kind: 'basic' });
    else if (s.type === 'http')
      auth.push({ ...base, kind: 'header', header: 'authorization', prefix: scheme === 'bearer' || scheme === '' ? 'Bearer' : String(s.scheme) });
    else if (s.type === 'apiKey' && s.in === 'query') auth.push({ ...base, kind: 'query', param: String(s.name) });
    else if (s.type === 'apiKey' && s.in === 'header' && !HTTP_TOKEN.test(String(s.name)))
      ctx.warn(
        ['components', 'securitySchemes', name, 'name'],
        'unsupported',
        `security scheme "${name}" names the header ${JSON.stringify(s.name)}, which no HTTP request can carry (a header name is a token: no spaces); requests that need it go without it`,
      );
    else if (s.type === 'apiKey' && s.in === 'header') auth.push({ ...base, kind: 'header', header: String(s.name).toLowerCase(), prefix: '' });
    else if (s.type === 'apiKey' && s.in === 'cookie') auth.push({ ...base, kind: 'cookie', cookie: String(s.name) });
    else if (s.type === 'oauth2' || s.type === 'openIdConnect') {
      const oauth2 = s.type === 'oauth2' ? flowsOf(s.flows) : undefined;
      auth.push({ ...base, kind: 'header', header: 'authorization', prefix: 'Bearer', ...(oauth2 ? { oauth2 } : {}) });
    } else
      ctx.warn(
        ['components', 'securitySchemes', name],
        'unsupported',
        `security scheme "${name}" (${String(s.type)}) is not supported; requests that need it go without it`,
      );
  }
  return auth;
}
