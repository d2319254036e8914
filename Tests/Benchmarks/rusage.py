"""Runs a command and prints its wall time and the CPU time of every process it started, orphans too.

Usage: python3 Tests/Benchmarks/rusage.py make test

It makes itself the subreaper of the command (PR_SET_CHILD_SUBREAPER), so processes that leave their
parent, as tmux servers do, are reaped by it and counted; `time` counts only what its child waited for.
It waits up to 70 s for such orphans after the command ends (the wall printed is the command's; the
CPU, of what was reaped by then).
BENCHMARKS.md, "Test suite wall time", quotes it.
"""
import ctypes, os, resource, signal, sys, time
libc = ctypes.CDLL(None, use_errno=True)
PR_SET_CHILD_SUBREAPER = 36
libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
t0 = time.monotonic()
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
status = None; main_end = None
class Late(Exception): pass
def late(*_): raise Late()
signal.signal(signal.SIGALRM, late)
while True:
    try:
        p, st = os.wait()
    except (ChildProcessError, Late):
        break
    if p == pid:
        status = st; main_end = time.monotonic()
        signal.alarm(70)  # orphans (tmux watchdogs) get 70 s to end
r = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.write("RUSAGE wall %.2f user %.2f sys %.2f (all descendants reaped after %.1f s)\n" % (main_end - t0, r.ru_utime, r.ru_stime, time.monotonic() - t0))
sys.exit(os.waitstatus_to_exitcode(status) if status is not None else 1)
