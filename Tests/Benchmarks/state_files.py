"""Writes the large state files of issue 25's point 4 (BENCHMARKS.md, "Presentations restored as paths
are, and the nested-sheet limit"), and measures navigator on them.

Usage:
  python3 Tests/Benchmarks/state_files.py make KIND N DIR   writes DIR/state.json (and its journal)
  python3 Tests/Benchmarks/state_files.py measure NAVIGATOR [KIND N ...]
                                                       each KIND N, each --print, a fresh copy each run

KIND, with N:
  path     the root path, N `detail` levels (written top first, as navigator writes it)
  sheet    one sheet over Home, whose own path is N levels
  journal  a snapshot of one level, then a journal of N pushes (one line each, checked)
  sheets   N sheets one over another, each with a path of 200 levels
  settings N sheets of Settings one over another, no path in them (one detail under them)
  padded   a state of two levels followed by blank space, the whole file N MiB minus 1 KiB
  compact  the root path with as many levels as fit in N MiB minus 1 KiB, compact
  pushes   `compact 64` beside a journal of pushes on its path, N MiB minus 1 KiB (the pair's worst
           shape: a line's element costs less than a snapshot's, a snapshot's bytes are all held)
  replaces `compact 64` beside a journal of N MiB minus 1 KiB whose lines each replace the root path
           with 1,000 levels (every line's elements are kept as they are replayed)
  pushes@S, replaces@S   the same beside `compact S` (S MiB) instead of `compact 64`, or beside
           `sheets 2000` for S `sheets` (the most a snapshot costs a byte: each sheet's view)

Measured as `/usr/bin/time -f '%e %M' NAVIGATOR --headless --state-file FILE --print P` (P: screen,
state, url; or those PRINTS names, e.g. PRINTS="screen state"), stdout to /dev/null; prints the seconds,
the max RSS in MB (10^6 bytes) and the status.
"""
import os, shutil, subprocess, sys, tempfile, zlib

ROUTE = "NavigatorDemo.Route"


def element(level):
    return '"%s","{\\"detail\\":{\\"id\\":%d}}"' % (ROUTE, level)


def path(levels):
    """A codable path of `levels` details, top first, as one JSON array's text."""
    return "[" + ",".join(element(level) for level in range(levels, 0, -1)) + "]"


def journal_line(payload):
    data = payload.encode()
    return b"%08x " % zlib.crc32(data) + data + b"\n"


def compact_path(mib):
    """The root path with as many levels as fit in `mib` MiB minus 1 KiB, compact; and its levels."""
    budget = mib * (1 << 20) - 1024 - 100
    levels, used = 0, 0
    while used + len(element(levels + 1)) + 1 <= budget:
        levels += 1
        used += len(element(levels)) + 1
    return path(levels), levels


def write_journal(name, mib, levels, kind):
    """Lines of `kind` (pushes on a path of `levels`, or replaces of 1,000 levels) filling `mib` MiB minus 1 KiB."""
    budget = mib * (1 << 20) - 1024
    replaced = path(1000)
    with open(name, "wb") as lines:
        sequence, used = 0, 0
        while True:
            sequence += 1
            if kind == "pushes":
                payload = '{"generation":1,"sequence":%d,"push":{"stack":0,"element":[%s]}}' % (sequence, element(levels + sequence))
            else:
                payload = '{"generation":1,"sequence":%d,"replace":{"stack":0,"path":%s}}' % (sequence, replaced)
            line = journal_line(payload)
            if used + len(line) > budget:
                break
            lines.write(line)
            used += len(line)


def make(kind, n, directory):
    state = os.path.join(directory, "state.json")
    journal = state + ".journal"
    for name in (state, journal):
        if os.path.exists(name):
            os.remove(name)
    with open(state, "w") as out:
        if kind == "path":
            out.write('{"version":1,"generation":1,"path":%s,"presentations":[]}\n' % path(n))
        elif kind == "sheet":
            out.write('{"version":1,"generation":1,"path":[],"presentations":[{"style":"sheet","root":["%s",'
                      '"{\\"settings\\":{}}"],"path":%s}]}\n' % (ROUTE, path(n)))
        elif kind in ("sheets", "settings"):
            inner = path(200) if kind == "sheets" else "[]"
            sheet = '{"style":"sheet","root":["%s","{\\"settings\\":{}}"],"path":%s}' % (ROUTE, inner)
            out.write('{"version":1,"generation":1,"path":[%s],"presentations":[%s]}\n' % (element(1), ",".join([sheet] * n)))
        elif kind == "journal":
            out.write('{"version":1,"generation":1,"path":[%s],"presentations":[]}\n' % element(1))
            with open(journal, "wb") as lines:
                for sequence in range(1, n + 1):
                    lines.write(journal_line('{"generation":1,"sequence":%d,"push":{"stack":0,"element":[%s]}}'
                                             % (sequence, element(sequence + 1))))
        elif kind == "padded":
            head = '{"version":1,"generation":1,"path":%s,' % path(2)
            tail = '"presentations":[]}\n'
            out.write(head)
            padding = n * (1 << 20) - 1024 - len(head) - len(tail)
            block = " " * (1 << 20)
            while padding > 0:
                out.write(block[:min(padding, len(block))])
                padding -= len(block)
            out.write(tail)
        elif kind == "compact":
            out.write('{"version":1,"generation":1,"path":%s,"presentations":[]}\n' % compact_path(n)[0])
        elif kind.split("@")[0] in ("pushes", "replaces"):
            shape, _, snapshot = kind.partition("@")
            if snapshot == "sheets":
                sheet = '{"style":"sheet","root":["%s","{\\"settings\\":{}}"],"path":%s}' % (ROUTE, path(200))
                out.write('{"version":1,"generation":1,"path":[%s],"presentations":[%s]}\n' % (element(1), ",".join([sheet] * 2000)))
                levels = 1
            else:
                text, levels = compact_path(int(snapshot or 64))
                out.write('{"version":1,"generation":1,"path":%s,"presentations":[]}\n' % text)
            write_journal(journal, n, levels, shape)
        else:
            sys.exit("unknown KIND %r (expected path, sheet, sheets, settings, journal, padded, compact, "
                     "pushes, replaces, pushes@S or replaces@S)" % kind)


def measure(navigator, cases):
    for kind, n in cases:
        source = tempfile.mkdtemp(prefix="state-files-")
        make(kind, n, source)
        for printed in os.environ.get("PRINTS", "screen state url").split():
            run = tempfile.mkdtemp(prefix="state-run-")
            for name in os.listdir(source):
                shutil.copy(os.path.join(source, name), run)
            env = dict(os.environ, HOME=run, XDG_STATE_HOME=run, XDG_RUNTIME_DIR=run)
            timing = subprocess.run(
                ["/usr/bin/time", "-f", "%e %M", navigator, "--headless", "--state-file", os.path.join(run, "state.json"),
                 "--print", printed], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, text=True)
            seconds, kib = timing.stderr.strip().splitlines()[-1].split()
            print("%-8s %9d %-6s %6s s %6.0f MB  status %d" % (kind, n, printed, seconds, int(kib) * 1024 / 1e6, timing.returncode))
            shutil.rmtree(run)
        shutil.rmtree(source)


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "make":
        make(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif len(sys.argv) >= 3 and sys.argv[1] == "measure" and len(sys.argv) % 2 == 1:
        measure(sys.argv[2], [(sys.argv[i], int(sys.argv[i + 1])) for i in range(3, len(sys.argv), 2)])
    else:
        sys.exit(__doc__)
