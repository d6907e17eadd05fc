// The Prism check's reading of Prism's answers (violations.ts): the sl-violations header, whole
// or cut, Prism's own problem+json when the document has no 400/422, and the verdict of a call.
import { describe as group, expect, test } from '@jest/globals';
import type { Exchange } from './proxy.js';
import { judge, parseViolations, problemOf } from './violations.js';

const sent = { method: 'POST', url: '/pets?limit=1', headers: { 'content-type': 'application/json' }, body: '{}' };
const exchange = (response: Exchange['response']): Exchange => ({ operation: 'pets.create', request: sent, response });
const result = { operation: 'pets.create', method: 'POST', path: '/pets' };

group('parseViolations', () => {
  test('reads the JSON array Prism sends', () => {
    const header = JSON.stringify([
      { location: ['request', 'query', 'limit'], severity: 'Error', code: 'type', message: 'Request query parameter limit must be integer' },
    ]);
    expect(parseViolations(header)).toEqual([
      { location: ['request', 'query', 'limit'], severity: 'Error', code: 'type', message: 'Request query parameter limit must be integer' },
    ]);
    expect(parseViolations(undefined)).toEqual([]);
  });

  test("keeps the whole entries of a header Prism cut, and says it was cut (as a warning: the cut ones are its answer's)", () => {
    const entry = '{"location":["request","body"],"severity":"Error","code":"required","message":"Request body must have required property \'name\'"}';
    const header = `Too many violations! [${entry},{"location":["response","body","da`;
    expect(parseViolations(header)).toEqual([
      { location: ['request', 'body'], severity: 'Error', code: 'required', message: "Request body must have required property 'name'" },
      { location: ['sl-violations'], severity: 'Warning', message: 'Prism cut the header after 1 violations' },
    ]);
  });

  test('an unreadable header is one violation saying so, not a pass', () => {
    expect(parseViolations('nonsense')).toEqual([{ location: [], severity: 'Error', message: 'unreadable sl-violations header: nonsense' }]);
  });
});

test("problemOf reads Prism's made-up 422: title, detail, and its violations placed under request", () => {
  const body = JSON.stringify({
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request',
    status: 422,
    detail: 'Your request is not valid',
    validation: [{ location: ['body'], severity: 'Error', code: 'required', message: "Request body must have required property 'type'" }],
  });
  expect(problemOf(body)).toEqual({
    title: 'Invalid request: Your request is not valid',
    violations: [{ location: ['request', 'body'], severity: 'Error', code: 'required', message: "Request body must have required property 'type'" }],
  });
  expect(problemOf('not json')).toBeUndefined();
  expect(problemOf(undefined)).toBeUndefined();
});

group('judge', () => {
  test('a 2xx without request violations is accepted; warnings and violations of the answer are kept apart', () => {
    const header = JSON.stringify([
      { location: ['request', 'query', 'since'], severity: 'Warning', message: 'Query param since is deprecated' },
      { location: ['response', 'body', 'id'], severity: 'Error', message: 'Response body property id must be string' },
    ]);
    const outcome = judge(result, [exchange({ status: 200, violations: header })]);
    expect(outcome).toMatchObject({
      verdict: 'accepted',
      statuses: [200],
      problems: [],
      warnings: ['request.query.since: Query param since is deprecated'],
      answerViolations: ['response.body.id: Response body property id must be string'],
      sent,
    });
  });

  test('a 500 that Prism made because its own answer broke the document (--errors) is not a rejection', () => {
    const header = JSON.stringify([{ location: ['response', 'body'], severity: 'Error', message: 'Response body must have required property id' }]);
    expect(judge({ ...result, error: 'InternalServerError: answered 500' }, [exchange({ status: 500, violations: header })]).verdict).toBe('accepted');
  });

  test('a request violation of severity Error is a rejection, with its location and message', () => {
    const header = JSON.stringify([{ location: ['request', 'body'], severity: 'Error', message: 'Body parameter is required' }]);
    expect(judge(result, [exchange({ status: 400, violations: header })])).toMatchObject({
      verdict: 'rejected',
      problems: ['request.body: Body parameter is required'],
    });
  });

  test('a 4xx without a header is a rejection: the violations of its problem+json, else its title', () => {
    const made = JSON.stringify({
      title: 'Invalid request',
      detail: 'no validation response',
      validation: [{ severity: 'Error', message: 'Body parameter is required' }],
    });
    expect(judge(result, [exchange({ status: 422, body: made })]).problems).toEqual(['request: Body parameter is required']);
    const notFound = JSON.stringify({ title: 'Route not resolved, no path matched', detail: 'The route /a.b has not been found' });
    expect(judge(result, [exchange({ status: 404, body: notFound })]).problems).toEqual([
      'status 404: Route not resolved, no path matched: The route /a.b has not been found',
    ]);
  });

  test('nothing sent is its own verdict, with what the call threw', () => {
    expect(judge({ ...result, error: 'ValidationError: name is required' }, [])).toMatchObject({
      verdict: 'not-sent',
      problems: ['ValidationError: name is required'],
    });
  });

  test('a call Prism accepted but that lacks a parameter the document requires is incomplete', () => {
    const outcome = judge(result, [exchange({ status: 200 })], (request) =>
      request.url.includes('fields=') ? [] : ["query: required parameter 'fields' was not sent"],
    );
    expect(outcome).toMatchObject({ verdict: 'incomplete', missing: ["query: required parameter 'fields' was not sent"] });
  });
});
