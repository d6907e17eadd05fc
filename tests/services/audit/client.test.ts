// AuditClient against the generated activity-feed mocks: pages followed to the end with
// `for await`, parameters validated before any request (maxResults bounds, start before end,
// catalogue event names), Google error bodies as typed errors, 503/429 retried with backoff, the
// token as access_token or as a bearer header and never in errors, and the mocks' filters.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import {
  AuditClient,
  AuthenticationError,
  ConfigurationError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
  ValidationError,
  auditEventCatalogue,
  type AuditActivity,
} from 'specforge/audit';
import { createAuditActivityMocks } from 'specforge/audit/mocks';
import { PagePromise } from 'specforge';

const TOKEN = 'ya29.secret-token-XYZ';
const mocks = createAuditActivityMocks({ count: 150 });
const server = setupServer(...mocks.handlers);
const waits: number[] = [];
const client = new AuditClient({ auth: TOKEN, retryPolicy: { sleep: async (ms) => void waits.push(ms) } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mocks.reset();
  waits.length = 0;
});
afterAll(() => server.close());

async function all(p: AsyncIterable<AuditActivity>): Promise<AuditActivity[]> {
  const out: AuditActivity[] = [];
  for await (const a of p) out.push(a);
  return out;
}

describe('paging', () => {
  test('for await follows 3 pages to the end', async () => {
    const activities = await all(client.activities.list({ maxResults: 50 }));
    expect(activities).toHaveLength(150);
    expect(mocks.calls.map((c) => c.query.pageToken)).toEqual([undefined, expect.any(String), expect.any(String)]);
    expect(mocks.calls.every((c) => c.violations.length === 0 && c.query.maxResults === '50')).toBe(true);
    expect(activities.map((a) => a.id!.uniqueQualifier)).toEqual(mocks.activities.map((a) => (a.id as { uniqueQualifier: string }).uniqueQualifier));
  });

  test('awaiting gives the first page, decoded; pages() yields every response', async () => {
    const promise = client.activities.list({ maxResults: 100 });
    expect(promise).toBeInstanceOf(PagePromise);
    const { status, data } = await promise;
    expect(status).toBe(200);
    expect(data.items).toHaveLength(100);
    expect(data.nextPageToken).toEqual(expect.any(String));
    expect(data.items![0]!.events[0]).toMatchObject({ known: true, name: 'deny_access_request', group: 'access', type: 'access' });
    const sizes: number[] = [];
    for await (const page of client.activities.list({ maxResults: 100 }).pages()) sizes.push(page.data.items?.length ?? 0);
    expect(sizes).toEqual([100, 50]);
  });

  test('an empty answer (204, no body) is an empty list: for await yields nothing', async () => {
    mocks.respond('activities.list', { status: 204 });
    expect(await all(client.activities.list())).toEqual([]);
    expect(mocks.calls).toHaveLength(1);
  });

  test('a service that repeats its next token stops with an error instead of looping', async () => {
    mocks.respond('activities.list', { status: 200, body: { kind: 'k', items: [], nextPageToken: 'same' } });
    await expect(all(client.activities.list())).rejects.toThrow(/nextPageToken "same" twice/);
    expect(mocks.calls).toHaveLength(2);
  });
});

describe('parameters are validated before any request', () => {
  test.each([
    [{ maxResults: 0 }, 'maxResults', /must be at least 1/],
    [{ maxResults: 1001 }, 'maxResults', /must be at most 1000/],
    [{ startTime: '2020-11-02T00:00:00Z', endTime: '2020-11-01T00:00:00Z' }, 'startTime', /must be before endTime/],
    [{ startTime: '2020-11-01T00:00:00Z', endTime: '2020-11-01T00:00:00Z' }, 'startTime', /must be before endTime/],
    [{ startTime: 'yesterday' }, 'startTime', /must match the pattern/],
    [{ endTime: '2020-11-01' }, 'endTime', /must match the pattern/],
    [{ eventName: 'edited' }, 'eventName', /known values .*allowUnknown: true/],
    [{ eventName: 'restore' }, 'eventName', /"restore" is not one of them; it is called "untrash"/],
    [{ groupIdFilter: 'abc' }, 'groupIdFilter', /must match the pattern/],
  ])('%j', async (params, parameter, expected) => {
    const error = await client.activities.list(params as never).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).parameter).toBe(parameter);
    expect((error as ValidationError).message).toMatch(expected);
    expect(mocks.calls).toHaveLength(0);
  });

  test('for await also rejects before any request', async () => {
    await expect(all(client.activities.list({ maxResults: 1001 }))).rejects.toBeInstanceOf(ValidationError);
    expect(mocks.calls).toHaveLength(0);
  });

  test('an event the catalogue lacks is sent only when allowed, and decodes as unknown', async () => {
    const { data } = await client.activities.list({ eventName: 'an_event_added_later', allowUnknown: true });
    expect(mocks.lastCall()?.query).toEqual({ eventName: 'an_event_added_later', access_token: TOKEN });
    expect(data.items!.length).toBeGreaterThan(0);
    expect(data.items!.every((a) => a.events.every((e) => !e.known && e.name === 'an_event_added_later'))).toBe(true);
  });

  test.each([
    ['view', 'access'],
    ['untrash', 'access'],
    ['change_user_access', 'acl_change'],
    ['storage_usage_update', 'pooled_quota_metadata'],
  ])('%s is a catalogue event: accepted without allowUnknown, decoded as a known event of type %s', async (name, type) => {
    const { data } = await client.activities.list({ eventName: name });
    expect(mocks.lastCall()?.query).toEqual({ eventName: name, access_token: TOKEN });
    const events = data.items!.flatMap((a) => a.events);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.known && e.name === name && e.type === type && e.group === type)).toBe(true);
  });

  test('the filters and standard parameters of the official description are sent', async () => {
    const params = {
      resourceDetailsFilter: 'resourceDetails.id = "abc"',
      applicationInfoFilter: 'oAuthClientId="1"',
      networkInfoFilter: 'regionCode="IN"',
      statusFilter: 'statusCode="200"',
      deviceFilter: 'deviceType="ANDROID"',
      agentInfoFilter: 'agentId="a"',
      includeSensitiveData: true,
      fields: 'items(id,events)',
      quotaUser: 'me',
      prettyPrint: false,
      filters: 'doc_id==12345',
      groupIdFilter: 'id:abc,id:def',
      orgUnitID: 'id:a1',
      customerId: 'my_customer',
      startTime: '2020-11-01T00:00:00.000+01:00',
    };
    await client.activities.list(params);
    expect(mocks.lastCall()).toMatchObject({ violations: [] });
    expect(mocks.lastCall()!.query).toMatchObject({ includeSensitiveData: 'true', prettyPrint: 'false', statusFilter: 'statusCode="200"' });
  });
});

describe('the mocks honour eventName, type and maxResults', () => {
  test('eventName', async () => {
    const activities = await all(client.activities.list({ eventName: 'move' }));
    expect(activities.length).toBeGreaterThanOrEqual(2);
    expect(activities.flatMap((a) => a.events.map((e) => e.name))).toEqual(activities.map(() => 'move'));
    // multiValue variants: the feed sends folder titles both ways
    const titles = activities.map((a) => (a.events[0]!.parameters as { destination_folder_title?: unknown }).destination_folder_title);
    expect(titles.some((t) => typeof t === 'string')).toBe(true);
    expect(titles.some((t) => Array.isArray(t))).toBe(true);
  });

  test('type=access returns only events of type access: the whole access group, no sharing changes', async () => {
    const events = (await all(client.activities.list({ type: 'access' }))).flatMap((a) => a.events);
    expect(events.every((e) => e.type === 'access' && e.known && e.group === 'access')).toBe(true);
    const names = new Set(events.map((e) => e.name));
    for (const name of ['deny_access_request', 'edit', 'view', 'untrash', 'upload', 'trash', 'edit_comment']) expect(names).toContain(name);
    expect(names.has('change_user_access')).toBe(false);
  });

  test('type is applied to the returned events too, so a service that ignores it gives the same result', async () => {
    const activity = (events: object[]) => ({ kind: 'admin#reports#activity', id: { time: '2020-11-10T07:52:59.677Z', uniqueQualifier: '1' }, events });
    mocks.respond('activities.list', {
      status: 200,
      body: {
        kind: 'admin#reports#activities',
        items: [
          activity([
            { type: 'access', name: 'view' },
            { type: 'acl_change', name: 'change_user_access' },
          ]),
          activity([{ type: 'acl_change', name: 'change_owner' }]),
          activity([{ type: 'access', name: 'edit' }]),
        ],
      },
    });
    const { data } = await client.activities.list({ type: 'access' });
    expect(mocks.lastCall()?.query.type).toBe('access');
    expect(data.items!.map((a) => a.events.map((e) => e.name))).toEqual([['view'], ['edit']]);
  });

  test('maxResults sets the page size', async () => {
    const { data } = await client.activities.list({ maxResults: 7 });
    expect(data.items).toHaveLength(7);
  });

  test('the feed covers every catalogue event, unknown events and odd values', async () => {
    const events = (await all(client.activities.list())).flatMap((a) => a.events);
    const seen = new Set(events.map((e) => e.name));
    for (const name of Object.keys(auditEventCatalogue.events)) expect(seen).toContain(name);
    expect(events.some((e) => !e.known)).toBe(true);
    expect(events.some((e) => e.known && e.issues.some((i) => i.problem === 'not-in-enum'))).toBe(true);
    expect(events.some((e) => e.known && (e.parameters as { primary_event?: boolean }).primary_event === false)).toBe(true);
  });

  test('the feed is deterministic', () => {
    expect(createAuditActivityMocks({ count: 150 }).activities).toEqual(mocks.activities);
  });
});

describe('errors and retries', () => {
  const googleError = (code: number, message: string) => ({ error: { code, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } });

  test("the feed answers a page token it never gave with 400 in the document's own error shape", async () => {
    const error = await client.activities.list({ pageToken: 'forged' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).data).toEqual({
      error: {
        code: 400,
        message: 'Invalid pageToken',
        status: 'INVALID_ARGUMENT',
        errors: [{ message: 'Invalid pageToken', domain: 'domain', reason: 'reason' }],
      },
    });
    expect(mocks.lastCall()?.violations).toEqual([]);
  });

  test('a Google error body becomes a typed error without the token', async () => {
    mocks.respond('activities.list', { status: 400, body: googleError(400, 'Start time is after end time.') });
    const error = await client.activities.list().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toContain('Start time is after end time.');
    expect((error as BadRequestError).data).toEqual(googleError(400, 'Start time is after end time.'));
    const dump = JSON.stringify({
      message: (error as Error).message,
      request: (error as BadRequestError).request,
      response: (error as BadRequestError).response,
      stack: (error as Error).stack,
    });
    expect(dump).not.toContain(TOKEN);
    expect(dump).toContain('access_token=[REDACTED]');
    expect(mocks.lastCall()?.query.access_token).toBe(TOKEN);
  });

  test('401 is not retried', async () => {
    mocks.respond('activities.list', { status: 401, body: googleError(401, 'Login Required.') });
    await expect(client.activities.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(mocks.calls).toHaveLength(1);
  });

  test('503 and 429 are retried with exponential backoff, then succeed', async () => {
    let n = 0;
    mocks.respond('activities.list', () => {
      n++;
      if (n === 1) return { status: 503, body: googleError(503, 'Quota exceeded') };
      if (n === 2) return { status: 429, body: googleError(429, 'Rate limit') };
      if (n === 3) return { status: 503, body: googleError(503, 'Quota exceeded') };
      return { status: 200, body: { kind: 'admin#reports#activities' } };
    });
    const { data } = await client.activities.list();
    expect(data).toEqual({ kind: 'admin#reports#activities' });
    expect(waits).toEqual([5000, 10000, 20000]);
  });

  test('Retry-After wins over the backoff; retries run out with the last error', async () => {
    mocks.respond('activities.list', { status: 503, headers: { 'retry-after': '2' }, body: googleError(503, 'Quota exceeded') });
    await expect(client.activities.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(mocks.calls).toHaveLength(5);
    expect(waits).toEqual([2000, 2000, 2000, 2000]);
  });

  test('retryPolicy: false turns retries off', async () => {
    mocks.respond('activities.list', { status: 429, body: googleError(429, 'Rate limit') });
    await expect(new AuditClient({ auth: TOKEN, retryPolicy: false }).activities.list()).rejects.toBeInstanceOf(RateLimitError);
    expect(mocks.calls).toHaveLength(1);
  });
});

describe('authentication', () => {
  test('access_token query parameter by default', async () => {
    await client.activities.list({ maxResults: 1 });
    const call = mocks.lastCall()!;
    expect(call.query.access_token).toBe(TOKEN);
    expect(call.headers.authorization).toBeUndefined();
  });

  test('authScheme: bearer sends an Authorization header instead', async () => {
    await new AuditClient({ auth: TOKEN, authScheme: 'bearer' }).activities.list({ maxResults: 1 });
    const call = mocks.lastCall()!;
    expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call.query.access_token).toBeUndefined();
  });

  test('an unknown authScheme is a ConfigurationError when the client is made, with no request', () => {
    const error = (() => {
      try {
        return new AuditClient({ auth: TOKEN, authScheme: 'basic' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).option).toBe('authScheme');
    expect((error as Error).message).toContain('"access_token", "bearer"');
    expect(mocks.calls).toHaveLength(0);
  });
});
