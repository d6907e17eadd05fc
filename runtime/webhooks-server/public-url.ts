// The address webhooks reach the server at, for the printed routes and the landing page: the
// `publicUrl` option, else `https://<host>` when the service names an app platform's public-host
// variable (the platform sets it to the app's public host name) and it is set, else where it listens.

import { ConfigurationError } from '../errors.js';
import type { WebhooksServerDescription } from './description.js';

const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/;

export function resolvePublicUrl(option: string | undefined, publicHost: WebhooksServerDescription['publicHost']): string | undefined {
  if (option !== undefined) {
    if (typeof option !== 'string' || !/^https?:\/\/[^\s/]+/.test(option)) {
      throw new ConfigurationError('publicUrl', 'an absolute http(s) URL such as https://my-app.example', option);
    }
    return option.replace(/\/+$/, '');
  }
  if (publicHost === undefined) return undefined;
  const host = typeof process !== 'undefined' ? process.env[publicHost.variable] : undefined;
  if (host === undefined || host === '') return undefined;
  if (!HOST.test(host)) throw new ConfigurationError(publicHost.variable, `a host name such as ${publicHost.example}`, host);
  return `https://${host}`;
}
