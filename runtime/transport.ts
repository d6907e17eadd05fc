// Sends one prepared request through ky and decodes the answer. The runtime owns timeouts,
// retries and errors, so ky's own retry and timeout are turned off; statuses of 300 and more
// become RequestError subclasses, and transport failures NetworkError or TimeoutError.

import ky from 'ky';
import { NetworkError, RequestError, TimeoutError, errorForStatus, type ErrorRequest } from './errors.js';
import { redactHeaders, redactUrl } from './redact.js';
import type { EndpointResult, RequestRequestOptions, Response } from './types.js';

const NO_BODY_STATUSES = new Set([204, 205, 304]);

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
export function describeRequest(req: EndpointResult, sensitive?: readonly string[]): ErrorRequest {
  return { method: req.method, url: redactUrl(req.url, sensitive), headers: redactHeaders(req.headers), body: req.body };
}

function headersToObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

async function decode(response: globalThis.Response, method: string): Promise<unknown> {
  if (NO_BODY_STATUSES.has(response.status) || method === 'HEAD') return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (text === '') return undefined; // an empty body is no data, whatever its content type
  if (/json/i.test(type)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
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

/** Sends `req`, returning the decoded response or throwing a typed error. */
export async function send(req: EndpointResult, options: RequestRequestOptions = {}, sensitive?: readonly string[]): Promise<Response<unknown>> {
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
    const response = await ky(req.url, {
      method: req.method,
      headers,
      body,
      signal,
      retry: 0,
      timeout: false,
      throwHttpErrors: false,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const data = await decode(response, req.method);
    const result = { status: response.status, url: response.url || req.url, headers: headersToObject(response.headers), data };
    if (response.status >= 300) {
      const described = describeRequest(req, sensitive);
      throw errorForStatus(response.status, messageOf(response.status, data, described), {
        response: { ...result, url: redactUrl(result.url, sensitive) },
        request: described,
      });
    }
    return result;
  } catch (error) {
    if (timedOut) throw new TimeoutError(describeRequest(req, sensitive), timeout);
    if (userSignal?.aborted) throw userSignal.reason ?? error;
    if (error instanceof RequestError) throw error;
    const described = describeRequest(req, sensitive);
    throw new NetworkError(`${described.method} ${described.url} failed: ${error instanceof Error ? error.message : String(error)}`, described, error);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
