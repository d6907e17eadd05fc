// The generated reference (generated/hosting/README.md) and JSDoc show each operation's seed notes:
// permission, token class, redirects, limits, variants, and the replacement of deprecated methods.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';

const readme = readFileSync(new URL('../../../generated/hosting/README.md', import.meta.url), 'utf8');
const client = readFileSync(new URL('../../../generated/hosting/client.ts', import.meta.url), 'utf8');

function section(key: string): string {
  const [ns, method] = key.split('.');
  const start = readme.indexOf(`#### \`client.${ns}.${method}(`);
  expect(start).toBeGreaterThan(0);
  const end = readme.indexOf('\n#### ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

test.each([
  ['apps.createInstallationToken', ['Authentication: appJwt', 'Note: Token: app token', 'repository_ids']],
  ['apps.getAuthenticated', ['Note: Token: app token']],
  ['apps.createContentAttachment', ['Note: Token: installation access token', 'six hours']],
  ['apps.listInstallationsForAuthenticatedUser', ['Note: Token: user-to-server OAuth token']],
  ['apps.checkToken', ['Authentication: basic', 'client_id as user name and its client secret as password', 'invalid tokens give 404']],
  ['apps.listPlans', ['Authentication: token or basic', 'OAuth apps use basic authentication']],
  ['apps.getBySlug', ['Public app: no authentication']],
  ['checks.create', ['Permission: checks:write', 'at most 50 per request']],
  ['checks.get', ['Permission: checks:read on a private repository']],
  ['actions.createOrUpdateSecretForRepo', ['Write access; app permission secrets']],
  ['actions.downloadArtifact', ['archive_format must be zip', 'expires after 1 minute', "`'zip'`"]],
  ['actions.createRegistrationToken', ['Admin access; app permission administration; token expires after one hour']],
  ['activity.markAsRead', ['202 Accepted', 'asynchronously']],
  ['activity.watchRepoLegacy', ['Variant: legacy', 'Content-Length must be zero']],
  ['apps.listPlansStubbed', ['Variant: stubbed']],
])('%s shows its notes', (key, texts) => {
  const text = section(key);
  for (const t of texts) expect(text).toContain(t);
});

test.each([
  ['apps.findOrgInstallation', 'apps.getOrgInstallation'],
  ['apps.findRepoInstallation', 'apps.getRepoInstallation'],
  ['apps.findUserInstallation', 'apps.getUserInstallation'],
  ['apps.checkAuthorization', 'apps.checkToken'],
  ['apps.resetAuthorization', 'apps.resetToken'],
  ['apps.revokeAuthorizationForApplication', 'apps.deleteToken'],
  ['apps.revokeGrantForApplication', 'apps.deleteAuthorization'],
])('%s is marked deprecated in favour of %s, in the docs and in the JSDoc', (key, replacement) => {
  expect(section(key)).toMatch(new RegExp(`\\*\\*Deprecated:\\*\\* .*${replacement.replace('.', '\\.')}`));
  const method = key.split('.')[1]!;
  const jsdoc = client.slice(0, client.indexOf(`    ${method}: Method<`));
  expect(jsdoc.slice(jsdoc.lastIndexOf('/**'))).toMatch(new RegExp(`@deprecated .*${replacement.replace('.', '\\.')}`));
});
