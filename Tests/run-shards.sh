#!/bin/sh
# Runs the test bundle in BIN_PATH (what `swift build --show-bin-path` prints) as one process per
# shard, side by side: a shard per regular expression in TEST_SHARDS (space-separated test names, as
# `swift test --filter` takes them), and one more for every test none of them names. Each shard's
# output is printed whole once all have ended; the exit status is 1 if any shard failed.
#
# Why: Swift Testing runs a process's tests on as many threads as there are cores, and a test that
# waits (for a tmux pane to show a line, for a child to exit) holds its thread: with one process the
# cores sat idle a fifth of the time. `swift test` still runs everything in one process.
set -u
bin=${1:?usage: run-shards.sh BIN_PATH}
bundle=$(ls -d "$bin"/*PackageTests.xctest 2>/dev/null | head -n 1)
[ -x "$bundle" ] || { echo "run-shards.sh: no test bundle in $bin: build with 'swift build --build-tests'" >&2; exit 1; }
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
trap 'kill 0; exit 130' INT TERM

n=0
rest=""
for pattern in ${TEST_SHARDS:-}; do
    n=$((n + 1))
    "$bundle" --testing-library swift-testing --filter "$pattern" > "$logs/$n" 2>&1 &
    echo $! > "$logs/$n.pid"
    rest="$rest --skip $pattern"
done
n=$((n + 1))
# shellcheck disable=SC2086 # the skips are words
"$bundle" --testing-library swift-testing $rest > "$logs/$n" 2>&1 &
echo $! > "$logs/$n.pid"

failed=""
i=0
while [ $i -lt $n ]; do
    i=$((i + 1))
    wait "$(cat "$logs/$i.pid")" || failed="$failed $i"
done
i=0
while [ $i -lt $n ]; do
    i=$((i + 1))
    echo "━━ shard $i of $n"
    cat "$logs/$i"
done
# The views' suites once more, each view drawn again from what it drew checked against its body
# evaluated again (Sources/NavigatorUI/Replay.swift): after the others, so that no test meets its own
# twin's files.
if [ -n "${REPLAY_CHECK_SHARD:-}" ]; then
    echo "━━ the views' suites again, with NAVIGATOR_CHECK_REPLAYS=1"
    NAVIGATOR_CHECK_REPLAYS=1 "$bundle" --testing-library swift-testing --filter "$REPLAY_CHECK_SHARD" > "$logs/replays" 2>&1 || failed="$failed replays"
    tail -n 3 "$logs/replays"
    case "$failed" in *replays*) cat "$logs/replays" ;; esac
fi
if [ -n "$failed" ]; then
    echo "make test: shard(s)$failed failed (their output is above)" >&2
    exit 1
fi
