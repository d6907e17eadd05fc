// Picks which of a service's auth schemes a client uses. By default the first one the spec lists;
// `authScheme` in the client options selects another by its query parameter or header name
// (`access_token`, `authorization`) or by its prefix (`bearer`), case-insensitively.

import { ValidationError } from './errors.js';
import type { AuthScheme } from './types.js';

export function pickAuthScheme(schemes: readonly AuthScheme[], wanted: string | undefined): AuthScheme | undefined {
  if (wanted === undefined) return schemes[0];
  const w = wanted.toLowerCase();
  const found = schemes.find((s) => s.name.toLowerCase() === w || (s.kind === 'header' && s.prefix.toLowerCase() === w));
  if (found) return found;
  const known = schemes.map((s) => JSON.stringify(s.kind === 'header' && s.prefix ? s.prefix.toLowerCase() : s.name)).join(', ');
  throw new ValidationError('client options', [{ parameter: 'authScheme', expected: `must be one of ${known || '(none: the service takes no credentials)'}`, received: wanted }]);
}
