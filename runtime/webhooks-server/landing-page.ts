// The default page at `/`: what this server is, every registered route with its full URL, and
// how to configure the secret. Rendered by a tagged template that escapes every interpolated
// value (no template engine at run time: the page is small, and handlebars would become a
// runtime dependency that compiles templates with `new Function`).

export interface LandingPageRoute {
  /** `/webhooks/say_hello` */
  route: string;
  /** The address to configure in the webhook, e.g. `http://127.0.0.1:8080/webhooks/say_hello`. */
  url: string;
}

/** What the landing page (or the caller's `ui` function) gets to show. */
export interface LandingPageInfo {
  routes: readonly LandingPageRoute[];
  /** True when a secret is set; the secret itself is never given to the page. */
  secretConfigured: boolean;
  /** Where the server is reached, e.g. `http://127.0.0.1:8080` or a public tunnel address. */
  baseUrl: string;
  /** The header deliveries carry the secret in (absent: the service's deliveries carry none). */
  secretHeader?: string;
  /** Where the service's webhooks are set up, when the spec says. */
  settingsUrl?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Markup already escaped by `html`. */
class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Tagged template: interpolations are escaped unless they are `html` results (or arrays of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((p) => (p instanceof SafeHtml ? p.text : escapeHtml(p))).join('');
    out += strings[i + 1]!;
  });
  return new SafeHtml(out);
}

export function renderLandingPage(info: LandingPageInfo): string {
  const routes = info.routes.length
    ? html`<ul id="routes">${info.routes.map((r) => html`<li data-route="${r.route}"><code>POST ${r.url}</code></li>`)}</ul>`
    : html`<p id="routes">No webhook is registered yet: call <code>server.addWebhook(handler)</code>.</p>`;
  const secret =
    info.secretHeader === undefined
      ? html`<p id="secret" data-secret="none">This service's deliveries carry no secret, so these endpoints are open to everyone.</p>`
      : info.secretConfigured
        ? html`<p id="secret" data-secret="configured">A secret is configured. Set the same secret in each webhook's configuration:
        it arrives in the <code>${info.secretHeader}</code> header; a delivery without it is answered 401, one with another value 403.</p>`
        : html`<p id="secret" data-secret="missing"><strong>Warning:</strong> no secret is set, so these endpoints are open to everyone.
        Set the <code>WEBHOOK_SECRET</code> environment variable (or <code>new WebhooksServer({ webhookSecret })</code>)
        and the same secret in each webhook's configuration.</p>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Webhooks server</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2rem}</style>
</head>
<body>
<h1>Webhooks server</h1>
<p>This server receives webhook deliveries at <code>${info.baseUrl}</code>. Each handler has its own route;
use its address as the URL of a webhook in ${info.settingsUrl === undefined ? 'your webhook settings' : html`<a href="${info.settingsUrl}">your webhook settings</a>`} (or through the service's API).</p>
<h2>Registered webhooks</h2>
${routes}
<h2>Secret</h2>
${secret}
<h2>Good to know</h2>
<ul>
<li>Deliveries are JSON <code>POST</code> requests; each is checked against the payload schema before its handler runs.</li>
<li>If the server restarts on a hosted app platform or behind a tunnel, its public address can change: update the webhook's URL then.</li>
</ul>
</body>
</html>
`.text;
}
