# Two commands do everything on a fresh clone: `make` (install, regenerate, type-check, build)
# and `make test`. See README.md.
SHELL := /bin/bash
JEST := NODE_OPTIONS=--experimental-vm-modules npx jest

.PHONY: all install generate check-generated typecheck build test bench clean lock demo check-upstream

all: install generate typecheck build

node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.install-stamp

generate: install
	node bin/specforge.mjs generate

check-generated: install
	node bin/specforge.mjs generate --check

typecheck: install
	npx tsc --noEmit -p tsconfig.json

build: install
	npx tsup

dist/index.js: node_modules/.install-stamp $(shell find runtime generated cli codegen templates -type f 2>/dev/null) tsup.config.ts package.json
	npx tsup

test: node_modules/.install-stamp dist/index.js
	$(JEST)

bench: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts

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

# The audit command against the embedded mock feed (no token needed). See README.md, "Audit".
demo: install dist/index.js
	node bin/specforge.mjs audit list --mock --max 20

clean:
	rm -rf dist .scratch

# After changing dependencies: refresh the lock and complete it for `npm ci` (see .ci/complete-lock.mjs).
lock:
	npm install --no-audit --no-fund
	node .ci/complete-lock.mjs
