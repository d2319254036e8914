# navigator: `make run` opens the demo app in this terminal, `make test` runs every test.
# Both install what is missing first when run as root with apt-get: libncurses-dev, and for the tests
# tmux and desktop-file-utils.

SWIFT ?= swift
ARGS ?=
RELEASE_BIN = .build/release/navigator

.PHONY: run test build release bench order fuzz docs pictures deps clean install install-built uninstall

run: deps release
	@$(RELEASE_BIN) $(ARGS)

# The tests run with a HOME of their own (.build/test-home), holding a saved state they must not touch:
# afterwards everything in it but the toolchain's caches is compared with what was there before.
TEST_HOME = $(CURDIR)/.build/test-home
TEST_ENV = env -u XDG_STATE_HOME -u XDG_CACHE_HOME -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME=$(TEST_HOME)
HOME_LISTING = cd $(TEST_HOME) && find . -path ./.cache -prune -o -path ./.swiftpm -prune -o -path ./.local/share -prune -o -print0 | sort -z | xargs -0 -n 64 sh -c 'for f; do if [ -f "$$f" ] && [ ! -L "$$f" ]; then echo "$$f $$(stat -c %a "$$f") $$(sha256sum < "$$f" | cut -c1-64)"; else echo "$$f $$(stat -c %F-%a "$$f")"; fi; done' sh

# The tests run as four processes side by side (Tests/run-shards.sh): in one process, tests that wait
# for a tmux pane or a child hold its few threads while the cores sit idle. Each shard is a regular
# expression of test names; the last shard is every test no other one names.
TEST_SHARDS = ^EndToEndTests\.[A-L] ^EndToEndTests\.[^A-L] ^(RestorationTests|TerminalUITests)\.
# Then the views' suites once more, each view drawn again from what it drew checked against its body.
REPLAY_CHECK_SHARD = ^(NavigatorUITests|NavigatorDemoTests|SeedExampleTests|NavigatorUIStyleTests)\.

# The end-to-end tests run the executables as `make run` builds them (release, the Swift runtime linked
# in): what ships is what is tested, and a run costs a fourth of a debug build's CPU (BENCHMARKS.md, "Test
# suite wall time"). The unit tests run in the debug build, assertions on.
END_TO_END_PRODUCTS = navigator MailAppFixture
# Each function in a section of its own, linked in the order of Resources/navigator.order (`make order`
# writes it from callgrind runs of the promises' paths): the code a key runs lies together, and fewer of
# its lines miss the instruction cache (BENCHMARKS.md, "Link order"). Names not in the binary are ignored.
LINK_ORDER = -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --section-ordering-file=$(CURDIR)/Resources/navigator.order
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib $(LINK_ORDER)
# Builds product $$product in release.
BUILD_RELEASE_PRODUCT = $(RELEASE_ENV) $(RELEASE_BUILD) --product $$product

# `make test` builds with the tests' HOME, as its debug build does: nothing is written to yours.
test: RELEASE_ENV = $(TEST_ENV)
test: deps
	@mkdir -p $(TEST_HOME)/.local/state/navigator
	@printf '%s\n' '{"version":1,"generation":3,"path":["NavigatorDemo.Route","{\"settings\":{}}"],"presentations":[]}' > $(TEST_HOME)/.local/state/navigator/state.json
	@$(HOME_LISTING) > $(CURDIR)/.build/test-home.before
	@# A warning from the package's own sources fails the run (issue 26): a fresh clone's build, CI's,
	@# compiles every file, so none goes unseen there; an incremental one shows those it compiles.
	@{ $(TEST_ENV) $(SWIFT) build --build-tests 2>&1; echo $$? > .build/test-build-status; } | tee .build/test-build.log
	@[ "$$(cat .build/test-build-status)" = 0 ]
	@if grep -E "^$(CURDIR)/(Sources|Tests)/[^:]*:[0-9]+:[0-9]+: warning:|^warning: '[^']*': found|prohibited flag" .build/test-build.log >&2; then \
	  echo "make test: the build warned (above): the package's own sources build with no warning" >&2; exit 1; fi
	@mkdir -p .build; for product in $(END_TO_END_PRODUCTS); do $(BUILD_RELEASE_PRODUCT) || exit 1; done
	@$(TEST_ENV) TEST_SHARDS="$(TEST_SHARDS)" REPLAY_CHECK_SHARD="$(REPLAY_CHECK_SHARD)" END_TO_END_BIN="$$($(TEST_ENV) $(RELEASE_BUILD) --show-bin-path)" \
	  sh Tests/run-shards.sh "$$($(TEST_ENV) $(SWIFT) build --show-bin-path)"
	@$(HOME_LISTING) > $(CURDIR)/.build/test-home.after
	@diff -u $(CURDIR)/.build/test-home.before $(CURDIR)/.build/test-home.after >&2 || \
	  { echo "make test: the tests changed files under HOME ($(TEST_HOME)): they must not touch the user's files" >&2; exit 1; }

build: deps
	$(SWIFT) build

# The Swift runtime is linked in: a quarter less memory at rest and no dozen libraries to load at
# each start (BENCHMARKS.md).
release: deps
	@mkdir -p .build; product=navigator; $(BUILD_RELEASE_PRODUCT)

# Builds in release mode and runs every figure of BENCHMARKS.md, on the release navigator as users run
# it; prints one table, each figure beside its target. About 17 minutes once built (callgrind's runs
# take most of it); a fresh clone builds for a few minutes first. BENCH_ARGS=--quick: fewer runs (a
# smoke test); BENCH_ARGS="--only pushes,storm,restore,startup": issue 22's promises alone.
# In-process figures come from package-benchmark: Tests/Benchmarks, targets of this package when NAVIGATOR_BENCH is set.
bench: deps
	@command -v python3 >/dev/null 2>&1 || { echo "make bench: python3 is not on the PATH" >&2; exit 1; }
	@python3 Tests/Benchmarks/bench.py $(BENCH_ARGS)

# Writes Resources/navigator.order, the order `make release` links the functions in, from callgrind runs
# of the release navigator on the promises' paths (Tests/Benchmarks/order.py; a few minutes).
order: deps
	@python3 Tests/Benchmarks/order.py

# libFuzzer on every parser of outside input (Tests/Fuzz/README.md): FUZZ_SECONDS each (60), from the
# corpus committed in Tests/Fuzz/Corpus; what it adds goes to .build-fuzz/corpus, an input that breaks
# a property to .build-fuzz/crashes. Built in its own scratch path: the fuzz flags never reach .build.
# FUZZ_CONFIG=release (the default) runs 2 to 17 times more inputs a second but builds in about 2
# minutes from clean; debug builds in under one (CI's short pass uses it).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= deep-link split-link snapshot journal keys size
FUZZ_CONFIG ?= release
FUZZ_SCRATCH = .build-fuzz
FUZZ_FLAGS = -c $(FUZZ_CONFIG) --scratch-path $(FUZZ_SCRATCH) -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

# NAVIGATOR_FUZZ: Package.swift leaves `#Preview`'s plugin out of this build (the fuzz flags can't link it).
fuzz: export NAVIGATOR_FUZZ = 1
fuzz: deps
	@$(SWIFT) build --product navigator-fuzz $(FUZZ_FLAGS) 2>&1 | grep -v -e "Cannot export local symbol" >&2; \
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

# The pictures of the README and of NavigatorUI's articles: the demo's frames as the release build's
# `navigator --headless --print svg` draws them, one per line of Resources/pictures.txt (a name, then
# the arguments), written into NavigatorUI's DocC catalog, where the README shows them too. Headless
# with no --state-file, the app reads and writes no state. PictureTests checks that the committed
# pictures are what this draws now.
PICTURES_LIST = Resources/pictures.txt
PICTURES_DIR = Sources/NavigatorUI/NavigatorUI.docc/Resources

pictures: release
	@mkdir -p $(PICTURES_DIR)
	@grep -v -e '^#' -e '^$$' $(PICTURES_LIST) | while read -r name arguments; do \
	  eval "set -- $$arguments"; \
	  if $(RELEASE_BIN) --headless --print svg "$$@" > $(PICTURES_DIR)/$$name.svg.new; then \
	    mv $(PICTURES_DIR)/$$name.svg.new $(PICTURES_DIR)/$$name.svg; \
	  else \
	    rm -f $(PICTURES_DIR)/$$name.svg.new; echo "make pictures: navigator --headless --print svg $$arguments failed" >&2; exit 1; \
	  fi; \
	done
	@echo "make pictures: $$(grep -c -v -e '^#' -e '^$$' $(PICTURES_LIST)) pictures in $(PICTURES_DIR)"

# The documentation of NavigatorUI, the library product (its DocC catalog is Sources/NavigatorUI/NavigatorUI.docc), built offline
# by swift-docc-plugin into one static site, .build/docs: open .build/docs/index.html through a web
# server (python3 -m http.server -d .build/docs, then http://localhost:8000/documentation/navigatorui).
# The pictures are drawn again first (`make pictures`). A broken symbol, article or image link is an error.
DOCS_TARGETS = NavigatorUI
DOCS_OUTPUT = .build/docs

docs: deps pictures
	@rm -rf $(DOCS_OUTPUT)
	NAVIGATOR_DOCS=1 $(SWIFT) package --allow-writing-to-directory $(DOCS_OUTPUT) generate-documentation \
	  $(addprefix --target ,$(DOCS_TARGETS)) --enable-experimental-combined-documentation \
	  --output-path $(DOCS_OUTPUT) --transform-for-static-hosting --warnings-as-errors
	@echo "make docs: the documentation is in $(DOCS_OUTPUT) (python3 -m http.server -d $(DOCS_OUTPUT), then http://localhost:8000/documentation/navigatorui)"

# What the build needs: the ncursesw headers and library. The tests need two tools more (TEST_TOOLS,
# each a command and the Debian package that has it): tmux for the real-terminal tests, and
# desktop-file-validate for the test of `make install`'s desktop entry; `make run` doesn't ask for them.
TEST_TOOLS = tmux:tmux desktop-file-validate:desktop-file-utils
test: DEPS_TOOLS = $(TEST_TOOLS)
deps:
	@missing=""; \
	if ! { [ -f /usr/include/ncursesw/ncurses.h ] || [ -f /usr/include/ncurses.h ]; } || \
	   ! ls /usr/lib/*/libncursesw.so /usr/lib/libncursesw.so 2>/dev/null | grep -q .; then missing="$$missing libncurses-dev"; fi; \
	for tool in $(DEPS_TOOLS); do command -v $${tool%%:*} >/dev/null 2>&1 || missing="$$missing $${tool#*:}"; done; \
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

# Installs the release binary, the manual page, bash/zsh/fish completions and a desktop entry that
# makes navigator the handler of myapp:// links (xdg-open). PREFIX and DESTDIR as usual.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BIN ?= $(RELEASE_BIN)
INSTALLED = bin/navigator share/man/man1/navigator.1 share/applications/navigator.desktop \
	share/bash-completion/completions/navigator share/zsh/site-functions/_navigator \
	share/fish/vendor_completions.d/navigator.fish

install: release install-built

# The installing half of `install`, for a binary already built (INSTALL_BIN).
install-built:
	@test -x "$(INSTALL_BIN)" || { echo "make install: no binary at $(INSTALL_BIN) (run make release first)" >&2; exit 1; }
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/applications \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/navigator
	install -m 0644 Resources/navigator.1 $(DESTDIR)$(PREFIX)/share/man/man1/navigator.1
	sed 's|^Exec=navigator |Exec=$(PREFIX)/bin/navigator |' Resources/navigator.desktop > $(DESTDIR)$(PREFIX)/share/applications/navigator.desktop
	chmod 0644 $(DESTDIR)$(PREFIX)/share/applications/navigator.desktop
	$(INSTALL_BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/navigator
	$(INSTALL_BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_navigator
	$(INSTALL_BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/navigator.fish
	@if [ -z "$(DESTDIR)" ] && command -v update-desktop-database >/dev/null 2>&1; then \
	  update-desktop-database -q $(PREFIX)/share/applications || true; fi

# Removes exactly what install put there.
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))
	@if [ -z "$(DESTDIR)" ] && command -v update-desktop-database >/dev/null 2>&1; then \
	  update-desktop-database -q $(PREFIX)/share/applications 2>/dev/null || true; fi

clean:
	rm -rf .build $(FUZZ_SCRATCH)
