# navigator: `make run` opens the demo app in this terminal, `make test` runs every test.
# Both install what is missing first (libncurses-dev, tmux) when run as root with apt-get.

SWIFT ?= swift
ARGS ?=
RELEASE_BIN = .build/release/navigator

.PHONY: run test build release bench deps clean

run: deps release
	@$(RELEASE_BIN) $(ARGS)

# The tests run with a HOME of their own (.build/test-home), holding a saved state they must not touch:
# afterwards everything in it but the toolchain's caches is compared with what was there before.
TEST_HOME = $(CURDIR)/.build/test-home
TEST_ENV = env -u XDG_STATE_HOME -u XDG_CACHE_HOME -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME=$(TEST_HOME)
HOME_LISTING = cd $(TEST_HOME) && find . -path ./.cache -prune -o -path ./.swiftpm -prune -o -path ./.local/share -prune -o -print0 | sort -z | xargs -0 -n 64 sh -c 'for f; do if [ -f "$$f" ] && [ ! -L "$$f" ]; then echo "$$f $$(stat -c %a "$$f") $$(sha256sum < "$$f" | cut -c1-64)"; else echo "$$f $$(stat -c %F-%a "$$f")"; fi; done' sh

test: deps
	@mkdir -p $(TEST_HOME)/.local/state/navigator
	@printf '%s\n' '{"version":1,"generation":3,"path":["NavigatorDemo.Route","{\"settings\":{}}"],"presentations":[]}' > $(TEST_HOME)/.local/state/navigator/state.json
	@$(HOME_LISTING) > $(CURDIR)/.build/test-home.before
	$(TEST_ENV) $(SWIFT) build --build-tests
	$(TEST_ENV) $(SWIFT) test
	@$(HOME_LISTING) > $(CURDIR)/.build/test-home.after
	@diff -u $(CURDIR)/.build/test-home.before $(CURDIR)/.build/test-home.after >&2 || \
	  { echo "make test: the tests changed files under HOME ($(TEST_HOME)): they must not touch the user's files" >&2; exit 1; }

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
	rm -rf .build
