// Why a client's request or answer differs from the recordings of @octokit/fixtures: each known
// cause recognises its differences and says where it comes from. `make check-replay` fails on a
// difference no cause explains, and on a cause that explains nothing any more (a fix landed: take
// it off the list, and the exchanges it held count as reproduced).

import type { Difference } from '../replay/compare.js';
import type { Cause } from '../replay/report.js';

const SPECFORGE = ['specforge', 'specforge-header'];
const ALL = [...SPECFORGE, 'octokit'];
const ABSENT = '(absent)';

export const CAUSES: readonly Cause[] = [
  {
    id: 'auth-refused',
    clients: ['specforge'],
    title: 'specforge: `auth` refused for a description without securitySchemes',
    diagnosis:
      "`new GithubClient({ auth: token })` throws a ConfigurationError when the client is made (runtime/auth/token-strategy.ts, createTokenAuth: `takesToken(service.auth)` is false because GitHub's description declares no securitySchemes, so the generated `githubBase.auth` is `[]`). Nothing is sent. Issue 22: send the token as `Authorization: Bearer <token>` by default, `authScheme: 'token'` for `token <token>`.",
    matches: (d) => d.field === 'outcome' && /ConfigurationError: auth: .*declares no scheme/.test(d.actual),
  },
  {
    id: 'format-ignored',
    clients: SPECFORGE,
    title: "specforge: `mediaType.format` sends no Accept (GitHub's `application/vnd.github.v3.<format>`)",
    diagnosis:
      "The call passes `mediaType: { format: 'raw' }` (as with Octokit); runtime/pipeline/serialise.ts acceptHeader() applies a format only through `service.formatAccept`, which codegen sets only from our own service extension (codegen/model/build.ts), never for a plain description, so the format is dropped silently and no Accept is sent.",
    matches: (d) => d.field === 'accept' && /^application\/vnd\.github\.v3\.[a-z]+$/i.test(d.expected) && !/\.v3\.[a-z]+/i.test(d.actual),
  },
  {
    id: 'no-accept',
    clients: SPECFORGE,
    title: 'specforge: no Accept header',
    diagnosis:
      'A generated method sends no Accept at all (the recordings, like Octokit, send `application/vnd.github.v3+json`; markdown asks for `text/html`). runtime/pipeline/serialise.ts toHttpRequest() sets Accept only from the caller, previews or a format; the generated service has `headers: {}` and routes carry no response media types (codegen/emit/routes.ts). Note: an Accept derived from the description would be `application/json` for most operations, which still differs from these recordings (`application/vnd.github.v3+json`), and none for operations whose only success is a redirect (repos.downloadTarballArchive).',
    matches: (d) => d.field === 'accept' && d.actual === ABSENT,
  },
  {
    id: 'empty-path-parameter',
    clients: SPECFORGE,
    title: "specforge: a required path parameter '' is refused (repos.getContent path '')",
    diagnosis:
      "runtime/pipeline/serialise.ts toHttpRequest() throws a ValidationError for a path variable that is undefined, null or ''. GitHub's `/repos/{owner}/{repo}/contents/{path}` with path '' is the repository's root (recorded as `/contents/`); '' is a valid string for a required parameter.",
    matches: (d) => d.field === 'outcome' && /is required \(path parameter\) \(got ""\)/.test(d.actual),
  },
  {
    id: 'charset-text-as-bytes',
    clients: SPECFORGE,
    title: 'specforge: a text answer with a vendor type and a charset decoded as an ArrayBuffer',
    diagnosis:
      'runtime/pipeline/response-body.ts responseData()/isText() reads as text only `text/*`, xml, javascript and form types; `application/vnd.github.v3.raw; charset=utf-8` becomes an ArrayBuffer. Octokit decodes any type with `charset=utf-8` as text (but `application/octet-stream`).',
    matches: (d) => d.field === 'data' && d.expected.startsWith('text ') && d.actual.startsWith('ArrayBuffer'),
  },
  {
    id: 'operation-servers-ignored',
    clients: SPECFORGE,
    title: "specforge: an operation's own `servers` ignored (uploadReleaseAsset → uploads.github.com)",
    diagnosis:
      "codegen/model/build.ts baseUrlOf() reads only the document's `servers`; `repos/upload-release-asset` declares `servers: [{ url: 'https://uploads.github.com' }]`, and RouteDescription (runtime/description.ts) has no base URL of its own, so the upload goes to api.github.com.",
    matches: (d) => d.field === 'origin' && d.expected === 'https://uploads.github.com',
  },
  {
    id: 'multi-segment-encoded',
    clients: ALL,
    title: 'a multi-segment path parameter sent with its `/` encoded (`heads%2Ftest`)',
    diagnosis:
      "git.updateRef and git.deleteRef with ref 'heads/test': the description marks `ref` `x-multi-segment: true` and the recording sends `/git/refs/heads/test`. specforge: codegen does not read `x-multi-segment` (the runtime has reserved expansion, `{+ref}` in runtime/route.ts compileTemplate), so the route is `{ref}` and serialise percent-encodes the slash. Octokit 22 encodes it too (RFC 6570 simple expansion in @octokit/endpoint); GitHub answers both forms, so this is a difference on the wire, not a failure.",
    matches: (d) => d.field === 'path' && d.actual.includes('%2F') && decodeURIComponent(d.actual) === d.expected,
  },
  {
    id: 'octokit-empty-body-content-type',
    clients: ['octokit'],
    title: 'Octokit 22: `content-type: text/plain;charset=UTF-8` on a PUT or PATCH without a body',
    diagnosis:
      "@octokit/endpoint parse() gives a PUT or PATCH without body parameters the body '' (so that a Content-Length: 0 is sent); fetch's Request gives a string body the type `text/plain;charset=UTF-8` when none is set, so Node's fetch sends it. The recordings (axios) sent no content type. Counting only headers Octokit sets itself, these exchanges would match.",
    matches: (d) => d.field === 'content-type' && d.expected === ABSENT && /^text\/plain;\s*charset=utf-8$/i.test(d.actual),
  },
  {
    id: 'octokit-trailing-slash',
    clients: ['octokit'],
    title: 'Octokit 22: a trailing `/` dropped from the path',
    diagnosis:
      "@octokit/endpoint expand() removes a trailing `/` from every expanded URL: `/contents/{path}` with path '' becomes `/contents` (recorded `/contents/`), and the route `GET /repos/o/r/git/refs/` (no operation in the description: the legacy list of refs) becomes `/git/refs`.",
    matches: (d: Difference) => d.field === 'path' && d.expected === `${d.actual}/`,
  },
  {
    id: 'octokit-default-accept',
    clients: ['octokit'],
    title: 'Octokit 22: its default Accept where the operation answers another type (markdown: text/html)',
    diagnosis:
      'Octokit sends `application/vnd.github.v3+json` for every call unless the caller sets `headers.accept`; markdown.render and markdown.renderRaw answer `text/html`, which the recording asked for.',
    matches: (d) => d.field === 'accept' && d.expected === 'text/html' && d.actual === 'application/vnd.github.v3+json',
  },
];
