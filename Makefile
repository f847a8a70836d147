# modelgen developer tasks. `make help` lists them.
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: help build test install bench bench-quick fuzz conformance generate check bench-watch bench-render embed-templates check-links

help:
	@echo "make build        debug build"
	@echo "make test         run the test suite (swift test)"
	@echo "make generate     regenerate Examples/Generated (swift run modelgen)"
	@echo "make check        fail if Examples/Generated is stale"
	@echo "make install      install a release binary to \$$(PREFIX)/bin (PREFIX=$(PREFIX))"
	@echo "make conformance  differential checks against swift-syntax and Stencil"
	@echo "make bench        full benchmarks against the reference pipeline, mock-template row"
	@echo "make bench-quick  quick benchmark (under a minute)"
	@echo "make bench-watch  watch-mode latency (save → rewritten output) on the 2,000-file corpus"
	@echo "make bench-render template render benchmark, our engine vs Stencil (release)"
	@echo "make fuzz         run the libFuzzer targets (FUZZ_SECONDS=60 each)"
	@echo "make check-links  fail if a relative link in README.md or docs/ leads nowhere"

build:
	$(SWIFT) build

test:
	$(SWIFT) test

generate:
	$(SWIFT) run modelgen

check:
	$(SWIFT) run modelgen --check

check-links:
	scripts/check-doc-links.py

install:
	install -d "$(PREFIX)/bin"
	install -m 755 "$$(scripts/release-binary.sh)" "$(PREFIX)/bin/modelgen"

conformance:
	$(SWIFT) test --package-path Conformance

bench-watch:
	scripts/bench-watch.sh

# The full benchmark (scripts/bench.sh runs scripts/bench-watch.sh for the watch row), then
# the template-engine-only comparison.
bench:
	scripts/bench.sh
	$(MAKE) bench-render

# 200-file corpus, 3 runs, short watch run: under a minute once the release builds exist.
bench-quick:
	scripts/bench.sh --quick

bench-render:
	$(SWIFT) run -c release --package-path Conformance render-bench

# Embeds Templates/*.stencil into the binary (BuiltinTemplatesTests fails until this is rerun).
embed-templates:
	python3 scripts/embed-templates.py

# libFuzzer targets (Fuzz/README.md); FUZZ_SECONDS=60 per target by default.
fuzz:
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} scripts/fuzz.sh
