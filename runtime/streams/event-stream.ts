// Server-sent events: what an operation that answers with `text/event-stream` returns. The
// generated route names `eventStream` as its `events` reader; the transport then hands over a
// successful answer's body as it arrives (runtime/transport/exchange.ts `stream`) and this module
// reads it with eventsource-parser (a well-kept parser of the WHATWG format: fields, comments,
// multi-line data, `retry:`), one event per iteration. An answer of another content type (OpenAI's
// operations answer JSON unless asked to stream) is collected and decoded as any other.
// Each event's data is parsed as JSON when it parses and kept as its text otherwise (OpenAI ends
// its streams with `data: [DONE]`). Breaking the loop, or aborting the call's signal, closes the
// connection. A GET whose connection drops mid-stream is sent again after the server's `retry:`
// (1 s unless it said), with `Last-Event-ID` when the events carried ids, up to 5 times in a row
// without an event in between; other methods are not resent (a POST may not be repeated). A call
// with `request.validateEvents` checks each JSON event's data against the route's generated
// validator (loaded when the stream is first read) and ends with a ValidationError at the first
// event that breaks it, after yielding those before it.
// Imported by generated routes (through specforge/runtime/routes): it must not reach the pipeline's
// stages or transports, which a full client loads with its first request.

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ParamsValidator, StreamedAnswer } from '../description.js';
import { AbortError, NetworkError, SpecforgeError, ValidationError } from '../errors.js';
import type { ClientState, RawResponse, RequestContext } from '../pipeline/context.js';
import type { Transport } from '../pipeline/stage.js';
import { transportFailure } from '../pipeline/transport-failure.js';
import { DEFAULT_MAX_RESPONSE_BYTES, maxBytesOf } from '../transport/exchange.js';
import { issuesFromErrors } from '../validation.js';
import { sleep } from '../wait.js';

/** One event of a stream: its data parsed as JSON (its text when it is not JSON), its name and id when the server gave them. */
export interface ServerSentEvent<T> {
  /** The `event:` field (undefined for the default, `message`). */
  event: string | undefined;
  /** The `id:` field, when the server gave one. */
  id: string | undefined;
  /** The data as JSON, or its text when it does not parse (such as `[DONE]`). */
  data: T | string;
}

/** How many times in a row a dropped stream is resumed without an event in between. */
export const MAX_RESUMES = 5;
const DEFAULT_RETRY_MS = 1000;

/** Opens the stream again from `lastEventId` (undefined when none was seen) after `retry` ms; undefined when the server said to stop (204). */
type Resume = (lastEventId: string | undefined, retry: number) => Promise<ReadableStream<Uint8Array> | undefined>;

/** The events of one answer, read once, in order; `for await` over it, or `close()` it. */
export class EventStream<T = unknown> implements AsyncIterable<ServerSentEvent<T>> {
  #body: ReadableStream<Uint8Array> | undefined;
  readonly #resume: Resume | undefined;
  readonly #fail: (error: unknown) => Error;
  readonly #maxEvent: number;
  #read = false;

  readonly #check: Check | undefined;

  /** @internal Made by `eventStream` for a route's answer. */
  constructor(body: ReadableStream<Uint8Array>, fail: (error: unknown) => Error, resume?: Resume, maxEvent = DEFAULT_MAX_RESPONSE_BYTES, check?: Check) {
    this.#body = body;
    this.#fail = fail;
    this.#resume = resume;
    this.#maxEvent = maxEvent;
    this.#check = check;
  }

  /** Closes the connection without reading further (what breaking out of `for await` does). */
  async close(): Promise<void> {
    const body = this.#body;
    this.#body = undefined;
    if (body && !body.locked) await body.cancel().catch(() => undefined);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<ServerSentEvent<T>> {
    if (this.#read) throw new SpecforgeError('an event stream is read once (it was already iterated)');
    this.#read = true;
    const queue: ServerSentEvent<T>[] = [];
    let retry = DEFAULT_RETRY_MS;
    let lastEventId: string | undefined;
    let parseError: Error | undefined;
    // The event-data check, when the call asked for one; the first refusal ends the stream after the events before it.
    const check = this.#check && (await this.#check.validator());
    let invalid: ValidationError | undefined;
    const parser = createParser({
      maxBufferSize: this.#maxEvent,
      onEvent: (message: EventSourceMessage) => {
        if (invalid) return;
        let data: unknown = message.data;
        try {
          data = JSON.parse(message.data);
        } catch {
          // Not JSON (such as `[DONE]`): the text, unchecked.
          return void queue.push({ event: message.event, id: message.id, data: message.data });
        }
        if (check && !check(data)) invalid = invalidEvent(this.#check!.operation, check, data);
        else queue.push({ event: message.event, id: message.id, data: data as T });
      },
      onId: (id) => (lastEventId = id),
      onRetry: (ms) => (retry = ms),
      onError: (error) => (parseError ??= error),
    });
    const text = new TextDecoder();
    let failures = 0;
    while (this.#body) {
      const reader = this.#body.getReader();
      // False while the loop may still be broken out of (`return`): the connection is then closed.
      let settled = false;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            // The stream ended: a last event without its blank line is still an event (as browsers do not, the spec allows either; we keep it).
            parser.feed(`${text.decode()}\n\n`);
            settled = true;
            this.#body = undefined;
            yield* queue.splice(0);
            if (invalid) throw invalid;
            return;
          }
          parser.feed(text.decode(value, { stream: true }));
          if (parseError) throw parseError;
          if (queue.length) failures = 0;
          yield* queue.splice(0);
          if (invalid) throw invalid;
        }
      } catch (error) {
        settled = true;
        await reader.cancel().catch(() => undefined);
        if (error === invalid) {
          this.#body = undefined;
          throw error;
        }
        // Only a dropped connection is resumed (not an abort, nor a stream that does not parse).
        const failure = this.#fail(error);
        if (!this.#resume || parseError || !(failure instanceof NetworkError) || failures >= MAX_RESUMES) {
          this.#body = undefined;
          throw failure;
        }
        failures++;
        try {
          this.#body = await this.#resume(lastEventId, retry);
        } catch (again) {
          this.#body = undefined;
          // Aborted while waiting or resuming: the abort; any other refusal: the drop that made us resume.
          throw again instanceof AbortError ? again : failure;
        }
        parser.reset();
      } finally {
        if (!settled) {
          this.#body = undefined;
          await reader.cancel().catch(() => undefined);
        }
        reader.releaseLock();
      }
    }
  }
}

/** How a stream checks its events: the operation's name and its event-data validator, loading. */
interface Check {
  operation: string;
  validator: () => Promise<ParamsValidator>;
}

/** The ValidationError of event data `validate` has just refused, each issue named from the event's `data`. */
function invalidEvent(operation: string, validate: ParamsValidator, data: unknown): ValidationError {
  const issues = issuesFromErrors(validate.errors ?? [], data).map((issue) => ({
    ...issue,
    parameter: issue.parameter === '(parameters)' ? 'data' : `data${issue.parameter.startsWith('[') ? '' : '.'}${issue.parameter}`,
  }));
  return new ValidationError(operation, issues, 'event data');
}

/** The `events` reader of a route: the EventStream of a successful `text/event-stream` answer (the body as it is with the call's `responseType: 'stream'`). */
export function eventStream(raw: StreamedAnswer, ctx: RequestContext, transport: Transport, client: ClientState): unknown {
  const http = ctx.http!;
  const options = http.options;
  if (options.responseType === 'stream') return raw.body;
  const signal = options.signal;
  const fail = (error: unknown): Error => transportFailure(client, ctx, error);
  const resume: Resume | undefined =
    http.method === 'GET'
      ? async (lastEventId, retry) => {
          await sleep(retry, signal);
          const headers = lastEventId === undefined ? http.headers : { ...http.headers, 'last-event-id': lastEventId };
          const again = await transport<RawResponse>({ ...ctx, http: { ...http, headers } }, (_, answer) => answer);
          if (again.body instanceof Uint8Array) {
            if (again.status === 204) return undefined;
            throw new SpecforgeError(`the server answered ${again.status} when the stream was resumed`);
          }
          return again.body;
        }
      : undefined;
  const load = options.validateEvents ? ctx.route.eventValidator : undefined;
  return new EventStream(raw.body, fail, resume, maxBytesOf(options), load && { operation: ctx.operation, validator: load });
}
