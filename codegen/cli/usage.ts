// The `specforge` command's help text.

export const USAGE = `usage: specforge <command> [options]

commands:
  generate [SPEC...] [--out DIR] [--name NAME] [--client-name NAME] [--overlay FILE]... [--strict] [--check]
      Generate a typed client, validators, msw mocks and docs from OpenAPI 3.0/3.1 documents
      (YAML or JSON). Each SPEC is written to DIR/<name>/ (DIR defaults to "generated", the name
      to the file name made identifier-safe). Without SPEC: this repository's specs/ → generated/.
        --out DIR     output folder (default: generated)
        --name NAME   service name (one SPEC only)
        --client-name NAME
                      the client class's name (one SPEC only; default: from info.title, as
                      "GitHub's official OpenAPI spec" → GitHubClient)
        --overlay FILE
                      an OpenAPI Overlay 1.0 document applied to each SPEC before generation
                      (repeatable, applied in order; problems are reported at the overlay's lines)
        --strict      warnings are errors; unknown x- extensions are listed
        --check       write nothing; exit 1 when the output is out of date
        --root DIR    repository root (without SPEC; default: the current folder)
        --specs DIR   specs folder (without SPEC; default: specs)
  audit list [options]
      List storage audit activity events (run "specforge audit --help").

  --help, -h      this text
  --version       the package version
`;
