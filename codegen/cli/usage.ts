// The `specforge` command's help text.

import { APP_OUTPUTS, OUTPUTS } from '../emit/outputs.js';

/** The outputs that can be chosen, each with what it writes. */
const outputLines = OUTPUTS.filter((o) => o.name !== 'client')
  .map((o) => `                        ${o.name}: ${o.summary}`)
  .join('\n');

export const USAGE = `usage: specforge <command> [options]

commands:
  init [SPEC] [--out DIR] [--name NAME] [--client-name NAME] [--overlay FILE]... [--format mjs|ts|json]
      Write specforge.config.mjs (or .ts, .json) here for SPEC, and a "generate" script in package.json.
  generate [SPEC...] [--out DIR] [--name NAME] [--client-name NAME] [--overlay FILE]... [--strict] [--dates] [--int64 bigint|string] [--outputs LIST] [--check] [--watch]
      Generate a typed client, validators, msw mocks and docs from OpenAPI 3.0/3.1 (or Swagger 2.0) documents
      (YAML or JSON). Without SPEC: every document of the configuration (specforge.config.ts, .mjs or
      .json, from this folder upwards, or --config FILE); without one either, specs/ → generated/.
      Each SPEC is written to DIR/<name>/ (DIR defaults to "generated", the name to the file name
      made identifier-safe). Each folder gets a specforge-stamp.json (generator, input hash, options).
        --out DIR     output folder (default: generated)
        --name NAME   service name (one SPEC only)
        --client-name NAME
                      the client class's name (one SPEC only; default: from info.title, as
                      "GitHub's official OpenAPI spec" → GitHubClient)
        --overlay FILE
                      an OpenAPI Overlay 1.0 document applied to each SPEC before generation
                      (repeatable, applied in order; problems are reported at the overlay's lines)
        --strict      warnings are errors; unknown x- extensions are listed
        --dates       format: date-time and date values as Date (responses decoded, requests encoded)
        --int64 bigint|string
                      format: int64 integers as bigint or decimal strings, never rounded
        --outputs LIST
                      what to write besides the client (always written), comma-separated
                      (default: ${APP_OUTPUTS.join(',')}; in a configuration, "outputs" on each document):
${outputLines}
        --check       write nothing; exit 1 when the output is out of date, saying why
        --fail-on breaking|warning|none
                      exit 1 when regenerating a folder changes its client in a way that reaches this
                      level for the callers (default: none; the changes are printed either way)
        --watch       regenerate whenever a document, overlay, referenced file or the configuration
                      changes (Ctrl-C to stop)
        --config FILE the configuration file (default: found from this folder upwards)
        --root DIR    repository root (the specs/ layout, without a configuration; default: here)
        --specs DIR   specs folder (the specs/ layout; default: specs)
  diff OLD NEW [--overlay FILE]... [--format text|markdown|json|github|sarif] [--fail-on breaking|warning|none]
      What changed between two documents for the callers of the generated client (methods, parameters,
      response fields, security, servers), each change graded breaking, warning or info, and the semver
      bump that means. Exit 1 when a change reaches --fail-on (default: breaking), 2 when a document
      cannot be read (run "specforge diff --help").
  drift SPEC --violations FILE [--overlay FILE]... [--out FILE]
      Turn the violations a webhook server collected (JSON.stringify(server.drift)) into an OpenAPI
      Overlay that makes SPEC accept what the service sent (required fields it leaves out, enum
      values, formats and types it sends), written to FILE or printed; regenerate with --overlay FILE.
  webhooks dead-letters list|show ID|replay ID [--redis URL] [--queue NAME]
  webhooks metrics [--redis URL] [--queue NAME]
      A webhook server's queue on Redis (its queue option): list the deliveries dead-lettered after
      their last attempt, show one with its payload, put one back in the queue; or print the queue's
      counts in Prometheus' text format. Redis from --redis URL or REDIS_URL.
  audit list [options]
      List storage audit activity events (run "specforge audit --help").

  --help, -h      this text
  --version       the package version
`;
