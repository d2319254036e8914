#!/usr/bin/env python3
"""Before and after in one run: the figures a change to saving moves, for two or more navigator binaries.

    python3 Tests/Benchmarks/compare.py NAME=BINARY NAME=BINARY ... [--rounds 3] [--runs 20]

Each round runs every figure for every binary, in an order that turns each round, so that a machine
that gets busier or quieter in the middle weighs on all of them alike; the samples of all rounds are
pooled. Figures (the harness of bench.py, whose functions it calls with NAVIGATOR set to each binary):

- start-up, headless, and max RSS at rest (VmHWM after the first frame on a pty, bench.startup_pty);
- restore to the first frame from a state file of 100,000 and 1,000,000 details, max RSS of it;
- one saved change (a journal line) at depth 10,000, from the binary: the same 2,000 keys (Enter and
  Left in turn, each pushing or popping a detail) with and without a state file, the difference
  divided by the keys;
- callgrind instructions of a headless start-up, of a restore of depth 100,000 and of 2,000 saved
  keys, on a copy of each binary without its debug information (valgrind gives up on the statically
  linked binary's DWARF);
- the binary's size.

Prints a markdown table of medians (min-max).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

KEYS = 2000


def restore(binary, depth, runs, directory):
    """Seconds to the first frame from a fresh copy of a saved path of `depth` details; max RSS."""
    saved = os.path.join(directory, f"saved-{depth}.json")
    if not os.path.exists(saved):
        bench.state_file(saved, depth)
    work = os.path.join(directory, "state.json")

    def fresh():
        for suffix in ("", ".journal", ".lock"):
            if os.path.exists(work + suffix):
                os.unlink(work + suffix)
        shutil.copyfile(saved, work)

    argv = [binary, "--headless", "--state-file", work]
    fresh()
    out = subprocess.run(argv, capture_output=True, text=True).stdout
    if f"Detail {depth}" not in out:
        sys.exit(f"compare: {binary} restoring depth {depth} did not show Detail {depth}")
    times = []
    for _ in range(runs):
        fresh()
        times.append(bench.spawn_timed(argv)[0] * 1e3)
    rss = []
    for _ in range(3):
        fresh()
        rss.append(bench.max_rss(argv)[0])
    return times, rss, fresh, argv


def saving(binary, runs, directory):
    """Microseconds one saved change adds to a key at depth 10,000: (with a state file − without) / keys."""
    keys = " ".join(["enter", "left"] * (KEYS // 2))
    saved = os.path.join(directory, "saved-10000.json")
    if not os.path.exists(saved):
        bench.state_file(saved, 10_000)
    work = os.path.join(directory, "state-keys.json")
    link = "myapp:///" + "/".join(f"detail/{i}" for i in range(1, 10_001))

    def fresh():
        for suffix in ("", ".journal", ".lock"):
            if os.path.exists(work + suffix):
                os.unlink(work + suffix)
        shutil.copyfile(saved, work)

    saving_argv = [binary, "--headless", "--state-file", work, "--keys", keys]
    saving_idle = [binary, "--headless", "--state-file", work]
    plain_argv = [binary, "--headless", link, "--keys", keys]
    plain_idle = [binary, "--headless", link]
    fresh()
    subprocess.run(saving_argv, check=True, capture_output=True)
    journal = os.path.getsize(work + ".journal")
    if journal < KEYS * 20:
        sys.exit(f"compare: {binary} wrote {journal} bytes of journal for {KEYS} keys")
    samples = {name: [] for name in ("saving", "saving_idle", "plain", "plain_idle")}
    for _ in range(runs):
        fresh()
        samples["saving"].append(bench.spawn_timed(saving_argv)[0])
        fresh()
        samples["saving_idle"].append(bench.spawn_timed(saving_idle)[0])
        samples["plain"].append(bench.spawn_timed(plain_argv)[0])
        samples["plain_idle"].append(bench.spawn_timed(plain_idle)[0])
    return samples, fresh, saving_argv


def instructions(binary, argv, before=None):
    """Callgrind's instruction count of `argv` run with `binary` (a copy without debug information)."""
    if before:
        before()
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", *argv],
                                capture_output=True, text=True)
        for line in result.stderr.splitlines():
            if "Collected :" in line:
                return int(line.split(":")[-1].replace(",", ""))
    sys.exit(f"compare: callgrind failed on {' '.join(argv)[:120]}: {result.stderr[-400:]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+", help="NAME=PATH of a navigator built as `make release` builds it")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=20, help="runs of each figure per round")
    parser.add_argument("--no-callgrind", action="store_true")
    args = parser.parse_args()
    binaries = [tuple(b.split("=", 1)) for b in args.binaries]
    bench.ensure_pyte()
    directory = tempfile.mkdtemp(prefix="navigator-compare-")
    stripped = {}
    for name, path in binaries:
        stripped[name] = os.path.join(directory, f"{name}-nodebug")
        subprocess.run(["strip", "--strip-debug", "-o", stripped[name], path], check=True)
    rows = {}

    def add(figure, name, values):
        rows.setdefault(figure, {}).setdefault(name, []).extend(values)

    for round_ in range(args.rounds):
        order = binaries[round_ % len(binaries):] + binaries[:round_ % len(binaries)]
        for name, path in order:
            bench.NAVIGATOR = path
            bench.log(f"compare: round {round_ + 1}, {name}")
            startup, _, rss = bench.startup_headless(args.runs)
            add("start-up, headless (ms)", name, startup.samples)
            add("max RSS, headless start-up (MiB)", name, rss.samples)
            pty, at_rest, _ = bench.startup_pty(args.runs)
            add("start-up to first frame, pty (ms)", name, pty.samples)
            add("max RSS at rest, pty (MiB)", name, at_rest.samples)
            for depth in (100_000, bench.MILLION):
                runs = args.runs if depth < bench.MILLION else max(3, args.runs // 4)
                times, rss, _, _ = restore(path, depth, runs, directory)
                add(f"restore depth {depth:,} to the first frame (ms)", name, times)
                add(f"  max RSS, restore depth {depth:,} (MiB)", name, rss)
            samples, _, _ = saving(path, max(3, args.runs // 2), directory)
            rows.setdefault("_saving", {}).setdefault(name, {k: [] for k in samples})
            for key, values in samples.items():
                rows["_saving"][name][key].extend(values)

    saving_rows = rows.pop("_saving")
    for name, samples in saving_rows.items():
        m = {k: statistics.median(v) for k, v in samples.items()}
        per_key = ((m["saving"] - m["saving_idle"]) - (m["plain"] - m["plain_idle"])) / KEYS * 1e6
        rows.setdefault(f"one saved change at depth 10,000, from the binary (µs; {KEYS:,} keys)", {})[name] = [per_key]
    for name, path in binaries:
        rows.setdefault("binary size (MB)", {})[name] = [os.path.getsize(path) / 1e6]
    if not args.no_callgrind:
        for name, path in binaries:
            binary = stripped[name]
            rows.setdefault("instructions, headless start-up (callgrind)", {})[name] = [
                instructions(binary, [binary, "--headless", bench.LINK])]
            _, _, fresh, argv = restore(binary, 100_000, 1, directory)
            rows.setdefault("instructions, restore depth 100,000 (callgrind)", {})[name] = [
                instructions(binary, argv, fresh)]
            _, fresh, argv = saving(binary, 0, directory)
            with_keys = instructions(binary, argv, fresh)
            idle = instructions(binary, argv[:-2], fresh)
            link = "myapp:///" + "/".join(f"detail/{i}" for i in range(1, 10_001))
            plain_keys = instructions(binary, [binary, "--headless", link, "--keys", argv[-1]])
            plain_idle = instructions(binary, [binary, "--headless", link])
            rows.setdefault(f"instructions per saved change at depth 10,000 (callgrind; {KEYS:,} keys)", {})[name] = [
                ((with_keys - idle) - (plain_keys - plain_idle)) / KEYS]
    names = [name for name, _ in binaries]
    print("| figure | " + " | ".join(names) + " |")
    print("| --- |" + " ---: |" * len(names))
    for figure, by_name in rows.items():
        cells = []
        for name in names:
            values = by_name.get(name, [])
            if not values:
                cells.append("—")
            elif len(values) == 1:
                cells.append(f"{values[0]:,.0f}" if values[0] >= 1000 else f"{values[0]:.2f}")
            else:
                cells.append(f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})")
        print(f"| {figure} | " + " | ".join(cells) + " |")
    shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
