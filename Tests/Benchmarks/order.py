#!/usr/bin/env python3
"""Writes Resources/navigator.order: the functions the release navigator runs on the promises' paths
(pushes, the storm of Enter and Backspace, start-up to a deep link's frame), hottest first, as the
linker's section names. `make release` links them in that order (gold's --section-ordering-file, each
function in its own section): the code a key runs is then a few hundred kilobytes side by side, not
spread over the binary's 30 MB, and fewer of its lines miss the instruction cache (BENCHMARKS.md,
"Link order"). A name that is no longer in the binary is ignored by the linker: an order made before a
change still serves, and `make order` makes it again.

Usage: python3 Tests/Benchmarks/order.py (`make order`): builds `make release`, then runs callgrind on
it, each run with a HOME of its own.
"""
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ORDER = os.path.join(ROOT, "Resources", "navigator.order")

# name, keys (a word repeated), count, arguments
WORKLOADS = [
    ("pushes", "enter", 1000, ["myapp://detail/1"]),
    ("storm", "enter backspace", 500, ["myapp://detail/1"]),
    ("start-up", None, 0, ["myapp://profile-edit/johndoe"]),
]


def self_costs(path):
    """Instructions spent in each function itself (mangled names), from a callgrind output file."""
    names, costs = {}, collections.Counter()
    current, after_call = None, False

    def name(text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return names[match.group(1)]

    with open(path) as file:
        for line in file:
            line = line.rstrip("\n")
            if line.startswith("fn="):
                current, after_call = name(line[3:]), False
            elif line.startswith("cfn="):
                name(line[4:])
            elif line.startswith("calls="):
                after_call = True  # the next cost line is the call's, not the function's own
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                if after_call:
                    after_call = False
                    continue
                parts = line.split()
                if len(parts) >= 2 and current is not None:
                    costs[re.sub(r"'\d+$", "", current)] += int(parts[1])
    return costs


def profile(keys, count, arguments):
    """Each function's own instructions in a callgrind run of the release navigator: `keys` `count`
    times on `arguments`, headless, with a HOME of its own."""
    with tempfile.TemporaryDirectory() as home:
        # A copy without its debugging information, which valgrind can't read.
        binary = os.path.join(home, "navigator")
        shutil.copy(os.path.join(ROOT, ".build", "release", "navigator"), binary)
        subprocess.run(["strip", "-g", binary], check=True)
        command = [binary, "--headless", "--fresh"]
        if keys:
            script = os.path.join(home, "keys")
            with open(script, "w") as file:
                file.write(" ".join([keys] * count))
            command += ["--keys", "@" + script]
        out = os.path.join(home, "callgrind.out")
        environment = dict(os.environ, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"),
                           SWIFT_DETERMINISTIC_HASHING="1")
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}"]
                       + command + arguments, env=environment, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return self_costs(out)


def main():
    if not shutil.which("valgrind"):
        sys.exit("order: valgrind is not on the PATH: apt-get install valgrind")
    subprocess.run(["make", "-s", "release"], cwd=ROOT, check=True)
    # A key's functions: what a run of three times the keys spends beyond a run of the keys (start-up
    # and the first keys' one-time work cancel out). The pushes' first, hottest first (the storm's keys
    # are mostly the same code), then the storm's others, then start-up's: its code runs once, together.
    ranked = []
    for label, words, count, arguments in WORKLOADS:
        if words:
            marginal = profile(words, 3 * count, arguments)
            marginal.subtract(profile(words, count, arguments))
            ranked.append(collections.Counter({function: cost for function, cost in marginal.items() if cost > 0}))
        else:
            ranked.append(profile(None, 0, arguments))
        print(f"order: {label} profiled")
    order, seen = [], set()
    for costs in ranked:
        for function, cost in costs.most_common():
            if function in seen or " " in function or function.startswith("0x"):
                continue
            seen.add(function)
            order.append(".text." + function)
    with open(ORDER, "w") as file:
        file.write("\n".join(order) + "\n")
    # SwiftPM doesn't see the order change: the binary goes, and the next `make release` links it again.
    os.remove(os.path.realpath(os.path.join(ROOT, ".build", "release", "navigator")))
    print(f"order: {len(order)} functions in {os.path.relpath(ORDER, ROOT)}; `make release` links them in that order")


if __name__ == "__main__":
    main()
