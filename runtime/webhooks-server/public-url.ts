// The address webhooks reach the server at, for the printed routes and the landing page: the
// `publicUrl` option, else `https://$SPACE_HOST` when running on a Hugging Face Space (the
// platform sets SPACE_HOST to the Space's public host name), else where it listens.

import { ConfigurationError } from '../errors.js';

const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/;

/** Where the settings of the service's webhooks are edited; printed at startup. */
export const WEBHOOK_SETTINGS_URL = 'https://huggingface.co/settings/webhooks';

export function resolvePublicUrl(option: string | undefined): string | undefined {
  if (option !== undefined) {
    if (typeof option !== 'string' || !/^https?:\/\/[^\s/]+/.test(option)) {
      throw new ConfigurationError('publicUrl', 'an absolute http(s) URL such as https://my-app.example', option);
    }
    return option.replace(/\/+$/, '');
  }
  const spaceHost = typeof process !== 'undefined' ? process.env.SPACE_HOST : undefined;
  if (spaceHost === undefined || spaceHost === '') return undefined;
  if (!HOST.test(spaceHost)) throw new ConfigurationError('SPACE_HOST', 'a host name such as alice-my-space.hf.space', spaceHost);
  return `https://${spaceHost}`;
}
