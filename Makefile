# Two commands do everything on a fresh clone: `make` (install, regenerate, type-check, build)
# and `make test`. See README.md. Each step runs only when its inputs changed since it last
# succeeded (stamps: node_modules/.install-stamp, .scratch/stamps/*, dist/index.js), so `make` with
# nothing changed takes about a second.
SHELL := /bin/bash
JEST := NODE_OPTIONS=--experimental-vm-modules npx jest
STAMPS := .scratch/stamps
files = $(shell find $(1) -type f -not -path '*/node_modules/*' 2>/dev/null)

GENERATE_INPUTS := $(call files,specs codegen templates) bin/specforge.mjs
TYPECHECK_INPUTS := $(filter-out tests/fixtures/%/generated/% tests/%/out/%,$(call files,runtime generated codegen cli tests bench)) tsconfig.json tsup.config.ts
BUILD_INPUTS := $(call files,runtime generated cli) tsup.config.ts tsconfig.json package.json

# A recipe that fails leaves no stamp (or half-written dist/index.js) behind.
.DELETE_ON_ERROR:
.PHONY: all install browser generate check-generated typecheck build test check-seeds bench clean lock demo

# generate may rewrite generated/, an input of typecheck and build: a second make reads their
# inputs' times after it has run.
all: install
	@$(MAKE) --no-print-directory generate
	@$(MAKE) --no-print-directory typecheck build

install: node_modules/.install-stamp browser

# npm ci installs exactly the lock file, so the lock is install's input (package.json's other
# fields change without a reinstall; a dependency change goes through `make lock`).
node_modules/.install-stamp: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

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

generate: $(STAMPS)/generate
$(STAMPS)/generate: node_modules/.install-stamp $(GENERATE_INPUTS)
	node bin/specforge.mjs generate
	@mkdir -p $(@D) && touch $@

check-generated: install
	node bin/specforge.mjs generate --check

typecheck: $(STAMPS)/typecheck
$(STAMPS)/typecheck: node_modules/.install-stamp $(TYPECHECK_INPUTS)
	npx tsc --noEmit -p tsconfig.json
	@mkdir -p $(@D) && touch $@

build: dist/index.js
dist/index.js: node_modules/.install-stamp $(BUILD_INPUTS)
	npx tsup

test: install dist/index.js
	$(JEST)

# The specs compared with the requirement documents in ../shared/seeds, which only CI has beside
# the clone (.ci/run calls this); `make test` never reads outside the repository.
check-seeds: node_modules/.install-stamp
	$(JEST) -c jest.seeds.config.cjs

bench: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts

# The audit command against the embedded mock feed (no token needed). See README.md, "Audit".
demo: install dist/index.js
	node bin/specforge.mjs audit list --mock --max 20

clean:
	rm -rf dist .scratch

# After changing dependencies: refresh the lock and complete it for `npm ci` (see .ci/complete-lock.mjs).
lock:
	npm install --no-audit --no-fund
	node .ci/complete-lock.mjs
