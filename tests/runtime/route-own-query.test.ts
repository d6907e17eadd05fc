// runtime/route.ts ownQuery/ownQueryNames: the query a URL template writes itself, read one way by
// the client's route plan, the mocks' matcher and the generator's examples.
import { expect, test } from '@jest/globals';
import { ownQuery, ownQueryNames } from '../../runtime/route.js';

test.each([
  ['/', ''],
  ['/items/{id}', ''],
  ['/?Action=Describe', 'Action=Describe'],
  ['/rides?page={page}&per_page={per_page}', 'page={page}&per_page={per_page}'],
  ['/#X-Amz-Target=Service.Op', ''],
  ['/?Action=Tag#disambiguation', 'Action=Tag'],
  // A `?` inside the fragment belongs to the fragment.
  ['/files/{id}#remove?shared', ''],
])('%s writes the query "%s"', (template, query) => {
  expect(ownQuery(template)).toBe(query);
});

test('the names of the query a template fixes, decoded', () => {
  expect([...ownQueryNames('/?Action=Describe&Version=2020-01-01#frag')]).toEqual(['Action', 'Version']);
  expect([...ownQueryNames('/search?q%20x=1')]).toEqual(['q x']);
  expect(ownQueryNames('/files/{id}#remove?shared').size).toBe(0);
});
