# Two commands do everything: `make play` and `make test`.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
.DEFAULT_GOAL := play
.PHONY: play test build release deps clean replay

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

clean:
	rm -rf .build
