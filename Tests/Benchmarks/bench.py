#!/usr/bin/env python3
"""The benchmark suite of issue 5: builds in release mode, runs every figure, prints one table.

    python3 Tests/Benchmarks/bench.py [--quick] [--skip-build] [--only NAME,...]

`make bench` runs it. In-process figures come from package-benchmark (the targets next to this
script, the root package's when NAVIGATOR_BENCH is set: `swift package benchmark`), on the demo's views as `navigator` runs them (`DemoHost`:
`NavigationStack(path:)` bound to the `@Observable` `DemoModel`'s path); whole-process figures are
measured here on the release `navigator`: start-up with and without a terminal, pushes, storms of keys
and their max RSS, deep restores (issue 22's promises, as ../shared/checks/promises checks them), bytes
written to a pseudo-terminal per key. Each figure with a target is printed beside it, pass or MISS.
Instruction counts (callgrind) are printed beside times: they don't move with the machine's load.

--only GROUP,... runs some groups (`--only pushes,storm,restore,startup` is issue 22's promises).

Every time is a median over repeated runs, with the min and the max; a scaling figure is the ratio
of two figures measured in the same run (median over median, min over min, max over max).
Raw figures go to bench-results/ at the repository root (git ignores it).
"""
import argparse
import fcntl
import json
import glob
import os
import random
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
NAVIGATOR = os.path.join(ROOT, ".build", "release", "navigator")
DEEPSTACK = os.path.join(HERE, ".build", "release", "DeepStack")
COMPACTION = os.path.join(HERE, ".build", "release", "CompactionLatency")
UILIST = os.path.join(HERE, ".build", "release", "UIList")
UIDEEPSTACK = os.path.join(HERE, ".build", "release", "UIDeepStack")
UISCREENS = os.path.join(HERE, ".build", "release", "UIScreens")
RESULTS = os.path.join(ROOT, "bench-results")
# The benchmarks are the root package's targets when NAVIGATOR_BENCH is set (Package.swift), built in a
# scratch path of their own, so that switching never rebuilds the tests' `.build`.
BENCH_ENV = dict(os.environ, NAVIGATOR_BENCH="1")
SCRATCH = ["--scratch-path", os.path.join(HERE, ".build")]
TIME = "/usr/bin/time"
LINK = "myapp://profile-edit/johndoe"
MILLION = 1_000_000
# The most presentations a tree holds (NavigationState.maximumPresentations): the nested sheets restored.
NESTED = 2_000


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(command, cwd=ROOT, **kwargs):
    """Runs a build step; stops on failure, with its output."""
    process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    lines = process.stdout.splitlines()
    if process.returncode != 0:
        print("\n".join(lines), file=sys.stderr)
        sys.exit(f"bench: '{' '.join(command)}' failed ({process.returncode})")
    return lines


def ensure_pyte():
    try:
        import pyte  # noqa: F401
    except ImportError:
        log("bench: installing pyte (a terminal emulator, from PyPI) to read what navigator draws")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "pyte"],
                       check=True)


# MARK: - Figures

class Figure:
    """One row of the table: samples, or a ratio of two figures, against a target."""

    def __init__(self, name, unit, samples=None, target=None, limit=None, note="", command="",
                 median=None, low=None, high=None, at_least=False):
        self.name, self.unit, self.target, self.limit, self.note, self.command = name, unit, target, limit, note, command
        self.samples = samples or []
        if samples:
            median, low, high = statistics.median(samples), min(samples), max(samples)
        self.median, self.low, self.high = median, low, high
        # A run stopped at its time limit: the figure is a lower bound ("> 60 s"), and misses any target below it.
        self.at_least = at_least

    @staticmethod
    def stopped(name, unit, seconds, target=None, limit=None, command=""):
        """A figure whose run was stopped after `seconds`: more than that."""
        return Figure(name, unit, target=target, limit=limit, command=command, median=seconds, low=seconds,
                      high=seconds, at_least=True, note=f"stopped after {seconds:g} s: more than that")

    @staticmethod
    def ratio(name, over, under, limit, note="", target=None):
        if over.median is None or under.median is None or under.at_least:
            return Figure(name, "x", target=target or f"≤ {limit}x", limit=limit, command=f"{over.name} ÷ {under.name}",
                          note=note or "no ratio: a figure is missing or stopped")
        return Figure(name, "x", target=target or f"≤ {limit}x", limit=limit, note=note,
                      command=f"{over.name} ÷ {under.name}", at_least=over.at_least,
                      median=over.median / under.median, low=over.low / under.low, high=over.high / under.high)

    @property
    def result(self):
        if self.limit is None or self.median is None:
            return ""
        return "pass" if self.median <= self.limit and not self.at_least else "MISS"

    def json(self):
        return {k: getattr(self, k) for k in ("name", "unit", "median", "low", "high", "target", "result", "note",
                                              "command", "at_least")} | {"samples": len(self.samples)}


def fmt(value, unit, at_least=False):
    if value is None:
        return "—"
    if at_least:
        return "> " + fmt(value, unit)
    if unit == "x":
        return f"{value:.2f}x"
    if unit in ("B", "cells"):
        return f"{value:,.0f}"
    if abs(value) >= 100:
        return f"{value:,.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def table(figures):
    rows = [("figure", "median", "min", "max", "unit", "target", "result")]
    for f in figures:
        if f.median is None:
            rows.append((f.name, f.note, "", "", "", f.target or "", ""))
        else:
            rows.append((f.name, fmt(f.median, f.unit, f.at_least), fmt(f.low, f.unit, f.at_least),
                         fmt(f.high, f.unit, f.at_least), f.unit, f.target or "", f.result))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        cells = [r[0].ljust(widths[0])] + [r[i].rjust(widths[i]) if 0 < i < 4 else r[i].ljust(widths[i])
                                           for i in range(1, len(r))]
        lines.append("| " + " | ".join(cells) + " |")
        if n == 0:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


# MARK: - Processes

def spawn_timed(argv, stdin=None, stdout=None, limit=None, cpu=None):
    """Runs a command to its end: (seconds, exit status). With `limit`, a run still going after `limit`
    seconds is killed: (None, None). With a list `cpu`, the run's on-CPU seconds (user + system, from
    `wait4`) are appended to it: on a loaded machine they move far less than the wall time.

    Not max RSS: a child spawned from Python starts with Python's high-water mark (the kernel records
    the old memory map's peak at exec, and vfork's old map is Python's), so `max_rss` measures it.
    """
    devnull = os.open(os.devnull, os.O_RDWR)
    actions = [(os.POSIX_SPAWN_DUP2, stdin if stdin is not None else devnull, 0),
               (os.POSIX_SPAWN_DUP2, stdout if stdout is not None else devnull, 1),
               (os.POSIX_SPAWN_DUP2, devnull, 2)]
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    killed = []
    if limit is not None:
        def stop():
            killed.append(True)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        timer = threading.Timer(limit, stop)
        timer.start()
    _, status, usage = os.wait4(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e9
    if limit is not None:
        timer.cancel()
    if cpu is not None and not killed:
        cpu.append(usage.ru_utime + usage.ru_stime)
    os.close(devnull)
    if killed:
        return None, None
    return elapsed, os.waitstatus_to_exitcode(status)


def max_rss(argv, limit=None):
    """(max RSS in MiB, stdout) of a command, measured by GNU time (`/usr/bin/time -f %M`). With `limit`,
    a run still going after `limit` seconds is stopped: (None, None)."""
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as report:
        # GNU time reports the largest RSS of `timeout` and the command it waited for.
        stop = ["timeout", "-s", "KILL", str(limit)] if limit is not None else []
        out = subprocess.run([TIME, "-f", "%M", "-o", report.name, *stop, *argv], capture_output=True, text=True)
        if limit is not None and out.returncode in (124, 137, -9):
            return None, None
        if out.returncode != 0:
            sys.exit(f"bench: {' '.join(argv)[:200]} failed: {out.stderr}")
        return int(report.read().split()[-1]) / 1024, out.stdout


def headless(*arguments, size="80x24"):
    out = subprocess.run([NAVIGATOR, "--headless", "--size", size, *arguments], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"bench: navigator --headless {' '.join(a[:60] for a in arguments)} failed: {out.stderr}")
    return out.stdout


class Pty:
    """navigator on a pseudo-terminal of a given size, as a terminal emulator would run it."""

    def __init__(self, arguments, columns=80, rows=24):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        slave_name = os.ttyname(slave)
        # The app saves its state as a person's would, but into a directory of the bench's own, not
        # the state of whoever runs the bench.
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "HOME": os.environ.get("HOME", "/tmp"), "XDG_STATE_HOME": STATE_HOME}
        # A session of its own whose controlling terminal is the pty (opened after setsid), fds 0-2 on it.
        actions = [(os.POSIX_SPAWN_CLOSE, slave), (os.POSIX_SPAWN_OPEN, 0, slave_name, os.O_RDWR, 0),
                   (os.POSIX_SPAWN_DUP2, 0, 1), (os.POSIX_SPAWN_DUP2, 0, 2)]
        self.start = time.perf_counter_ns()
        self.pid = os.posix_spawn(NAVIGATOR, [NAVIGATOR, *arguments], env, file_actions=actions, setsid=True)
        os.close(slave)
        self.usage = None

    def read(self, timeout):
        """The bytes that arrive within `timeout` seconds (b"" if none, None at the end)."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return b""
        try:
            data = os.read(self.master, 65536)
        except OSError:
            return None
        return data or None

    def read_until_quiet(self, quiet=0.3, limit=10.0):
        data = b""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            chunk = self.read(quiet)
            if not chunk:
                break
            data += chunk
        return data

    def peak_rss(self):
        """The process's max RSS so far (VmHWM of its own memory map), in MiB."""
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return None

    def quit(self):
        # `q` quits, except where a text field has the selection (Edit Profile's, the bench's link): there
        # it is typed, so a navigator still running a second later is sent SIGTERM, which it ends on too.
        os.write(self.master, b"q")
        deadline = time.monotonic() + 5
        terminated = False
        while time.monotonic() < deadline:
            if not terminated and time.monotonic() > deadline - 4:
                try:
                    os.kill(self.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                terminated = True
            if self.read(0.05) is None:
                break
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                self.usage = usage
                break
        if self.usage is None:
            try:
                _, _, self.usage = os.wait4(self.pid, 0)
            except ChildProcessError:
                pass
        os.close(self.master)
        return self.usage.ru_maxrss * 1024 if self.usage else None

    def kill(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.master)


def screen_lines(screen):
    return [line.rstrip() for line in screen.display]


def cells(screen):
    """Every cell's glyph and look, to count what a frame changed."""
    grid = []
    for y in range(screen.lines):
        row = screen.buffer[y]
        for x in range(screen.columns):
            c = row[x]
            grid.append((c.data, c.fg, c.bg, c.bold, c.reverse, c.underscore, c.italics))
    return grid


# MARK: - Whole-process figures

def startup_headless(runs):
    argv = [NAVIGATOR, "--headless", LINK]
    out = subprocess.run(argv, capture_output=True, text=True).stdout
    if "Edit Profile" not in out:
        sys.exit("bench: headless start-up did not print the Edit Profile screen")
    for _ in range(5):
        spawn_timed(argv)
    times = []
    for _ in range(runs):
        t, status = spawn_timed(argv)
        if status != 0:
            sys.exit(f"bench: {' '.join(argv)} exited {status}")
        times.append(t * 1e3)
    true = [spawn_timed(["/bin/true"])[0] * 1e3 for _ in range(runs)]
    rss = [max_rss(argv)[0] for _ in range(5)]
    command = f"navigator --headless '{LINK}' (stdout to /dev/null), spawned and reaped {runs} times"
    return (Figure("start-up, headless", "ms", times, "≤ 15 ms", 15, command=command),
            Figure("  reference: /bin/true, same harness", "ms", true, command="/bin/true, same harness"),
            Figure("max RSS, headless start-up", "MiB", rss,
                   command=f"/usr/bin/time -f %M navigator --headless '{LINK}', 5 runs"))


def startup_pty(runs):
    """Time from spawn to the whole first frame read from the pty's master side."""
    import pyte
    expected = headless(LINK).splitlines()
    # Calibrate: what the first frame is, byte for byte (the same every run), and check it is what
    # headless mode draws.
    pty = Pty([LINK])
    frame = pty.read_until_quiet()
    pty.quit()
    screen = pyte.Screen(80, 24)
    pyte.ByteStream(screen).feed(frame)
    got = screen_lines(screen)
    if got != expected + [""] * (24 - len(expected)):
        sys.exit("bench: the first frame in the pty is not the headless screen:\n" + "\n".join(got))
    times, rss = [], []
    for n in range(runs + 3):
        pty = Pty([LINK])
        data = b""
        deadline = time.monotonic() + 5
        while len(data) < len(frame) and time.monotonic() < deadline:
            chunk = pty.read(5)
            if chunk is None:
                break
            data += chunk
        elapsed = (time.perf_counter_ns() - pty.start) / 1e6
        if not data.startswith(frame):
            pty.kill()
            sys.exit("bench: the first frame differed between runs")
        time.sleep(0.02)  # at rest: waiting for a key
        peak = pty.peak_rss()
        pty.quit()
        if n >= 3:  # the first runs warm the caches
            times.append(elapsed)
            rss.append(peak)
    command = (f"navigator '{LINK}' on a pty (80x24, TERM=xterm-256color): spawn until the whole first frame "
               f"({len(frame)} bytes) is read on the master side, then q; {runs} runs")
    return (Figure("start-up to first frame, real pty", "ms", times, "≤ 25 ms", 25, command=command),
            Figure("max RSS at rest (pty, after the first frame)", "MiB", rss, "≤ 15 MB", 15,
                   command=f"VmHWM of navigator '{LINK}' on a pty, 80x24, waiting for a key after its first frame; "
                           f"{runs} runs"),
            len(frame))


def live_figures(runs, idle_seconds=10):
    """A screen whose model changes with no key (the demo's loading showcase): the time from the
    change to the frame that shows it, and the CPU an idle navigator uses afterwards."""
    import pyte
    latencies, idle = [], None
    for n in range(runs + 1):
        folder = tempfile.mkdtemp(prefix="navigator-bench-live-")
        fifo = os.path.join(folder, "log")
        os.mkfifo(fifo)
        # The catalogue logs "Loaded the catalogue" right after it sets the model: read through a FIFO,
        # that line marks the change; the pty shows when the frame with it was written.
        log_fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        pty = Pty(["--log-file", fifo, "myapp:///showcase/loading"])
        screen = pyte.Screen(80, 24)
        stream = pyte.ByteStream(screen)
        text, changed, shown = b"", None, None
        deadline = time.monotonic() + 10
        while shown is None and time.monotonic() < deadline:
            ready, _, _ = select.select([log_fd, pty.master], [], [], 1)
            now = time.perf_counter_ns()
            if log_fd in ready:
                try:
                    text += os.read(log_fd, 4096)
                except BlockingIOError:
                    pass
                if changed is None and b"Loaded the catalogue" in text:
                    changed = now
            if pty.master in ready:
                stream.feed(os.read(pty.master, 65536))
                if screen.display[1].rstrip() == " Loaded":
                    shown = now
        if changed is None or shown is None:
            pty.kill()
            sys.exit("bench: the loading showcase did not show its loaded content")
        if n > 0:  # the first run warms the caches
            latencies.append((shown - changed) / 1e6)
        if n == runs:
            pty.read_until_quiet(0.2)
            with open(f"/proc/{pty.pid}/schedstat") as f:
                before = int(f.read().split()[0])
            time.sleep(idle_seconds)
            with open(f"/proc/{pty.pid}/schedstat") as f:
                idle = (int(f.read().split()[0]) - before) / 1e6
        pty.quit()
        os.close(log_fd)
        os.unlink(fifo)
        os.rmdir(folder)
    return (Figure("model change → frame on screen (no key)", "ms", latencies, "≤ 16 ms", 16,
                   command="navigator 'myapp:///showcase/loading' on a pty, 80x24, --log-file a FIFO: from the "
                           "log line written just after the model changes to the pty bytes that show 'Loaded'; "
                           f"{runs} runs"),
            Figure(f"CPU time over {idle_seconds} idle seconds", "ms", [idle], "≤ 1 ms (no polling)", 1,
                   command=f"on-CPU time (/proc/PID/schedstat) of navigator at rest after the loaded frame, "
                           f"over {idle_seconds} s"))


def deep_link(depth):
    return "myapp:///" + "/".join(f"detail/{i}" for i in range(1, depth + 1))


def bytes_per_key(depths, rounds):
    """Bytes navigator writes to the terminal for one push (Enter) and one pop (Left) at 80x24."""
    import pyte
    results = {}
    for depth in depths:
        link = deep_link(depth)
        if len(link) >= 131072:
            sys.exit(f"bench: a deep link of depth {depth} does not fit in one argument")
        shown = headless(link).splitlines()
        pushed = headless("--keys", "enter", link).splitlines()
        pad = lambda lines: lines + [""] * (24 - len(lines))
        shown, pushed = pad(shown), pad(pushed)
        pty = Pty([link])
        screen = pyte.Screen(80, 24)
        stream = pyte.ByteStream(screen)
        stream.feed(pty.read_until_quiet())
        if screen_lines(screen) != shown:
            pty.kill()
            sys.exit(f"bench: the first frame at depth {depth} is not the headless screen")
        push_bytes, pop_bytes, push_cells, pop_cells = [], [], [], []
        for _ in range(rounds):
            for key, expect, sink, changed in ((b"\r", pushed, push_bytes, push_cells),
                                               (b"\x1bOD", shown, pop_bytes, pop_cells)):
                before = cells(screen)
                os.write(pty.master, key)
                total = 0
                deadline = time.monotonic() + 5
                # Read until the screen shows the expected frame, then until the output is quiet.
                while time.monotonic() < deadline:
                    chunk = pty.read(0.05 if screen_lines(screen) == expect else 1)
                    if chunk is None:
                        break
                    if not chunk:
                        if screen_lines(screen) == expect:
                            break
                        continue
                    total += len(chunk)
                    stream.feed(chunk)
                if screen_lines(screen) != expect:
                    pty.kill()
                    sys.exit(f"bench: key {key!r} at depth {depth} did not draw the expected frame")
                sink.append(total)
                changed.append(sum(1 for a, b in zip(before, cells(screen)) if a != b))
        burst = None
        if depth == depths[0]:
            # A burst: 100 Enters in one write. The front end applies every key waiting before it draws,
            # so this is one frame (about one push's bytes), not 100.
            expect = pad(headless("--keys", " ".join(["enter"] * 100), link).splitlines())
            os.write(pty.master, b"\r" * 100)
            burst, deadline = 0, time.monotonic() + 5
            while time.monotonic() < deadline:
                chunk = pty.read(0.2 if screen_lines(screen) == expect else 1)
                if not chunk:
                    if chunk is None or screen_lines(screen) == expect:
                        break
                    continue
                burst += len(chunk)
                stream.feed(chunk)
            if screen_lines(screen) != expect:
                pty.kill()
                sys.exit("bench: a burst of 100 Enters did not end on the expected frame")
        pty.quit()
        results[depth] = (push_bytes, pop_bytes, push_cells, pop_cells, burst)
    return results


def storm(keys_count, runs, seed=5):
    """A storm of keys through headless mode, checked against a replay through a reference model."""
    rng = random.Random(seed)
    # The reference model of the demo's navigation for these keys: a path of detail ids above Home.
    # Home's first link pushes Detail 1, a detail's first link ("Next") pushes the next id; selection
    # moves only in pairs that come back to the first link, so Enter always opens it.
    path, help_shown = [], False
    # The help (17 commands and 5 editing keys, 22 rows in a frame of 2) is taller than a 24-row
    # terminal: there the keys that move a selection scroll it instead of closing it.
    rows, help_rows = 24, 22 + 2
    scrolls_help = {"j", "k", "down", "up", "tab", "pgdn", "pgup", "end", "home"}
    words = []
    push, back = ["enter", "l", "right"], ["left", "h", "backspace", "esc"]
    pairs = [["j", "k"], ["down", "up"], ["tab", "k"], ["pgdn", "pgup"], ["end", "pgup"], ["end", "home"]]
    while len(words) < keys_count:
        r = rng.random()
        if r < 0.52:
            group = [rng.choice(push)]
        elif r < 0.80:
            group = [rng.choice(back)]
        elif r < 0.90:
            group = rng.choice(pairs)
        elif r < 0.93:
            group = ["?"]
        elif r < 0.97:
            group = [rng.choice(["w", "x", "Z", "é", "0"])]  # no binding: nothing happens
        elif r < 0.98:
            group = [rng.choice(["resize:100x30", "resize:80x24", "resize:250x80"])]
        elif r < 0.9999:
            group = [rng.choice(push)]
        else:
            group = [rng.choice(["g", "1", "2", "3", "5", "9"])]
        for word in group:
            if len(words) == keys_count:
                break
            words.append(word)
            if word.startswith("resize:"):
                rows = int(word.split("x")[1])
                continue  # a resize is not a key press: it never closes the help
            if help_shown:
                if word in scrolls_help and help_rows > rows - 1:
                    continue  # it scrolls the help
                help_shown = False  # any other key closes the help and does nothing else
                continue
            if word in push:
                path.append(path[-1] + 1 if path else 1)
            elif word in back:
                if path:
                    path.pop()
            elif word == "?":
                help_shown = True
            elif word == "g":
                path = []
            elif word.isdigit() and word != "0":
                level = int(word)
                if level - 1 <= len(path):
                    del path[level - 1:]
    expected = "myapp:///" + "/".join(f"detail/{i}" for i in path)
    with tempfile.NamedTemporaryFile("w", suffix=".keys", delete=False) as f:
        f.write(" ".join(words) + "\n")
        keys_file = f.name
    argv = [NAVIGATOR, "--headless", "--keys", "@" + keys_file, "--print", "url"]
    times = []
    try:
        for n in range(runs + 1):
            out_fd, out_path = tempfile.mkstemp()
            t, status = spawn_timed(argv, stdout=out_fd)
            os.close(out_fd)
            with open(out_path) as out:
                got = out.read().strip()
            os.unlink(out_path)
            if status != 0:
                sys.exit(f"bench: the storm exited {status}")
            if got != expected:
                sys.exit(f"bench: after the storm the path is {got[:200]}…, the model replay says {expected[:200]}…")
            if n > 0:
                times.append(t)
    finally:
        os.unlink(keys_file)
    command = (f"navigator --headless --keys @FILE --print url, FILE {len(words):,} keys (seed {seed}); "
               f"final path compared with the model replay ({len(path):,} deep)")
    return Figure(f"mixed storm of {keys_count:,} keys (every kind, seed {seed}), headless", "s", times, "≤ 1 s", 1,
                  note=f"final path = model replay ({len(path):,} deep)", command=command), len(path)


# MARK: - The promises of issue 22, on the app as people run it (../shared/checks/promises measures the same)

PROMISE_LINK = "myapp://detail/1"
LIMIT = 60  # seconds: a run still going then is stopped, and its figure is "more than 60 s"


def keys_file(words):
    """A temporary file of keys separated by spaces, as `--keys @FILE` reads them; its path."""
    with tempfile.NamedTemporaryFile("w", suffix=".keys", delete=False) as f:
        f.write(" ".join(words) + "\n")
        return f.name


def checked_run(argv, expect, what):
    """Runs `argv` once (a warm-up), stopped after LIMIT seconds; exits if its output lacks `expect`.
    Returns False if it was stopped."""
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=LIMIT)
    except subprocess.TimeoutExpired:
        return False
    if out.returncode != 0 or expect(out.stdout) is False:
        sys.exit(f"bench: {what}: exit {out.returncode}, printed {out.stdout[:300]!r}… {out.stderr[:300]}")
    return True


def timed_runs(argv, runs, name, unit="s", target=None, limit=None, command=""):
    """`runs` timed runs of `argv` as a Figure in `unit` ("s" or "ms"), or a stopped figure."""
    scale = 1 if unit == "s" else 1e3
    times, cpu = [], []
    for _ in range(runs):
        t, status = spawn_timed(argv, limit=LIMIT, cpu=cpu)
        if t is None:
            return Figure.stopped(name, unit, LIMIT * scale, target, limit, command)
        if status != 0:
            sys.exit(f"bench: {' '.join(argv)[:200]} exited {status}")
        times.append(t * scale)
    return Figure(name, unit, times, target, limit, command=command,
                  note=f"on-CPU (user + system) median {statistics.median(cpu) * scale:.3g} {unit}, "
                       f"min {min(cpu) * scale:.3g}")


def rss_runs(argv, runs, name, target=None, limit=None, command=""):
    """Max RSS (MiB) of `runs` runs of `argv`, by GNU time, as a Figure; a stopped figure if one ran
    past LIMIT."""
    samples = []
    for _ in range(runs):
        m, _ = max_rss(argv, limit=LIMIT)
        if m is None:
            figure = Figure(name, "MiB", target=target, limit=limit, command=command)
            figure.note = f"a run was stopped after {LIMIT} s"
            return figure
        samples.append(m)
    return Figure(name, "MiB", samples, target, limit, command=command)


def per_key_instructions(name, words_for, low, high, argv_for, limit=1800):
    """Instructions per key, marginal: (callgrind of `high` keys − callgrind of `low` keys) ÷ (high − low),
    so that start-up and the last frame are left out. Hashing is made deterministic, so the counts repeat."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    counts = {}
    files = []
    try:
        for count in (low, high):
            files.append(keys_file(words_for(count)))
            counts[count] = callgrind(argv_for(files[-1]), env=environment, limit=limit)
    finally:
        for path in files:
            os.unlink(path)
    command = (f"SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind {' '.join(a if not a.startswith('@') else '@FILE' for a in argv_for('@FILE')[1:])}"
               f" (navigator stripped of its debug info), FILE of {high:,} keys minus FILE of {low:,}, ÷ {high - low:,}")
    if counts[low] is None or counts[high] is None:
        figure = Figure(name, "instr", command=command)
        figure.note = f"a callgrind run was stopped after {limit} s"
        return figure
    per_key = (counts[high] - counts[low]) / (high - low)
    return Figure(name, "instr", median=per_key, low=per_key, high=per_key, command=command,
                  note=f"I refs {counts[low]:,} ({low:,} keys) and {counts[high]:,} ({high:,} keys)")


def pushes_figures(runs, quick):
    """Issue 22: N pushes cost linear time. `navigator --headless --keys @FILE 'myapp://detail/1'`, FILE holding
    N `enter`: 10,000 and 100,000 (target: 100,000 ≤ 1 s and ≤ 12x the 10,000 figure)."""
    figures = {}
    for count, target, limit in ((10_000, None, None), (100_000, "≤ 1 s", 1.0)):
        path = keys_file(["enter"] * count)
        try:
            argv = [NAVIGATOR, "--headless", "--keys", "@" + path, PROMISE_LINK]
            command = f"navigator --headless --keys @FILE '{PROMISE_LINK}', FILE {count:,} 'enter'; {runs} runs"
            name = f"{count:,} pushes (Enter), headless"
            # The last frame shows the detail on top: Detail N + 1.
            if checked_run(argv, lambda out: out.splitlines()[0].rstrip().endswith(f"Detail {count + 1}"), name):
                figures[count] = timed_runs(argv, runs, name, "s", target, limit, command)
            else:
                figures[count] = Figure.stopped(name, "s", LIMIT, target, limit, command)
            if count == 100_000:
                figures["rss"] = rss_runs(argv, 1 if figures[count].at_least else 3, f"  max RSS, {count:,} pushes",
                                          command=f"/usr/bin/time -f %M navigator --headless --keys @FILE '{PROMISE_LINK}', "
                                                  f"FILE {count:,} 'enter'")
        finally:
            os.unlink(path)
    ratio = Figure.ratio("  100,000 pushes ÷ 10,000 pushes", figures[100_000], figures[10_000], 12,
                         target="≤ 12x (linear: 10x)")
    result = [figures[10_000], figures[100_000], ratio, figures["rss"]]
    if shutil.which("valgrind"):
        low, high = (1_000, 2_000) if quick else (10_000, 20_000)
        result.append(per_key_instructions(
            f"  instructions per push, marginal ({low:,} → {high:,} pushes)", lambda n: ["enter"] * n, low, high,
            lambda path: [NAVIGATOR, "--headless", "--keys", "@" + path, PROMISE_LINK]))
    return result


def storm_figures(runs, quick):
    """Issue 22: a storm of keys at constant depth, time linear and memory flat. `navigator --headless --keys
    @FILE 'myapp://detail/1'`, FILE holding `enter backspace` repeated: 10,000 and 100,000 keys (targets:
    100,000 ≤ 1 s; max RSS at 100,000 ≤ 1.25x max RSS at 10,000)."""
    times, rss = {}, {}
    for count, target, limit in ((10_000, None, None), (100_000, "≤ 1 s", 1.0)):
        path = keys_file(["enter", "backspace"] * (count // 2))
        try:
            argv = [NAVIGATOR, "--headless", "--keys", "@" + path, PROMISE_LINK]
            command = (f"navigator --headless --keys @FILE '{PROMISE_LINK}', FILE 'enter backspace' × {count // 2:,}; "
                       f"{runs} runs")
            name = f"storm of {count:,} keys (enter backspace), headless"
            # Back where it started: the link's one detail, and nothing above it.
            url = [NAVIGATOR, "--headless", "--print", "url", "--keys", "@" + path, PROMISE_LINK]
            if checked_run(url, lambda out: out.strip() == "myapp:///detail/1", name):
                times[count] = timed_runs(argv, runs, name, "s", target, limit, command)
            else:
                times[count] = Figure.stopped(name, "s", LIMIT, target, limit, command)
            rss[count] = rss_runs(argv, 1 if times[count].at_least else max(3, runs // 2),
                                  f"  max RSS, storm of {count:,} keys",
                                  command=f"/usr/bin/time -f %M navigator --headless --keys @FILE '{PROMISE_LINK}', "
                                          f"FILE 'enter backspace' × {count // 2:,}")
        finally:
            os.unlink(path)
    result = [times[10_000], times[100_000],
              Figure.ratio("  storm, 100,000 keys ÷ 10,000 keys, time", times[100_000], times[10_000], None,
                           target="(linear: 10x)"),
              rss[10_000], rss[100_000],
              Figure.ratio("  storm, 100,000 keys ÷ 10,000 keys, max RSS", rss[100_000], rss[10_000], 1.25,
                           target="flat (≤ 1.25x)")]
    if shutil.which("valgrind"):
        low, high = (1_000, 2_000) if quick else (10_000, 20_000)
        result.append(per_key_instructions(
            f"  instructions per storm key, marginal ({low:,} → {high:,} keys)",
            lambda n: ["enter", "backspace"] * (n // 2), low, high,
            lambda path: [NAVIGATOR, "--headless", "--keys", "@" + path, PROMISE_LINK]))
    return result


def list_keys(count, seed=11):
    """`count` keys over a long list, seeded: moves of every kind, and now and then a row opened and
    closed again (Enter, Left)."""
    rng = random.Random(seed)
    words = []
    while len(words) < count:
        r = rng.random()
        if r < 0.35:
            words.append(rng.choice(["down", "j"]))
        elif r < 0.60:
            words.append(rng.choice(["up", "k"]))
        elif r < 0.75:
            words.append("pgdn")
        elif r < 0.88:
            words.append("pgup")
        elif r < 0.92:
            words.append(rng.choice(["home", "end"]))
        else:
            words += ["enter", "left"]
    return words[:count]


def callgrind(argv, env=None, limit=None):
    """Instructions a command executes, counted by callgrind (`valgrind --tool=callgrind`), on a copy
    of the program without its debug information (valgrind 3.19 can't read the static release
    binary's: "Possibly corrupted debuginfo file"); the instructions are the same. With `limit`, a run
    still going after `limit` seconds is stopped: None."""
    with tempfile.TemporaryDirectory() as directory:
        program = os.path.join(directory, os.path.basename(argv[0]))
        subprocess.run(["objcopy", "--strip-debug", argv[0], program], check=True)
        try:
            out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", program, *argv[1:]],
                                 capture_output=True, text=True, env=env, timeout=limit)
        except subprocess.TimeoutExpired:
            return None
    for line in out.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1])
    sys.exit(f"bench: callgrind gave no count for {' '.join(argv)[:200]}: {out.stderr[-500:]}")


def ui_list_figures(steps=2000):
    """NavigatorUI's `List(0..<N) { i in NavigationLink("Row \\(i)", value: i) }`: instructions for one key and
    one frame (from the last row: Up, PgUp, Down, PgDn in turn), over 10 rows and 1,000,000: a run of
    `steps` keys less a run of none (the set-up), divided by `steps`."""
    figures = {}
    for count in (10, 10_000, MILLION):
        with_keys = callgrind([UILIST, str(count), "80x24", "--steps", str(steps)])
        without = callgrind([UILIST, str(count), "80x24", "--steps", "0"])
        per_key = (with_keys - without) / steps
        figures[count] = Figure(f"NavigatorUI List, instructions per key → frame, {count:,} rows", "instr",
                                median=per_key, low=per_key, high=per_key,
                                command=f"valgrind --tool=callgrind UIList {count} 80x24 --steps {steps} minus --steps 0, ÷ {steps}")
    # 10 rows never scroll, so their pages cost no new rows: 10,000 rows is the list to compare with.
    return [figures[10], figures[10_000], figures[MILLION],
            Figure.ratio("  NavigatorUI List, 1,000,000 rows ÷ 10,000 rows, instructions", figures[MILLION],
                         figures[10_000], 1.05, target="flat (≤ 1.05x)"),
            Figure.ratio("  NavigatorUI List, 1,000,000 rows ÷ 10 rows, instructions", figures[MILLION], figures[10], 1.5)]


def ui_screens_figures(steps=2000):
    """What a key costs as a screen of SwiftUI code grows (UIScreens): a `LazyVStack` of N buttons in a
    `ScrollView`, paged 20 times down, then ↓ PgDn ↑ PgUp in turn (only what is built is looked at: N =
    1,000,000 costs what N = 10,000 does); and a text field over N rows of a toggle and a text, typed
    into and erased in turn (the field's `@State` is the screen's, evaluated again: each row, as it was,
    draws what it drew, but is still gone through and laid out, so a key still grows with the rows).
    A run of `steps` keys less a run of none, divided by `steps`; the form of 1,000 rows takes a tenth
    of the steps (each is some 27 million instructions)."""
    def per_key(mode, count, steps):
        with_keys = callgrind([UISCREENS, mode, str(count), "80x24", "--steps", str(steps)])
        without = callgrind([UISCREENS, mode, str(count), "80x24", "--steps", "0"])
        value = (with_keys - without) / steps
        return value, f"valgrind --tool=callgrind UIScreens {mode} {count} 80x24 --steps {steps} minus --steps 0, ÷ {steps}"
    figures = {}
    for count in (10, 10_000, MILLION):
        value, command = per_key("lazy", count, steps)
        figures[("lazy", count)] = Figure(f"LazyVStack of {count:,} buttons, instructions per key → frame", "instr",
                                          median=value, low=value, high=value, command=command)
    for count in (10, 100, 1000):
        value, command = per_key("form", count, steps if count < 1000 else steps // 10)
        figures[("form", count)] = Figure(f"a field over {count:,} rows, instructions per typed key → frame", "instr",
                                          median=value, low=value, high=value, command=command)
    return [figures[("lazy", 10)], figures[("lazy", 10_000)], figures[("lazy", MILLION)],
            Figure.ratio("  LazyVStack, 1,000,000 ÷ 10,000 buttons, instructions", figures[("lazy", MILLION)],
                         figures[("lazy", 10_000)], 1.05, target="flat (≤ 1.05x)"),
            figures[("form", 10)], figures[("form", 100)], figures[("form", 1000)],
            Figure.ratio("  a field over 1,000 rows ÷ over 100, instructions", figures[("form", 1000)], figures[("form", 100)], None,
                         target="no target: each row drawn again, laid out")]


def ui_demo_figures(steps=2000, depth=10):
    """The demo as `navigator` runs it, its views in `DemoHost` (UIDeepStack: `DemoView`'s
    `NavigationStack(path:)` bound to the `@Observable` `DemoModel`'s path), at depth 10, 80x24:
    instructions for one key and one frame (Enter and Left in turn), and for start-up to the first frame
    (`--steps 0`). The views are the only demo: the TerminalUI screens they were once held to within 1.2x
    are gone (issue 23), and a key → frame is held to 100,000 instructions. Hashing is made deterministic,
    so the counts repeat."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    start = callgrind([UIDEEPSTACK, str(depth), "80x24", "--steps", "0"], env=environment)
    keys = callgrind([UIDEEPSTACK, str(depth), "80x24", "--steps", str(steps)], env=environment)
    per_key = (keys - start) / steps
    return [Figure(f"the demo's views, instructions per key → frame, depth {depth}", "instr", median=per_key, low=per_key,
                   high=per_key, target="≤ 100,000 (issue 23)", limit=100_000,
                   command=f"valgrind --tool=callgrind UIDeepStack {depth} 80x24 --steps {steps} minus --steps 0, ÷ {steps}"),
            Figure(f"the demo's views, instructions to the first frame, depth {depth}", "instr", median=start, low=start,
                   high=start, command=f"valgrind --tool=callgrind UIDeepStack {depth} 80x24 --steps 0")]


def list_figures(runs, keys_count=20_000):
    """A long list through the binary: the same 20,000 keys over 10 rows and over 1,000,000, timed and
    counted by callgrind; and max RSS with 10 and 10,000,000 rows, the rows having no data of their own."""
    words = list_keys(keys_count)
    with tempfile.NamedTemporaryFile("w", suffix=".keys", delete=False) as f:
        f.write(" ".join(words) + "\n")
        keys_file = f.name
    figures, times, instructions = [], {}, {}
    try:
        for count in (10, MILLION):
            argv = [NAVIGATOR, "--headless", f"myapp:///rows/{count}", "--keys", "@" + keys_file]
            # The keys must do what they are meant to: the last frame shows the list with a row selected.
            shown = subprocess.run(argv, capture_output=True, text=True).stdout
            if f"Home › {count} Rows" not in shown or " ▸ Row " not in shown:
                sys.exit(f"bench: after {keys_count:,} keys the list is not on screen:\n{shown}")
            times[count] = [spawn_timed(argv)[0] for _ in range(runs + 1)][1:]
            instructions[count] = callgrind(argv) if shutil.which("valgrind") else None
            command = f"navigator --headless 'myapp:///rows/{count}' --keys @FILE, FILE {keys_count:,} keys (seed 11)"
            note = f"{instructions[count]:,} instructions (callgrind)" if instructions[count] else ""
            figures.append(Figure(f"{keys_count:,} keys over {count:,} rows, headless", "s", times[count],
                                  note=note, command=command))
        ratio = Figure.ratio(f"  1,000,000 rows ÷ 10 rows, {keys_count:,} keys", figures[1], figures[0], 1.5)
        if instructions[10] and instructions[MILLION]:
            ratio.note = f"instructions: {instructions[MILLION] / instructions[10]:.2f}x"
        figures.append(ratio)
    finally:
        os.unlink(keys_file)
    rss = {}
    for count in (10, 10 * MILLION):
        argv = [NAVIGATOR, "--headless", f"myapp:///rows/{count}", "--keys", "end pgup up enter left"]
        rss[count] = [max_rss(argv)[0] for _ in range(5)]
    big = Figure("max RSS, 10,000,000 rows (end, pgup, up, enter, left)", "MiB", rss[10 * MILLION],
                 command="/usr/bin/time -f %M navigator --headless 'myapp:///rows/10000000' --keys 'end pgup up enter left'")
    small = Figure("  reference: the same with 10 rows", "MiB", rss[10],
                   command="/usr/bin/time -f %M navigator --headless 'myapp:///rows/10' --keys 'end pgup up enter left'")
    figures += [big, small, Figure.ratio("  10,000,000 rows ÷ 10 rows, max RSS", big, small, 1.05,
                                         target="flat (≤ 1.05x)")]
    return figures


def filter_figures(runs):
    """Finding by typing over a million rows (issue 11, point 4): DeepStack types `/4` on the demo's list of
    1,000,000 rows, a frame after each key, then a step of the search and a frame at a time until every
    row is looked at, as the curses loop does; `runs` times. Then as many keys that narrow and widen the
    finished filter. Callgrind counts one keystroke's whole search; headless, Enter finds row 424242."""
    argv = [DEEPSTACK, "0", "80x24", "--rows", str(MILLION), "--filter", "4", "--steps", str(runs)]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    samples = {line.split()[1]: [float(v) for v in line.split()[2:]] for line in out.splitlines() if line.startswith("samples ")}
    if "468,559 matches" not in out:
        sys.exit(f"bench: the filter over a million rows did not find what it should:\n{out}")
    command = f"Tests/Benchmarks/.build/release/DeepStack 0 80x24 --rows 1000000 --filter 4 --steps {runs}"
    figures = [
        Figure("filter, 1,000,000 rows: one key → one frame", "µs", samples["key"], "≤ 16 ms (a frame)", 16_000,
               command=command, note="`/`, then `4`: each followed by a frame"),
        # A key waits for at most the step under way: on a loaded machine its wall time counts the time
        # others ran, so the target is on the on-CPU time.
        Figure("filter, 1,000,000 rows: one step of the search → frame", "µs", samples["step"], command=command),
        Figure("  the same, on-CPU (CLOCK_THREAD_CPUTIME_ID)", "µs", samples["step-cpu"], "≤ 16 ms (a frame)", 16_000,
               command=command),
        Figure("filter, 1,000,000 rows: `4`'s whole search, key to last frame", "ms", [v / 1000 for v in samples["search"]],
               command=command, note="468,559 matches; the frames between steps included"),
        Figure("  the same, on-CPU", "ms", [v / 1000 for v in samples["search-cpu"]], command=command),
        Figure("filter, 1,000,000 rows: narrowing/widening a finished filter (`44`, `4`), key → frame", "µs",
               samples["narrow"], "≤ 16 ms (a frame)", 16_000, command=command),
    ]
    if shutil.which("valgrind"):
        # The search alone, finished at once as headless mode does: with frames between its steps the
        # count would depend on how many steps the time budget allowed under valgrind.
        typed = callgrind([DEEPSTACK, "0", "80x24", "--rows", str(MILLION), "--filter", "4", "--settle"])
        empty = callgrind([DEEPSTACK, "0", "80x24", "--rows", str(MILLION), "--filter", "", "--settle"])
        figures[3].note += f"; the search alone {typed - empty:,} instructions (callgrind: `--filter 4 --settle` minus `--filter '' --settle`)"
    headless_argv = [NAVIGATOR, "--headless", "--print", "url", f"myapp:///rows/{MILLION}", "--keys", "/ 4 2 4 2 4 2 enter"]
    found = subprocess.run(headless_argv, capture_output=True, text=True).stdout
    if found != f"myapp:///rows/{MILLION}/detail/424242\n":
        sys.exit(f"bench: headless `/424242` did not open row 424242: {found}")
    figures.append(Figure("filter, headless `/ 4 2 4 2 4 2 enter` over 1,000,000 rows, whole process", "ms",
                          [spawn_timed(headless_argv)[0] * 1000 for _ in range(max(3, runs // 4))],
                          command="navigator --headless 'myapp:///rows/1000000' --keys '/ 4 2 4 2 4 2 enter'"))
    return figures


def deep_rss(runs):
    """Max RSS of the demo's views at depth 1,000,000 in a process of its own (`UIDeepStack`: `DemoHost`, the
    model's path bound to the stack, the details given as a tree at launch as a deep link gives them), a
    frame, Enter, a frame, Left, a frame. The binary can't take a link that deep (argv); `restore` measures
    it from a state file."""
    rss = {}
    for depth in (1, MILLION):
        samples = []
        for _ in range(runs):
            m, text = max_rss([UIDEEPSTACK, str(depth), "80x24", "--steps", "2"])
            if f"depth {depth}" not in text:
                sys.exit(f"bench: UIDeepStack {depth} failed: {text}")
            samples.append(m)
        rss[depth] = samples
    command = ("/usr/bin/time -f %M Tests/Benchmarks/.build/release/UIDeepStack 1000000 80x24 --steps 2 (the demo's "
               f"views, DemoHost, at that depth; a frame, Enter, a frame, Left, a frame), {runs} runs")
    return (Figure("max RSS at depth 1,000,000 (the demo's views, in process)", "MiB", rss[MILLION], "≤ 120 MB", 120,
                   command=command),
            Figure("  reference: the same at depth 1", "MiB", rss[1], command=command.replace("1000000", "1")))


def state_file(path, depth, sheets=0):
    """A state file as navigator writes it: `depth` details on the root stack, `sheets` nested sheets."""
    parts = []
    for i in range(depth, 0, -1):
        parts.append('"NavigatorDemo.Route"')
        parts.append(json.dumps('{"detail":{"id":%d}}' % i))
    sheet = '{"style":"sheet","root":["NavigatorDemo.Route","{\\"settings\\":{}}"],"path":[]}'
    with open(path, "w") as f:
        f.write('{"version":1,"generation":1,"path":[' + ",".join(parts) + '],"presentations":['
                + ",".join([sheet] * sheets) + "]}\n")


def restore_figures(runs):
    """Issues 10 and 22: restoring a deep saved path through the demo's views to the first frame
    (`navigator --headless --state-file F --print screen`, as ../shared/checks/promises runs it), and a
    tree of the most nested sheets a tree holds (NESTED)."""
    figures = []
    directory = tempfile.mkdtemp(prefix="navigator-bench-restore-")
    saved = os.path.join(directory, "saved.json")
    work = os.path.join(directory, "state.json")

    def fresh():
        for suffix in ("", ".journal", ".lock"):
            if os.path.exists(work + suffix):
                os.unlink(work + suffix)
        with open(saved, "rb") as src, open(work, "wb") as dst:
            dst.write(src.read())

    def timed(keys=None):
        fresh()
        argv = [NAVIGATOR, "--headless", "--state-file", work] + (["--keys", keys] if keys else [])
        seconds, status = spawn_timed(argv)
        if status != 0:
            sys.exit(f"bench: {' '.join(argv)[:200]} failed ({status})")
        return seconds

    for depth, limit in ((100_000, 0.15), (MILLION, 1.0)):
        state_file(saved, depth)
        argv = [NAVIGATOR, "--headless", "--state-file", work, "--print", "screen"]
        command = (f"navigator --headless --state-file F --print screen (F: a saved path of {depth:,} "
                   f"NavigatorDemo.Route details, a fresh copy each run)")
        name = f"restore depth {depth:,} to the first frame"
        fresh()
        if checked_run(argv, lambda out: f"Detail {depth}" in out, name):
            times, cpu = [], []
            for _ in range(runs):
                fresh()
                t, status = spawn_timed(argv, limit=LIMIT, cpu=cpu)
                if t is None or status != 0:
                    sys.exit(f"bench: {name}: {'stopped after a first run within the limit' if t is None else f'exit {status}'}")
                times.append(t)
            figures.append(Figure(name, "s", times, f"≤ {limit} s", limit, command=command,
                                  note=f"on-CPU (user + system) median {statistics.median(cpu):.3g} s, min {min(cpu):.3g}"))
            rss = []
            for _ in range(max(3, runs // 2)):
                fresh()
                rss.append(max_rss(argv, limit=LIMIT)[0])
            rss = [m for m in rss if m is not None]
        else:
            figures.append(Figure.stopped(name, "s", LIMIT, f"≤ {limit} s", limit, command))
            rss = []
        rss_target, rss_limit = ("≤ 120 MB", 120) if depth == MILLION else (None, None)
        figures.append(Figure(f"  max RSS, restore depth {depth:,}", "MiB", rss, rss_target, rss_limit,
                              command="/usr/bin/time -f %M " + command,
                              note="" if rss else "not measured: the restore was stopped"))

    state_file(saved, 0, sheets=NESTED)
    fresh()
    if "Sheet" not in headless("--state-file", work):
        sys.exit(f"bench: {NESTED:,} nested sheets did not draw a sheet")
    start = [timed() for _ in range(runs)]
    keys = " ".join(["down"] * 1000)
    with_keys = [timed(keys) for _ in range(runs)]
    per_key = (statistics.median(with_keys) - statistics.median(start)) / 1000 * 1e3
    figures.append(Figure(f"{NESTED:,} nested sheets (the most a tree holds), state file to first frame", "s", start, "≤ 1 s (as depth 1,000,000)", 1,
                          command=f"navigator --headless --state-file F (F: {NESTED:,} nested sheets)"))
    figures.append(Figure(f"  {NESTED:,} nested sheets, one key → one frame", "ms", median=per_key, low=per_key, high=per_key,
                          command="(median with --keys of 1,000 'down' minus median without) / 1,000"))

    # Issue 25, point 4: a file of more presentations than a tree shows (NESTED) is set aside after a
    # scan of its bytes, none of them read: what it costs is the scan.
    for sheets in (100_000, MILLION):
        state_file(saved, 1, sheets=sheets)
        fresh()
        argv = [NAVIGATOR, "--headless", "--state-file", work, "--print", "url"]
        done = subprocess.run(argv, capture_output=True, text=True)
        if done.returncode != 0 or done.stdout != "myapp:///\n" or f"holds {sheets} presentations" not in done.stderr:
            sys.exit(f"bench: a file of {sheets:,} presentations was not set aside: {done.returncode} {done.stderr[:300]}")
        times, rss = [], []
        for _ in range(runs):
            fresh()
            times.append(spawn_timed(argv, limit=LIMIT)[0])
            fresh()
            rss.append(max_rss(argv, limit=LIMIT)[0])
        size = os.path.getsize(saved) / 2**20
        command = f"navigator --headless --state-file F --print url (F: {sheets:,} nested sheets, {size:.0f} MiB, a fresh copy each run)"
        figures.append(Figure(f"a file of {sheets:,} presentations, set aside unread", "s", times, "≤ 1 s (issue 25)", 1, command=command))
        figures.append(Figure(f"  max RSS, {sheets:,} presentations", "MiB", rss, "≤ 120 MB (issue 25)", 120,
                              command="/usr/bin/time -f %M " + command, note="the file's bytes are read whole"))
    return figures


def compaction_figure(runs):
    """The worst key → frame while the journal is compacted at depth 1,000,000 (issue 10)."""
    worst, compacting = [], []
    for _ in range(runs):
        out = subprocess.run([COMPACTION, str(MILLION), "3000"], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"bench: CompactionLatency failed: {out.stderr}")
        fields = out.stdout.split()
        values = dict(zip(fields[0::2], fields[1::2]))
        worst.append(float(values["max"]))
        compacting.append(float(values["compacting-max"]))
    command = ("Tests/Benchmarks/.build/release/CompactionLatency 1000000 3000 (the demo at depth 1,000,000, "
               "a PathRecorder compacting every 64 KiB of journal; each key handled and drawn, timed)")
    return Figure("worst key → frame during a compaction, depth 1,000,000", "ms", compacting, "≤ 5 ms", 5,
                  command=command)


# MARK: - In-process figures (package-benchmark)

STATE_HOME = tempfile.mkdtemp(prefix="navigator-bench-state-")


def in_process():
    out = os.path.join(RESULTS, "package-benchmark")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.unlink(os.path.join(out, name))
    log("bench: package-benchmark (in-process figures; about a minute)")
    run(["swift", "package"] + SCRATCH + ["--allow-writing-to-directory", out, "benchmark", "--no-progress",
         "--format", "histogramPercentiles", "--path", out], env=BENCH_ENV)
    figures = {}
    for name in os.listdir(out):
        if name.endswith(".wallClock.histogram.percentiles.tsv"):
            # Times, in the unit the header names: figures in µs.
            scales = {"ns": 1e-3, "μs": 1, "us": 1, "ms": 1e3}
            key = name.split(".")[2]
        elif name.endswith(".mallocCountTotal.histogram.percentiles.tsv") and "list_key-frame" in name:
            # Allocations per key and frame of the list benchmarks, in plain or thousands.
            scales = {"#": 1, "": 1, "K": 1e3, "k": 1e3, "M": 1e6}
            key = name.split(".")[2] + ".mallocCountTotal"
        elif name.endswith(".nsPerChange.histogram.percentiles.tsv"):
            # A custom metric, nanoseconds per saved change, in plain or thousands: figures in µs.
            scales = {"#": 1e-3, "": 1e-3, "K": 1, "k": 1, "M": 1e3}
            key = name.split(".")[2] + ".nsPerChange"
        else:
            continue
        with open(os.path.join(out, name)) as f:
            header = f.readline()
            values = dict(line.split("\t") for line in f.read().split("\n") if line)
        unit = header.split("(")[-1].split(")")[0].strip() if "(" in header else ""
        # "Malloc (total)" with no unit after it: plain counts.
        if unit not in scales:
            unit = ""
        figures[key] = [float(values[p]) * scales[unit] for p in ("0", "50", "100")]
    return figures


def key_figure(figures, name, label, target=None, limit=None, metric=""):
    low, median, high = figures[name.replace(" ", "_") + metric]
    command = f"NAVIGATOR_BENCH=1 swift package benchmark, benchmark '{name}'" + (f", metric {metric[1:]}" if metric else "")
    return Figure(label, "µs", target=target, limit=limit, median=median, low=low, high=high, command=command)


def saving_figures(k):
    """Saving one change (a push or a pop, recorded in the PathStore), amortized over whole compaction cycles."""
    shallow, deep = (key_figure(k, f"save one change depth {d}", f"saving one change, depth {d:,} (amortized)",
                                metric=".nsPerChange") for d in (10, 100_000))
    ratio = Figure.ratio("  depth 100,000 ÷ depth 10, saving one change", deep, shallow, 2)
    ratio.note = ("each sample is a whole compaction cycle (the journal lines from one snapshot to the next, and "
                  "that snapshot, fsync included) divided by its changes")
    return [shallow, deep, ratio]


# MARK: - Main

# The groups --only selects, in the order the table prints them.
GROUPS = ["startup", "pty", "keys", "uilists", "uiscreens", "uidemo", "lists", "filter", "pushes", "storm", "mixed", "bytes",
          "rss", "restore", "compaction", "live"]

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer runs (a smoke test, not figures to quote)")
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--only", default="", help="comma-separated groups: " + ",".join(GROUPS))
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    if only - set(GROUPS):
        parser.error(f"no such group: {', '.join(sorted(only - set(GROUPS)))} (the groups: {', '.join(GROUPS)})")
    want = lambda part: not only or part in only
    runs = 10 if args.quick else 100

    ensure_pyte()
    if not os.access(TIME, os.X_OK):
        sys.exit("bench: max RSS is measured with GNU time: apt-get install time")
    if not args.skip_build:
        log("bench: building navigator and the benchmarks in release mode")
        # As `make release` builds it: the Swift runtime linked in, the functions in their link order.
        run(["make", "-s", "release"])
        # SwiftPM keeps the build plan of a path dependency and misses source files added to it since
        # ("cannot find 'X' in scope"): drop the plan, which is cheap to make again.
        for plan in glob.glob(os.path.join(HERE, ".build", "*", "release", "description.json")):
            os.remove(plan)
        run(["swift", "build"] + SCRATCH + ["-c", "release", "--static-swift-stdlib", "--product", "DeepStack"], env=BENCH_ENV)
        run(["swift", "build"] + SCRATCH + ["-c", "release", "--static-swift-stdlib", "--product", "CompactionLatency"], env=BENCH_ENV)
        run(["swift", "build"] + SCRATCH + ["-c", "release", "--static-swift-stdlib", "--product", "UIList"], env=BENCH_ENV)
        run(["swift", "build"] + SCRATCH + ["-c", "release", "--static-swift-stdlib", "--product", "UIDeepStack"], env=BENCH_ENV)
        run(["swift", "build"] + SCRATCH + ["-c", "release", "--static-swift-stdlib", "--product", "UIScreens"], env=BENCH_ENV)
    os.makedirs(RESULTS, exist_ok=True)

    figures = []
    if want("startup"):
        log("bench: start-up, headless")
        start, true, rss_headless = startup_headless(runs)
        figures += [start, true]
    if want("pty"):
        log("bench: start-up to first frame through a pty")
        pty_start, rss_rest, frame_bytes = startup_pty(runs // 2)
        figures.append(pty_start)
    if want("keys"):
        k = in_process()
        small10 = key_figure(k, "key-frame 80x24 depth 10", "one key → one frame, 80x24, depth 10", "≤ 20 µs", 20)
        small10.note = ("the demo's views as navigator runs them (DemoHost: NavigationStack(path:) bound to the "
                        "@Observable DemoModel's NavigationPath); Enter and Left in turn, each with a whole frame")
        large10 = key_figure(k, "key-frame 250x80 depth 10", "one key → one frame, 250x80, depth 10", "≤ 150 µs", 150)
        small1m = key_figure(k, "key-frame 80x24 depth 1000000", "one key → one frame, 80x24, depth 1,000,000")
        large1m = key_figure(k, "key-frame 250x80 depth 1000000", "one key → one frame, 250x80, depth 1,000,000")
        figures += [small10, large10, small1m, large1m,
                    Figure.ratio("  depth 1,000,000 ÷ depth 10, 80x24", small1m, small10, 1.5),
                    Figure.ratio("  depth 1,000,000 ÷ depth 10, 250x80", large1m, large10, 1.5)]
        for width in (78, 248):
            b10, b100, b1m = (key_figure(k, f"breadcrumbs width {width} depth {d}",
                                         f"breadcrumbs, {width} columns, depth {d:,}") for d in (10, 100, MILLION))
            figures += [b10, b100, b1m]
            if width == 78:  # an 80-column terminal: every one of these stacks fills the row
                figures.append(Figure.ratio(f"  depth 1,000,000 ÷ depth 10, {width} columns", b1m, b10, 1.5))
            else:  # depth 10 fills 114 of 248 columns: the ratio to it counts the titles that fit, not depth
                over10 = Figure.ratio(f"  depth 1,000,000 ÷ depth 10, {width} columns", b1m, b10, None,
                                      target="(depth 10 fits whole)")
                figures += [over10, Figure.ratio(f"  depth 1,000,000 ÷ depth 100, {width} columns", b1m, b100, 1.5,
                                                 target="≤ 1.5x (both fill the row)")]
    if want("keys"):
        l10, l10k, l1m = (key_figure(k, f"list key-frame 80x24 rows {n}", f"one key → one frame, 80x24, a list of {n:,} rows")
                          for n in (10, 10_000, MILLION))
        l10.target, l10.limit = "≤ 20 µs", 20
        figures += [l10, l10k, l1m, Figure.ratio("  1,000,000 rows ÷ 10 rows, 80x24", l1m, l10, 1.5),
                    Figure.ratio("  10,000 rows ÷ 10 rows, 80x24", l10k, l10, 1.5)]
        m10, m1m = (key_figure(k, f"list key-frame 80x24 rows {n}", f"  allocations per key → frame, {n:,} rows",
                               metric=".mallocCountTotal") for n in (10, MILLION))
        m10.unit = m1m.unit = "allocs"
        figures += [m10, m1m, Figure.ratio("  1,000,000 rows ÷ 10 rows, allocations", m1m, m10, 1.5,
                                           target="flat (≤ 1.5x)")]
    if want("keys"):
        u10, u1m = (key_figure(k, f"ui list key-frame 80x24 rows {n}", f"NavigatorUI List, one key → one frame, 80x24, {n:,} rows")
                    for n in (10, MILLION))
        a10, a1m = (key_figure(k, f"ui list key-frame 80x24 rows {n}", f"  NavigatorUI List, allocations per key → frame, {n:,} rows",
                               metric=".mallocCountTotal") for n in (10, MILLION))
        a10.unit = a1m.unit = "allocs"
        figures += [u10, u1m, Figure.ratio("  NavigatorUI List, 1,000,000 rows ÷ 10 rows, 80x24", u1m, u10, 1.5),
                    a10, a1m, Figure.ratio("  NavigatorUI List, 1,000,000 rows ÷ 10 rows, allocations", a1m, a10, 1.5,
                                           target="flat (≤ 1.5x)")]
    if want("uilists") and shutil.which("valgrind"):
        log("bench: NavigatorUI's List under callgrind")
        figures += ui_list_figures()
    if want("uiscreens") and shutil.which("valgrind"):
        log("bench: a lazy stack and a form of N rows, as SwiftUI code, under callgrind")
        figures += ui_screens_figures()
    if want("uidemo") and shutil.which("valgrind"):
        log("bench: the demo's screens as NavigatorUI views, under callgrind")
        figures += ui_demo_figures()
    if want("lists"):
        log("bench: 20,000 keys over a long list, and its memory")
        figures += list_figures(3 if args.quick else 10)
    if want("filter"):
        log("bench: finding by typing over 1,000,000 rows")
        figures += filter_figures(5 if args.quick else 20)
    if want("pushes"):
        log("bench: 10,000 and 100,000 pushes from myapp://detail/1")
        figures += pushes_figures(3 if args.quick else 7, args.quick)
    if want("storm"):
        log("bench: storms of 10,000 and 100,000 keys (enter backspace), and their memory")
        figures += storm_figures(3 if args.quick else 7, args.quick)
    if want("mixed"):
        log("bench: a storm of 100,000 keys of every kind")
        figure, _ = storm(100_000, 3 if args.quick else 10)
        figures.append(figure)
    if want("keys"):
        figures += saving_figures(k)
    if want("bytes"):
        log("bench: bytes written per push and pop through a pty")
        depths = [10, 100, 1000, 10000]
        per = bytes_per_key(depths, 5 if args.quick else 20)
        for kind, index in (("push (Enter)", 0), ("pop (Left)", 1)):
            rows = []
            for depth in depths:
                sizes, changed = per[depth][index], per[depth][index + 2]
                rows.append(Figure(f"bytes per {kind}, 80x24, depth {depth:,}", "B", sizes,
                                   note=f"{statistics.median(changed):.0f} cells changed",
                                   command="navigator 'myapp:///detail/1/…/detail/N' on a pty, 80x24; "
                                           "bytes read until the frame is the headless one and output is quiet"))
            cell_note = ", ".join(f"{statistics.median(per[d][index + 2]):.0f}" for d in depths)
            figures += rows + [Figure.ratio(f"  depth 10,000 ÷ depth 10, {kind}", rows[-1], rows[0], 1.5,
                                            target="flat (≤ 1.5x)")]
            figures[-1].note = f"cells changed at depth 10/100/1k/10k: {cell_note}"
        one_push = statistics.median(per[depths[0]][0])
        figures.append(Figure("burst of 100 Enters in one write, 80x24, depth 10", "B", [per[depths[0]][4]],
                              target="one frame (≤ 2x one push)", limit=2 * one_push,
                              note=f"{per[depths[0]][4] / one_push:.1f}x the bytes of one push",
                              command="b'\\r' * 100 written at once to navigator's pty; bytes read until the "
                                      "frame is headless's after 100 Enters and output is quiet"))
    if want("rss"):
        log("bench: max RSS")
        deep, zero = deep_rss(3 if args.quick else 5)
        figures += [deep, zero]
    if want("restore"):
        log("bench: restoring deep paths and nested sheets")
        figures += restore_figures(3 if args.quick else 7)
    if want("compaction"):
        log("bench: keys during a compaction at depth 1,000,000")
        figures.append(compaction_figure(2 if args.quick else 5))
    if want("live"):
        log("bench: content that changes with no key, and an idle navigator")
        figures += live_figures(3 if args.quick else 15)
    if want("pty"):
        figures.append(rss_rest)
    if want("startup"):
        figures.append(rss_headless)

    text = table(figures)
    notes = [f"- {f.name.strip()}: {f.note}" for f in figures if f.note and f.median is not None]
    print(text)
    if notes:
        print("\n" + "\n".join(notes))
    with open(os.path.join(RESULTS, "table.md"), "w") as f:
        f.write(text + "\n\n" + "\n".join(notes) + "\n")
    with open(os.path.join(RESULTS, "figures.json"), "w") as f:
        json.dump([fig.json() for fig in figures], f, indent=1, ensure_ascii=False)
    misses = [f.name.strip() for f in figures if f.result == "MISS"]
    print(f"\n{len([f for f in figures if f.result])} figures with a target: "
          f"{len([f for f in figures if f.result == 'pass'])} pass, {len(misses)} miss"
          + (f" ({'; '.join(misses)})" if misses else ""))


if __name__ == "__main__":
    main()
