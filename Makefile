# Two commands do everything on a fresh clone: `make` (install, regenerate, type-check, build)
# and `make test`. See README.md.
SHELL := /bin/bash
JEST := NODE_OPTIONS=--experimental-vm-modules npx jest

.PHONY: all install generate check-generated typecheck build test bench soak clean lock demo

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

dist/index.js: node_modules/.install-stamp $(shell find runtime generated cli -type f 2>/dev/null) tsup.config.ts package.json
	npx tsup

test: node_modules/.install-stamp dist/index.js
	$(JEST)

bench: node_modules/.install-stamp dist/index.js
	npx tsx bench/run.ts

# The webhook server under sustained hostile traffic (loopback only, at most SOAK_REQUESTS requests
# and SOAK_SECONDS seconds; see tests/webhooks/soak/run.ts and README.md, "Webhooks: manage them, receive them").
soak: node_modules/.install-stamp dist/index.js
	npx tsx tests/webhooks/soak/run.ts

# The audit command against the embedded mock feed (no token needed). See README.md, "Audit".
demo: install dist/index.js
	node bin/specforge.mjs audit list --mock --max 20

clean:
	rm -rf dist .scratch

# After changing dependencies: refresh the lock and complete it for `npm ci` (see .ci/complete-lock.mjs).
lock:
	npm install --no-audit --no-fund
	node .ci/complete-lock.mjs
