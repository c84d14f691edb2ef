# Two commands do everything: `make play` and `make test`.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
.DEFAULT_GOAL := play
.PHONY: play test build release deps clean replay bench

# libedit's headers are the one system package the build needs (libedit2, the runtime, ships
# with Debian). Install it only when pkg-config cannot find it; never prompt.
deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

release: deps
	$(SWIFT) build -c release $(SWIFT_BUILD_FLAGS)

play: build
	@"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/coordinator-playground"

test: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build

# Replays every recorded session in transcripts/ with the debug binary (built by `make test` or
# `make build`); fails on any difference. Never updates: run `replay --update` by hand.
replay: build
	"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/coordinator-playground" replay transcripts/

# Issue 8's performance figures, each with its target, as a final table (release builds; the
# suite is its own package in Benchmarks/, never built by `make test`; no timing is asserted
# anywhere in the tests). BENCH_FULL=1 also times `make test` from a fresh clone; BENCH_QUICK=1
# tries the script out on smaller runs; BENCH_SKIP_ORDO=1 skips ordo-one/benchmark's own suite.
bench: deps
	python3 Benchmarks/scripts/bench.py

clean:
	rm -rf .build
