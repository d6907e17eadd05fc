// Why a client's request or answer differs from the recordings of @octokit/fixtures: each known
// cause recognises its differences and says where it comes from. `make check-replay` fails on a
// difference no cause explains, and on a cause that explains nothing any more (a fix landed: take
// it off the list, and the exchanges it held count as reproduced).

import type { Difference } from '../replay/compare.js';
import type { Cause } from '../replay/report.js';

const ABSENT = '(absent)';

export const CAUSES: readonly Cause[] = [
  {
    id: 'plain-accept',
    clients: ['specforge-plain'],
    title: "specforge as published: the operation's own Accept (`application/json`), not GitHub's vendor type",
    diagnosis:
      "GitHub's description lists `application/json` as its responses' media type, so a client generated from it as published sends that as Accept (runtime/pipeline/serialise.ts, the route's `accept`); the recordings, like Octokit, send `application/vnd.github.v3+json`. GitHub answers both the same. The overlay (examples/github/github.overlay.yaml) sets the vendor type as the service's Accept.",
    matches: (d) => d.field === 'accept' && d.expected === 'application/vnd.github.v3+json' && d.actual !== ABSENT && d.actual !== d.expected,
  },
  {
    id: 'plain-format',
    clients: ['specforge-plain'],
    title: "specforge as published: `mediaType.format` has no media type to go into (GitHub's `application/vnd.github.v3.<format>`)",
    diagnosis:
      "The call passes `mediaType: { format: 'raw' }` (as with Octokit); the description does not say how a format becomes a media type, so the operation's own Accept is sent. The overlay says it (`x-service.formatAccept`).",
    matches: (d) => d.field === 'accept' && /^application\/vnd\.github\.v3\.[a-z]+$/i.test(d.expected),
  },
  {
    id: 'plain-no-accept',
    clients: ['specforge-plain'],
    title: 'specforge as published: no Accept where the description names no media type (an archive redirect) or has no operation (the legacy list of refs)',
    diagnosis:
      "repos.downloadTarballArchive answers only a 302, and `GET /repos/{owner}/{repo}/git/refs/` is no operation of the description (sent with `client.request`): there is no media type to accept, so none is sent (node:http sends no default). The overlay's service Accept covers them.",
    matches: (d) => d.field === 'accept' && d.expected === 'application/vnd.github.v3+json' && d.actual === ABSENT,
  },
  {
    id: 'octokit-multi-segment-encoded',
    clients: ['octokit'],
    title: 'Octokit 22: a multi-segment path parameter sent with its `/` encoded (`heads%2Ftest`)',
    diagnosis:
      "git.updateRef and git.deleteRef with ref 'heads/test': the description marks `ref` `x-multi-segment: true` and the recording sends `/git/refs/heads/test`; Octokit 22 encodes the slash (RFC 6570 simple expansion in @octokit/endpoint). GitHub answers both forms.",
    matches: (d) => d.field === 'path' && d.actual.includes('%2F') && decodeURIComponent(d.actual) === d.expected,
  },
  {
    id: 'octokit-empty-body-content-type',
    clients: ['octokit'],
    title: 'Octokit 22: `content-type: text/plain;charset=UTF-8` on a PUT or PATCH without a body',
    diagnosis:
      "@octokit/endpoint parse() gives a PUT or PATCH without body parameters the body '' (so that a Content-Length: 0 is sent); fetch's Request gives a string body the type `text/plain;charset=UTF-8` when none is set, so Node's fetch sends it. The recordings (axios) sent no content type.",
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
];
