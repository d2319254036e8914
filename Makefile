# navigator: `make run` opens the demo app in this terminal, `make test` runs every test.
# Both install what is missing first (libncurses-dev, tmux) when run as root with apt-get.

SWIFT ?= swift
ARGS ?=
RELEASE_BIN = .build/release/navigator

.PHONY: run test build release bench fuzz deps clean

run: deps release
	@$(RELEASE_BIN) $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

build: deps
	$(SWIFT) build

# The Swift runtime is linked in: a quarter less memory at rest and no dozen libraries to load at
# each start (BENCHMARKS.md).
release: deps
	@$(SWIFT) build -c release --static-swift-stdlib --product navigator 2>&1 | grep -v "prohibited flag" >&2; test -x $(RELEASE_BIN)

# Builds in release mode and runs every figure of BENCHMARKS.md; prints one table. About 25 s once
# built; a fresh clone builds for a few minutes first. BENCH_ARGS=--quick: fewer runs (a smoke test).
# In-process figures come from package-benchmark in Tests/Benchmarks, a package of its own.
bench: deps
	@command -v python3 >/dev/null 2>&1 || { echo "make bench: python3 is not on the PATH" >&2; exit 1; }
	@python3 Tests/Benchmarks/bench.py $(BENCH_ARGS)

# libFuzzer on every parser of outside input (Tests/Fuzz/README.md): FUZZ_SECONDS each (60), from the
# corpus committed in Tests/Fuzz/Corpus; what it adds goes to .build-fuzz/corpus, an input that breaks
# a property to .build-fuzz/crashes. Built in its own scratch path: the fuzz flags never reach .build.
# FUZZ_CONFIG=release (the default) runs 2 to 17 times more inputs a second but builds in about 2
# minutes from clean; debug builds in under one (CI's short pass uses it).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= deep-link snapshot journal keys size
FUZZ_CONFIG ?= release
FUZZ_SCRATCH = .build-fuzz
FUZZ_FLAGS = -c $(FUZZ_CONFIG) --scratch-path $(FUZZ_SCRATCH) -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: deps
	@$(SWIFT) build --product navigator-fuzz $(FUZZ_FLAGS) 2>&1 | grep -v -e "prohibited flag" -e "Cannot export local symbol" >&2; \
	  test -x "$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/navigator-fuzz"
	@bin="$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/navigator-fuzz"; failed=""; \
	mkdir -p $(FUZZ_SCRATCH)/crashes; \
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_SCRATCH)/corpus/$$target; log=$(FUZZ_SCRATCH)/$$target.log; \
	  if FUZZ_TARGET=$$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$$bin" \
	       -max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
	       -artifact_prefix=$(FUZZ_SCRATCH)/crashes/$$target- \
	       $(FUZZ_SCRATCH)/corpus/$$target Tests/Fuzz/Corpus/$$target >$$log 2>&1; then \
	    echo "fuzz $$target: $$(sed -n 's/^stat::number_of_executed_units: *//p' $$log) executions in $(FUZZ_SECONDS) s, no failure"; \
	  else \
	    failed="$$failed $$target"; grep -m1 -E "property failed|ERROR|Fatal error" $$log >&2; \
	    echo "fuzz $$target: FAILED; the input is in $(FUZZ_SCRATCH)/crashes, the log in $$log" >&2; \
	  fi; \
	done; \
	test -z "$$failed" || { echo "make fuzz: failed:$$failed (replay: FUZZ_TARGET=NAME $$bin FILE)" >&2; exit 1; }

# What the build and the tests need: the ncursesw headers and library, and tmux for the
# real-terminal tests.
deps:
	@missing=""; \
	if ! { [ -f /usr/include/ncursesw/ncurses.h ] || [ -f /usr/include/ncurses.h ]; } || \
	   ! ls /usr/lib/*/libncursesw.so /usr/lib/libncursesw.so 2>/dev/null | grep -q .; then missing="$$missing libncurses-dev"; fi; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v $(SWIFT) >/dev/null 2>&1 || { echo "make: '$(SWIFT)' is not on the PATH: install Swift 6 (https://swift.org/install) and try again" >&2; exit 1; }; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "make: installing$$missing" >&2; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing >/dev/null 2>&1 || \
	      { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing >/dev/null; } || \
	      { echo "make: could not install$$missing; run: apt-get update && apt-get install -y$$missing" >&2; exit 1; }; \
	  else \
	    echo "make: missing$$missing; run: sudo apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi

clean:
	rm -rf .build $(FUZZ_SCRATCH)
