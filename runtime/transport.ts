// Sends one prepared request (node:http on Node, else ky over fetch) and decodes the answer. The runtime owns timeouts,
// retries and errors, so ky's own retry and timeout are turned off; statuses of 300 and more
// become RequestError subclasses, and transport failures NetworkError or TimeoutError.

import { NetworkError, RequestError, TimeoutError, errorForStatus, type ErrorRequest } from './errors.js';
import { NO_BODY_STATUSES, isText, parseBody } from './body.js';
import { nodeTransportAvailable, viaNode } from '#http-node';
import { redactBody, redactHeaders, redactUrl, redactValues } from './redact.js';
import type { EndpointResult, RequestRequestOptions, Response } from './types.js';

function isBinary(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

/** The request as errors show it: credentials redacted. */
export function describeRequest(req: EndpointResult, sensitive?: readonly string[], secretValues?: readonly string[]): ErrorRequest {
  return { method: req.method, url: redactValues(redactUrl(req.url, sensitive), secretValues), headers: redactHeaders(req.headers), body: redactBody(req.body, sensitive) };
}

function headersToObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

// ky is loaded on first use: on Node the default transport is node:http, so importing the package
// never pays for ky's modules; browsers (and `request.fetch`) load it with the first request.
let kyModule: Promise<typeof import('ky')> | undefined;
const loadKy = () => (kyModule ??= import('ky'));
/** The ky function, whichever way the module system wrapped it (the CJS build nests the default once more). */
function kyFunction(mod: unknown): typeof import('ky').default {
  let candidate = mod as { default?: unknown };
  for (let i = 0; i < 3 && typeof candidate !== 'function'; i++) candidate = candidate?.default as { default?: unknown };
  return candidate as unknown as typeof import('ky').default;
}

async function viaFetch(req: EndpointResult, headers: Record<string, string>, body: BodyInit | undefined, signal: AbortSignal | undefined, options: RequestRequestOptions): Promise<Response<unknown>> {
  const ky = kyFunction(await loadKy());
  const response = await ky(req.url, {
    method: req.method,
    headers,
    body,
    signal,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    ...(options.redirect ? { redirect: options.redirect as RequestRedirect } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const contentType = response.headers.get('content-type') ?? '';
  let data: unknown;
  if (!NO_BODY_STATUSES.has(response.status) && req.method !== 'HEAD') {
    data = isText(contentType) ? parseBody(contentType, await response.text()) : await response.arrayBuffer();
  }
  return { status: response.status, url: response.url || req.url, headers: headersToObject(response.headers), data };
}

function messageOf(status: number, data: unknown, req: ErrorRequest): string {
  let detail: string | undefined;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const err = d.error;
    if (typeof d.message === 'string') detail = d.message;
    else if (typeof err === 'string') detail = err;
    else if (err && typeof err === 'object' && typeof (err as Record<string, unknown>).message === 'string') {
      detail = (err as Record<string, string>).message;
    }
  } else if (typeof data === 'string' && data.length > 0 && data.length <= 200) detail = data;
  return `${req.method} ${req.url} answered ${status}${detail ? `: ${detail}` : ''}`;
}

/**
 * Sends `req`, returning the decoded response or throwing a typed error. On Node the request goes
 * over node:http (keep-alive); with `request.fetch`, or where node:http is absent, through ky.
 */
export async function send(
  req: EndpointResult,
  options: RequestRequestOptions = {},
  sensitive?: readonly string[],
  /** Values of sensitive parameters that travel in the path. */
  secretValues?: readonly string[],
): Promise<Response<unknown>> {
  const headers = { ...req.headers };
  let body: BodyInit | undefined;
  if (req.body !== undefined) {
    if (isBinary(req.body)) body = req.body as BodyInit;
    else {
      body = JSON.stringify(req.body);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    }
  }
  const timeout = typeof options.timeout === 'number' && options.timeout > 0 ? options.timeout : 0;
  const userSignal = options.signal;
  let signal = userSignal;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  if (timeout > 0) {
    const controller = new AbortController();
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    signal = userSignal ? AbortSignal.any([userSignal, controller.signal]) : controller.signal;
  }
  try {
    if (userSignal?.aborted) throw userSignal.reason;
    const result = options.fetch || !nodeTransportAvailable ? await viaFetch(req, headers, body, signal, options) : await viaNode(req, headers, body, signal, options);
    const manualRedirect = options.redirect === 'manual' && result.status >= 300 && result.status < 400 && result.headers.location !== undefined;
    if (result.status >= 300 && !manualRedirect) {
      const described = describeRequest(req, sensitive, secretValues);
      throw errorForStatus(result.status, messageOf(result.status, result.data, described), {
        response: { ...result, url: redactValues(redactUrl(result.url, sensitive), secretValues) },
        request: described,
      });
    }
    return result;
  } catch (error) {
    if (timedOut) throw new TimeoutError(describeRequest(req, sensitive, secretValues), timeout);
    if (userSignal?.aborted) throw userSignal.reason ?? error;
    if (error instanceof RequestError) throw error;
    const described = describeRequest(req, sensitive, secretValues);
    throw new NetworkError(`${described.method} ${described.url} failed: ${error instanceof Error ? error.message : String(error)}`, described, error);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
