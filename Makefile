# Two commands do everything on a fresh clone: `make` (install, regenerate, type-check, build)
# and `make test`. See README.md.
SHELL := /bin/bash
JEST := NODE_OPTIONS=--experimental-vm-modules npx jest

.PHONY: all install generate check-generated typecheck build test bench demo clean

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

dist/index.js: install $(shell find runtime generated -type f 2>/dev/null) tsup.config.ts package.json
	npx tsup

test: install dist/index.js
	$(JEST)

bench: install dist/index.js
	npx tsx bench/run.ts

clean:
	rm -rf dist .scratch
