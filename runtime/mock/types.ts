// The data a generated mock description is made of (`specforge/<service>/mocks` writes it) and
// what the mock service built from it records and offers. Types only.

import type { HttpHandler } from 'msw';
import type { BodyType, HttpMethod, ParamsValidator } from '../description.js';

/** How a value that travels as text is read back: its JSON type (or types, tried in order) and an array's item type. */
export interface MockTyped {
  type?: string | readonly string[] | undefined;
  items?: string | undefined;
}

export interface MockResource {
  /** The collection the records belong to (operations of one collection share records). */
  collection: string;
  action: 'create' | 'list' | 'read' | 'update' | 'delete';
  /** The path parameter naming the record (read, update, delete). */
  key?: string;
  /** The record field holding its key. */
  idField: string;
  /** The body field the record travels in (absent: the body is the record, or the list). */
  envelope?: string;
  /** The record's fields: the only request body fields copied into it (absent: every field). */
  fields?: readonly string[];
  /** Fields an update sets whatever the request says. */
  set?: Readonly<Record<string, unknown>>;
}

export interface MockParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'body' | 'cookie';
  /** The JSON Schema type (or types, tried in order), used to read path and query strings back into values. */
  type?: MockTyped['type'];
  /** An array's item type (an object item travels as JSON, as the client sends it). */
  items?: string;
  required: boolean;
  /** The header name of a header parameter. */
  header?: string;
  /** The cookie name of a cookie parameter. */
  cookie?: string;
  /** OpenAPI style and explode of an array or object parameter (query arrays: `a=1&a=2`, `a=1,2`, `a=1%202`, `a=1|2`). */
  style?: { style: string; explode: boolean; reserved?: boolean };
  /**
   * An object query parameter sent exploded (`page=1&size=2`; other keys of the query are its
   * properties) or as a deepObject (`range[from]=1`), or a form body sent whole (`data`): its
   * properties' types.
   */
  properties?: Record<string, MockTyped>;
}

export interface MockResponse {
  status: number;
  body?: unknown;
  /**
   * Header values that are not strings are sent in the simple style (`k,v`, `a,b`). With a
   * `content-type` that is not JSON, the body is sent as it is (a string, or bytes).
   */
  headers?: Record<string, unknown>;
  /**
   * Answers a `text/event-stream` instead of a body: each event in order (data written as JSON
   * unless a string), each `delay` milliseconds after the one before it.
   */
  events?: readonly MockEvent[];
}

/** One server-sent event of a mock answer. */
export interface MockEvent {
  data: unknown;
  event?: string;
  id?: string;
  /** Milliseconds to wait before sending it (default 0). */
  delay?: number;
}

export interface MockOperation {
  key: string;
  method: HttpMethod;
  path: string;
  /** The path's or operation's own server (the service's base URL when absent, and whenever the mocks are given `baseUrl`). */
  server?: string;
  params: readonly MockParam[];
  rawBody?: boolean;
  /** The operation's body is required (sent even when empty: `{}`). */
  bodyRequired?: boolean;
  /** How the request body travels (default json). */
  bodyType?: BodyType;
  previews?: readonly string[];
  /** An older name of another operation (same verb and path): that operation's handler answers it. */
  aliasOf?: string;
  /** The record this operation creates, lists, reads, updates or deletes: answered from the mocks' store (resource-store.ts). */
  resource?: MockResource;
  validate?: ParamsValidator;
  response: MockResponse & { validate?: ParamsValidator };
  /** A body of each error response the document describes, by status as it writes it (`404`, `4XX`, `default`). */
  errors?: Readonly<Record<string, unknown>>;
  /** Answers a request that matches the spec instead of the fixture (e.g. a paged activity feed). */
  responder?: (call: RecordedCall) => MockResponse | Promise<MockResponse>;
  /** Parameters to call the operation with, and the request the spec says they produce. */
  example: {
    params: Record<string, unknown>;
    /** An exploded array query parameter is its values in order. */
    request: { method: HttpMethod; path: string; query: Record<string, string | readonly string[]>; body?: unknown };
  };
}

export interface MockServiceDescription {
  name: string;
  baseUrl: string;
  previewAccept?: string;
  /** Query parameters that carry credentials (allowed on every operation). */
  authQuery?: readonly string[];
  /** The OAuth 2 token endpoints of the document's flows (relative ones against the base URL), answered with mock tokens. */
  tokenUrls?: readonly string[];
  operations: readonly MockOperation[];
}

export interface RecordedCall {
  operation: string;
  method: string;
  url: string;
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** Every way the request differs from the spec; empty when it matches. */
  violations: string[];
}

export type MockResponder = MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>);

export interface MockService {
  readonly handlers: HttpHandler[];
  /** Every request the handlers received, oldest first. */
  readonly calls: RecordedCall[];
  lastCall(): RecordedCall | undefined;
  /**
   * Answers `key` with this response (or function) instead of the fixture, until reset. A status
   * alone answers with that status and a body of the type the document gives it (its `4XX` or
   * `default` response's when it names no such status; none when the document describes none).
   */
  respond(key: string, responder: MockResponder | number): void;
  /** Forgets the calls, the `respond` overrides and every record the stateful operations kept. */
  reset(): void;
}

export interface MockServiceOptions {
  baseUrl?: string;
}
