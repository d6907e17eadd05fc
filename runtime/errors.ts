// The error hierarchy of every client: HTTP failures (RequestError and one subclass per status
// family), transport failures (TransportError: NetworkError, TimeoutError, AbortError,
// ResponseTooLargeError), PaginationError, ConfigurationError, and ValidationError, which is raised
// before any request is sent and so stands outside the HTTP hierarchy. Every error the package
// throws is one of these; their messages, requests and causes are redacted before they are built
// (runtime/redact.ts). Each class carries a brand, a string of its own in a static field
// (`specforge.NetworkError`; a field, not a call branding them all, so that a bundler drops the
// classes an application never reaches), which `instanceof` also accepts: an error from another
// copy of the package (its ESM and CJS builds, two bundles) is recognised, and minifiers, which
// rename classes, leave strings alone.

export interface ErrorRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface ErrorResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

/** Instances carry the brands of their class chain, so `instanceof` holds across copies of the package. */
export const BRANDS = Symbol.for('specforge.error.brands');

type Branded = Function & { brand?: string };

/**
 * Base class of every error this package throws. `instanceof` also recognises errors made by
 * another copy of these classes (the ESM and CJS builds are two copies when one application loads
 * both), by the class brands each error carries.
 */
export class SpecforgeError extends Error {
  /** `specforge.` and the class's name: what `instanceof` and `name` read (each class has its own). */
  static readonly brand: string = 'specforge.SpecforgeError';
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    const brands: string[] = [];
    for (let c: Branded = new.target; c && c !== Error; c = Object.getPrototypeOf(c)) if (Object.hasOwn(c, 'brand')) brands.push(c.brand!);
    Object.defineProperty(this, BRANDS, { value: brands });
    // The class's name, from its brand: minifiers rename classes, so `new.target.name` would not do.
    this.name = brands[0]!.slice('specforge.'.length);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    // A class without a brand of its own (a caller's subclass) is recognised by its prototype alone.
    if (!Object.hasOwn(this, 'brand')) return false;
    const brands = (value as { [BRANDS]?: unknown } | null | undefined)?.[BRANDS];
    return Array.isArray(brands) && brands.includes((this as Branded).brand);
  }
}

/** An HTTP response with a status of 300 or more that the caller did not handle. */
export class RequestError extends SpecforgeError {
  static override readonly brand: string = 'specforge.RequestError';
  declare readonly status: number;
  declare readonly headers: Record<string, string>;
  declare readonly response: ErrorResponse;
  /** The request that failed, with credentials redacted. */
  declare readonly request: ErrorRequest;
  constructor(message: string, status: number, init: { response: ErrorResponse; request: ErrorRequest }) {
    super(message);
    this.status = status;
    this.response = init.response;
    this.headers = init.response.headers;
    this.request = init.request;
  }
  /** The decoded response body. */
  get data(): unknown {
    return this.response.data;
  }
}

/** 400: the service could not read the request. */
export class BadRequestError extends RequestError {
  static override readonly brand: string = 'specforge.BadRequestError';
}
/** 401: credentials missing, expired or wrong. */
export class AuthenticationError extends RequestError {
  static override readonly brand: string = 'specforge.AuthenticationError';
}
/** 403: the credentials may not do this. */
export class PermissionDeniedError extends RequestError {
  static override readonly brand: string = 'specforge.PermissionDeniedError';
}
/** 404: no such resource (or one the credentials may not see). */
export class NotFoundError extends RequestError {
  static override readonly brand: string = 'specforge.NotFoundError';
}
/** 409: the request conflicts with the resource's state. */
export class ConflictError extends RequestError {
  static override readonly brand: string = 'specforge.ConflictError';
}
/** 422: the request was read but its content refused. */
export class UnprocessableEntityError extends RequestError {
  static override readonly brand: string = 'specforge.UnprocessableEntityError';
}
/** 429: too many requests; `headers` say when to try again. */
export class RateLimitError extends RequestError {
  static override readonly brand: string = 'specforge.RateLimitError';
}
/** 5xx: the service failed. */
export class InternalServerError extends RequestError {
  static override readonly brand: string = 'specforge.InternalServerError';
}

const BY_STATUS: Record<number, typeof RequestError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** Builds the most specific RequestError subclass for a status. */
export function errorForStatus(status: number, message: string, init: { response: ErrorResponse; request: ErrorRequest }): RequestError {
  const Ctor = BY_STATUS[status] ?? (status >= 500 ? InternalServerError : RequestError);
  return new Ctor(message, status, init);
}

/**
 * The exchange failed below HTTP: no answer came (NetworkError, TimeoutError), the caller gave up
 * (AbortError), or the answer was too large to take (ResponseTooLargeError).
 */
export class TransportError extends SpecforgeError {
  static override readonly brand: string = 'specforge.TransportError';
  /** The request, with credentials redacted (none for an abort during a wait between retries). */
  declare readonly request: ErrorRequest | undefined;
  constructor(message: string, request: ErrorRequest | undefined, options?: ErrorOptions) {
    super(message, options);
    this.request = request;
  }
}

/** The request never got a response: DNS, connection refused, reset. `cause` holds the original. */
export class NetworkError extends TransportError {
  static override readonly brand: string = 'specforge.NetworkError';
  declare readonly request: ErrorRequest;
  constructor(message: string, request: ErrorRequest, cause: unknown) {
    super(message, request, { cause });
  }
}

/** The request took longer than its `timeout`, or the server sent nothing for `idleTimeout` (milliseconds). */
export class TimeoutError extends TransportError {
  static override readonly brand: string = 'specforge.TimeoutError';
  declare readonly request: ErrorRequest;
  declare readonly timeout: number;
  constructor(request: ErrorRequest, timeout: number, idle = false) {
    super(`${request.method} ${request.url} ${idle ? 'received nothing for' : 'timed out after'} ${timeout} ms`, request);
    this.timeout = timeout;
  }
}

/** The caller aborted (its `request.signal`); `cause` is the signal's reason. */
export class AbortError extends TransportError {
  static override readonly brand: string = 'specforge.AbortError';
  constructor(message: string, cause: unknown, request?: ErrorRequest) {
    super(message, request, { cause });
  }

  /** The AbortError for a signal's `reason` (itself when it already is one): `<what> was aborted: <reason>`. */
  static from(reason: unknown, what: string, request?: ErrorRequest): AbortError {
    if (reason instanceof AbortError) return reason;
    const why = reason instanceof Error ? reason.message : reason === undefined ? 'no reason given' : String(reason);
    return new AbortError(`${what} was aborted: ${why}`, reason, request);
  }
}

/** The response body was larger than `request.maxResponseBytes` (counted after decompression). */
export class ResponseTooLargeError extends TransportError {
  static override readonly brand: string = 'specforge.ResponseTooLargeError';
  declare readonly request: ErrorRequest;
  declare readonly limit: number;
  constructor(request: ErrorRequest, limit: number) {
    super(`${request.method} ${request.url} answered with more than ${limit} bytes (request.maxResponseBytes)`, request);
    this.limit = limit;
  }
}

/** A list could not be followed: a page repeated its next link or token, or was not a JSON page. */
export class PaginationError extends SpecforgeError {
  static override readonly brand: string = 'specforge.PaginationError';
}

/** One reason a parameter was rejected. */
export interface ValidationIssue {
  /** The parameter, as a path: `key`, `output.annotations[3].title`. */
  parameter: string;
  /** What was expected, in words: `required`, `must be integer`, `must be <= 100`. */
  expected: string;
  /** The value received (`[REDACTED]` for secrets, undefined when missing). */
  received: unknown;
}

/** Parameters that do not match the spec. Raised before any network call. */
export class ValidationError extends SpecforgeError {
  static override readonly brand: string = 'specforge.ValidationError';
  /** The operation whose parameters (or event data) were rejected, as `namespace.method`. */
  declare readonly operation: string;
  declare readonly issues: ValidationIssue[];
  /** `what` was refused: the call's `parameters`, or the `event data` a stream's call asked to check. */
  constructor(operation: string, issues: ValidationIssue[], what = 'parameters') {
    super(`Invalid ${what} for ${operation}: ${issues.map(describeIssue).join('; ')}`);
    this.operation = operation;
    this.issues = issues;
  }
  /** The first rejected parameter. */
  get parameter(): string {
    return this.issues[0]?.parameter ?? '';
  }
  get expected(): string {
    return this.issues[0]?.expected ?? '';
  }
  get received(): unknown {
    return this.issues[0]?.received;
  }
}

function describeIssue(issue: ValidationIssue): string {
  const got = issue.received === undefined ? 'nothing' : safeJson(issue.received);
  return `"${issue.parameter}" ${issue.expected} (got ${got})`;
}

function safeJson(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return String(value);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  } catch {
    return String(value);
  }
}

/** A client option is missing or wrong; raised by the constructor (or when the option is first used), before any request. */
export class ConfigurationError extends SpecforgeError {
  static override readonly brand: string = 'specforge.ConfigurationError';
  declare readonly option: string;
  /** `shown` replaces the received value in the message (for values that must not be shown). */
  constructor(option: string, expected: string, received: unknown, shown?: string) {
    super(
      `${option}: expected ${expected}, got ${shown ?? (received === undefined ? 'nothing' : typeof received === 'function' ? 'a function' : (JSON.stringify(received) ?? typeof received))}`,
    );
    this.option = option;
  }
}
