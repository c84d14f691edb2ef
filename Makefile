# Two commands do everything: `make play` and `make test`.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
.DEFAULT_GOAL := play

# macOS: Homebrew's libedit is keg-only (not linked into Homebrew's prefix), so pkg-config and
# SwiftPM find it only by this path; when it is there the build takes it over the SDK's
# (scripts/ensure-deps.sh installs it only when the SDK's headers cannot build the shim).
ifeq ($(shell uname -s),Darwin)
BREW_LIBEDIT := $(shell brew --prefix libedit 2>/dev/null)
ifneq ($(wildcard $(BREW_LIBEDIT)/lib/pkgconfig/libedit.pc),)
export PKG_CONFIG_PATH := $(BREW_LIBEDIT)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif
# Swift's runtime is part of macOS: it cannot be linked in there.
STATIC_STDLIB =
else
STATIC_STDLIB = --static-swift-stdlib
endif
# `make exercise`: exercise 1's watch (or EXERCISE=N's): edit its files, save, read the verdict.
EXERCISE ?= 1
.PHONY: exercise check-exercises play test docs build fresh-resources release install install-built uninstall portability deps test-deps release-deps clean format lint replay bench fuzz fuzz-parsers asan tsan valgrind

# libedit's headers are the one system package the build needs (libedit2, the runtime, ships
# with Debian). Install it only when pkg-config cannot find it; never prompt.
deps:
	@bash scripts/ensure-deps.sh

# SwiftPM copies a folder resource (lessons/, the apps' own sources for `code`) only when the
# folder itself is new, not when a file in it changes: drop the copies so every build takes the
# files as they are (copying them costs a few milliseconds).
fresh-resources:
	@rm -rf "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)"/*.resources

# What a release build needs besides: libcurl's headers, for the view's server, whose HTTP library
# imports Foundation's networking (linked in with the Swift runtime, it needs libcurl).
release-deps:
	@bash scripts/ensure-deps.sh --release

# What `make test` needs besides: headless Chromium (Debian's `chromium`), which the browser tests
# of the live view drive. When it cannot be installed one line says so and the tests go on (the
# browser tests fail in CI, and are skipped with the reason printed elsewhere).
test-deps:
	@bash scripts/ensure-deps.sh --browser

build: deps fresh-resources
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The Swift runtime and Foundation linked in: a third less start-up (no dynamic loading of them).
# No run-time exclusivity checks (`swift_beginAccess`: 4.6% of `Session.execute`'s instructions
# replaying transcripts/, by callgrind): set here, not in Package.swift, so the package stays
# usable as a dependency and every other build (debug, tests, `make fuzz`) keeps the checks.
# Benchmarks/scripts/bench.py builds the same way.
RELEASE_FLAGS = $(STATIC_STDLIB) -Xswiftc -enforce-exclusivity=unchecked
# Its resource copies are dropped first, as fresh-resources does for the debug build: else an
# install ships the lessons and sources of an earlier build.
release: release-deps
	@rm -rf "$(RELEASE_BIN)"/*.resources
	$(SWIFT) build -c release $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)

# The release binary and, beside it, the view's server (`view` starts it from there) and the
# resource bundles holding the lessons and each app's source for `code` (the program finds
# them there, wherever it runs from). A manifest (PREFIX/share/coordinator-playground/installed)
# lists what was written, for `make uninstall` to remove exactly that (scripts/install.sh).
# `make install PREFIX=~/.local` for a user install. `install-built` installs the release build
# already made (RELEASE_BIN names its folder), building nothing: the install test runs it.
PREFIX ?= /usr/local
RELEASE_BIN ?= $(shell $(SWIFT) build -c release $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS) --show-bin-path)
install: release
	@$(MAKE) --no-print-directory install-built
install-built:
	@bash scripts/install.sh install "$(RELEASE_BIN)" "$(DESTDIR)$(PREFIX)"
uninstall:
	@bash scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

play: build
	@"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/coordinator-playground"

exercise: build
	@"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/coordinator-playground" exercise watch $(EXERCISE)

# Every exercise's starting code and solution, and the watch loop in a pty (CI runs it after
# `make test`; exercises/ is a package of its own that `make test` never builds).
check-exercises: build
	bash scripts/check-exercises.sh

# Nothing that would not build or run on macOS (scripts/check-portability.sh), after a check
# that the check catches what it should.
portability:
	@bash scripts/check-portability.sh --self-test
	@bash scripts/check-portability.sh

test: portability test-deps fresh-resources
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build

# docs/commands.md, rewritten from the command definitions by the test that holds the page to them
# (`make test` runs it too, and fails when the page is stale). A test rather than a flag of the
# program: the page is the only thing that needs it.
docs: fresh-resources
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	UPDATE_DOCS=1 $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --filter 'EngineDocumentationTests/theCommandReferenceIsGeneratedFromTheDefinitions'

# Replays every recorded session in transcripts/ with the debug binary (built by `make test` or
# `make build`); fails on any difference. Never updates: run `replay --update` by hand.
replay: build
	"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/coordinator-playground" replay transcripts/

# The performance figures (speed, memory, start-up), each with its target, as a final table (release builds; the
# suite is its own package in Benchmarks/, never built by `make test`; no timing is asserted
# anywhere in the tests). BENCH_FULL=1 also times `make test` from a fresh clone; BENCH_QUICK=1
# tries the script out on smaller runs; BENCH_SKIP_ORDO=1 skips ordo-one/benchmark's own suite.
bench: release-deps
	python3 Benchmarks/scripts/bench.py

# The long robustness runs (fuzzing), each in its own scratch path so it never disturbs `make test`'s build.
# `make fuzz`: a million generated commands (FUZZ_COMMANDS to change it) with every invariant
# checked, in a release build with testable imports; prints the count, failures and the slowest.
FUZZ_COMMANDS ?= 1000000
fuzz: deps
	$(SWIFT) build -c release --build-tests --scratch-path .build-fuzzrun -Xswiftc -enable-testing $(SWIFT_BUILD_FLAGS)
	FUZZ_COMMANDS=$(FUZZ_COMMANDS) $(SWIFT) test -c release --skip-build --scratch-path .build-fuzzrun -Xswiftc -enable-testing \
		$(SWIFT_BUILD_FLAGS) --filter 'FuzzSessionTests/generatedCommandsByTheMillion'

# libFuzzer on the command line, the transcript parser, the lesson parser, the ~/.editrc reader
# and the progress file, seeded from transcripts/ and lessons/; FUZZ_SECONDS (default 600) shared
# between them. See Fuzz/run.sh.
fuzz-parsers: deps
	bash Fuzz/run.sh

# The suite under AddressSanitizer and ThreadSanitizer (the terminal tests too: the program they
# drive is built with the same sanitizer). The random sessions are fewer (400 sequences): here
# they look for memory and threading errors, not for more states.
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan $(SWIFT_BUILD_FLAGS)
	PROPERTY_SEQUENCES=400 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan $(SWIFT_BUILD_FLAGS)

tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_BUILD_FLAGS)
	PROPERTY_SEQUENCES=400 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan $(SWIFT_BUILD_FLAGS)

# A scripted session (every transcript's commands, piped) under valgrind's memcheck: fails unless
# "definitely lost" is 0 bytes.
valgrind: deps
	bash scripts/valgrind-session.sh

# The house style, in .swift-format (swift-format ships with the toolchain): `make format`
# rewrites the Swift sources in place, `make lint` fails on anything it would change (CI runs it
# before the tests).
FORMAT_PATHS = Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks \
	exercises/Package.swift exercises/Sources exercises/Runners $(wildcard exercises/[0-9]*) $(wildcard exercises/Solutions/*/Sources)
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

clean:
	rm -rf .build .build-*
