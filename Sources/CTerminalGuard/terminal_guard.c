// Gives the terminal back when the process ends abnormally. Only async-signal-safe calls run in the
// handlers, so the escape strings that leave the alternate screen are looked up ahead of time.
#define NCURSES_WIDECHAR 1
#include "terminal_guard.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <ncurses.h>
#include <term.h>

// ---- Restoring the terminal when the process dies. ----
// The crash path may only use async-signal-safe calls, so the escape strings that leave the
// alternate screen and show the cursor are looked up once, ahead of time.
static struct termios nav_saved_termios;
static int nav_have_saved_termios = 0;
static int nav_tty_fd = -1;
static char nav_restore_sequence[256];
static size_t nav_restore_length = 0;
static int nav_log_fd = -1;     // where stderr (and stdout, once redirected) goes while curses owns the screen
static int nav_log_replayed = 1; // whether nav_log_fd is a temporary file copied to stderr at the end
static int nav_stderr_fd = -1;  // the real stderr, kept aside
static int nav_stdout_fd = -1;  // the real stdout, kept aside while nav_redirect_output's redirection lasts
static char nav_emergency_note[1024];  // said on the real stderr when a signal ends the process meanwhile
static size_t nav_emergency_note_length = 0;

static void nav_append_cap(const char *name) {
    char *cap = tigetstr((char *)name);
    if (cap == NULL || cap == (char *)-1) return;
    size_t n = strlen(cap);
    if (nav_restore_length + n >= sizeof nav_restore_sequence) return;
    memcpy(nav_restore_sequence + nav_restore_length, cap, n);
    nav_restore_length += n;
}

// Call after setupterm and before curses changes the modes.
void nav_prepare_restore(int fd) {
    nav_tty_fd = fd;
    nav_have_saved_termios = tcgetattr(fd, &nav_saved_termios) == 0;
    nav_restore_length = 0;
    nav_append_cap("sgr0");
    nav_append_cap("cnorm");
    nav_append_cap("rmcup");
    nav_append_cap("rmkx");
}

static void nav_write_all(int fd, const char *bytes, size_t length);

// Copies what `from` holds, from its start, onto `to`.
static void nav_copy_file(int from, int to) {
    if (lseek(from, 0, SEEK_SET) != 0) return;
    char buffer[4096];
    ssize_t n;
    while ((n = read(from, buffer, sizeof buffer)) > 0) nav_write_all(to, buffer, (size_t)n);
}

// Puts stdout and stderr back; copies what was logged to stderr while the screen was ours onto the
// real stderr, when that was a temporary file. Only async-signal-safe calls: a crash calls it too.
void nav_replay_log(void) {
    if (nav_stdout_fd >= 0) {
        dup2(nav_stdout_fd, 1);
        close(nav_stdout_fd);
        nav_stdout_fd = -1;
    }
    if (nav_stderr_fd < 0) return;
    dup2(nav_stderr_fd, 2);
    close(nav_stderr_fd);
    nav_stderr_fd = -1;
    if (nav_log_fd >= 0) {
        if (nav_log_replayed) nav_copy_file(nav_log_fd, 2);
        close(nav_log_fd);
        nav_log_fd = -1;
    }
    nav_emergency_note_length = 0;
}

// Sends stderr to `fd` (an unlinked temporary file) until nav_replay_log.
int nav_capture_stderr(int fd) {
    nav_stderr_fd = dup(2);
    if (nav_stderr_fd < 0) return -1;
    if (dup2(fd, 2) < 0) return -1;
    nav_log_fd = fd;
    nav_log_replayed = 1;
    return 0;
}

int nav_redirect_output(int fd, int replay) {
    if (nav_stdout_fd >= 0) return -1;  // already redirected
    int copy = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (copy < 0) return -1;
    int saved_out = fcntl(1, F_DUPFD_CLOEXEC, 3);
    if (saved_out < 0) {
        close(copy);
        return -1;
    }
    if (nav_stderr_fd < 0) {
        nav_stderr_fd = fcntl(2, F_DUPFD_CLOEXEC, 3);
        if (nav_stderr_fd < 0) {
            close(copy);
            close(saved_out);
            return -1;
        }
    } else if (nav_log_fd >= 0) {
        // stderr was captured since the screen was taken: what it holds goes where the rest goes.
        nav_copy_file(nav_log_fd, copy);
        close(nav_log_fd);
    }
    fflush(stdout);
    dup2(copy, 1);
    dup2(copy, 2);
    // A line at a time, as on a terminal: the log shows each line as it is printed, not when 4 KiB
    // have piled up (stdio decides its buffering once, when the stream is first written).
    setvbuf(stdout, NULL, _IOLBF, 0);
    nav_stdout_fd = saved_out;
    nav_log_fd = copy;
    nav_log_replayed = replay;
    return 0;
}

void nav_set_emergency_note(const char *note) {
    size_t length = strlen(note);
    if (length >= sizeof nav_emergency_note) length = sizeof nav_emergency_note - 1;
    nav_emergency_note_length = 0;
    memcpy(nav_emergency_note, note, length);
    nav_emergency_note_length = length;
}

// ---- Mouse reporting: xterm's button reports (1000) in SGR form (1006), so columns past 223 can be
// told. Written here, not by ncurses's mousemask. Measured with ncurses 6.4 under tmux 3.3a: with
// TERM=xterm-256color (kmous=\E[<, XM=\E[?1006;1000...) mousemask turns on 1000 and 1006 and getmouse
// decodes SGR; with TERM=tmux-256color or screen-256color (kmous=\E[M, no XM) it turns on 1000 alone,
// tmux then reports in X10 form, and a click at column 250 never arrives (one at 200 does). Defining
// ESC [ < as a key of our own (define_key, which also replaces xterm's kmous) and reading the rest
// works under both. Every way out turns the reports off again. ----
static volatile sig_atomic_t nav_mouse_on = 0;
static const char nav_mouse_enable_sequence[] = "\033[?1000h\033[?1006h";
static const char nav_mouse_disable_sequence[] = "\033[?1006l\033[?1000l";

static void nav_write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

void nav_set_mouse(int on) {
    if (nav_tty_fd < 0 || (on != 0) == (nav_mouse_on != 0)) return;
    // Off first in the flag, so a signal arriving meanwhile never leaves it on unknown.
    if (!on) nav_mouse_on = 0;
    if (on) nav_write_all(nav_tty_fd, nav_mouse_enable_sequence, sizeof nav_mouse_enable_sequence - 1);
    else nav_write_all(nav_tty_fd, nav_mouse_disable_sequence, sizeof nav_mouse_disable_sequence - 1);
    if (on) nav_mouse_on = 1;
}

int nav_mouse_is_on(void) { return nav_mouse_on; }

int nav_define_sgr_mouse_key(void) {
    // keypad() then hands the report's prefix over as one key code; the rest is read as characters.
    if (define_key("\033[<", NAV_KEY_SGR_MOUSE) == ERR) return 0;
    return 1;
}

// Ctrl-Z: ncurses's own SIGTSTP handler ends window mode, stops the process and redraws on SIGCONT.
// Wrapped, so the mouse is off while the shell has the terminal and on again after.
static struct sigaction nav_curses_tstp;
static int nav_tstp_wrapped = 0;

static void nav_tstp_handler(int sig) {
    int saved_errno = errno;
    int on = nav_mouse_on;
    if (on) {
        nav_mouse_on = 0;
        nav_write_all(nav_tty_fd, nav_mouse_disable_sequence, sizeof nav_mouse_disable_sequence - 1);
    }
    nav_curses_tstp.sa_handler(sig);  // returns once the process is continued
    if (on) {
        nav_write_all(nav_tty_fd, nav_mouse_enable_sequence, sizeof nav_mouse_enable_sequence - 1);
        nav_mouse_on = 1;
    }
    errno = saved_errno;
}

int nav_wrap_suspend_handler(void) {
    struct sigaction current;
    if (nav_tstp_wrapped || sigaction(SIGTSTP, NULL, &current) != 0) return 0;
    // Only ncurses's handler is wrapped: with none (SIG_DFL) or SIGTSTP ignored, nothing suspends cleanly.
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN) return 0;
    nav_curses_tstp = current;
    struct sigaction wrapper = current;
    wrapper.sa_handler = nav_tstp_handler;
    if (sigaction(SIGTSTP, &wrapper, NULL) != 0) return 0;
    nav_tstp_wrapped = 1;
    return 1;
}

void nav_unwrap_suspend_handler(void) {
    if (!nav_tstp_wrapped) return;
    sigaction(SIGTSTP, &nav_curses_tstp, NULL);
    nav_tstp_wrapped = 0;
}

void nav_emergency_restore(void) {
    if (nav_tty_fd >= 0 && nav_mouse_on) {
        nav_mouse_on = 0;
        nav_write_all(nav_tty_fd, nav_mouse_disable_sequence, sizeof nav_mouse_disable_sequence - 1);
    }
    if (nav_tty_fd >= 0) {
        if (nav_restore_length > 0) {
            ssize_t ignored = write(nav_tty_fd, nav_restore_sequence, nav_restore_length);
            (void)ignored;
        }
        if (nav_have_saved_termios) tcsetattr(nav_tty_fd, TCSAFLUSH, &nav_saved_termios);
    }
    size_t note = nav_emergency_note_length;
    nav_replay_log();
    if (note > 0) nav_write_all(2, nav_emergency_note, note);
}

// Once the session has given the terminal back, a signal has nothing left to restore.
void nav_forget_restore(void) {
    nav_tty_fd = -1;
    nav_have_saved_termios = 0;
    nav_restore_length = 0;
}

static void nav_fatal_signal_handler(int sig) {
    nav_emergency_restore();
    // The default action again (SA_RESETHAND set it already), and the signal once more: blocked while
    // this handler runs, it ends the process as soon as the handler returns, with the signal's status.
    signal(sig, SIG_DFL);
    raise(sig);
}

static void nav_install_fatal_handler(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = nav_fatal_signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    sigaction(sig, &action, NULL);
}

// Crashes (Swift traps are SIGILL or SIGTRAP) and SIGQUIT restore the terminal, then die as before.
// So does every other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGXCPU, the
// real-time ones...), where its action is still the default: one the process was started with
// ignored (nohup, a parent's SIG_IGN) stays ignored, and one with a handler keeps it. SIGINT, SIGTERM
// and SIGHUP end the run through the input loop instead (nav_install_quit_handlers); SIGPIPE and
// SIGXFSZ are ignored by a program that calls nav_ignore_write_signals first.
void nav_install_crash_handlers(void) {
    static const int crashes[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGQUIT };
    for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) nav_install_fatal_handler(crashes[i]);
    static const int ending[] = {
        SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, SIGSYS, SIGIO,
#ifdef SIGPWR
        SIGPWR,
#endif
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
    };
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++) {
        struct sigaction current;
        if (sigaction(ending[i], NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL) {
            nav_install_fatal_handler(ending[i]);
        }
    }
    // The real-time signals the C library leaves to programs (it keeps the first two or three).
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) {
        struct sigaction current;
        if (sigaction(sig, NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL) {
            nav_install_fatal_handler(sig);
        }
    }
}

// A write past the file size limit (ulimit -f) or to a pipe or FIFO with no reader then fails with
// EFBIG or EPIPE, which the writer reports (a save that failed, a --log-file that stopped), instead
// of killing the process, and with it the terminal's modes and the state not yet saved.
void nav_ignore_write_signals(void) {
    struct sigaction ignore;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGPIPE, &ignore, NULL);
    sigaction(SIGXFSZ, &ignore, NULL);
}

// ---- Signals that end the app cleanly (SIGINT, SIGTERM, SIGHUP) go through a pipe to the loop. ----
static int nav_signal_pipe[2] = { -1, -1 };
static volatile sig_atomic_t nav_last_signal = 0;

static void nav_quit_signal_handler(int sig) {
    nav_last_signal = sig;
    if (nav_signal_pipe[1] >= 0) {
        char byte = (char)sig;
        ssize_t ignored = write(nav_signal_pipe[1], &byte, 1);
        (void)ignored;
    }
}

// Returns the read end of the pipe, or -1.
int nav_install_quit_handlers(void) {
    if (pipe(nav_signal_pipe) != 0) return -1;
    fcntl(nav_signal_pipe[0], F_SETFL, O_NONBLOCK);
    fcntl(nav_signal_pipe[1], F_SETFL, O_NONBLOCK);
    fcntl(nav_signal_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(nav_signal_pipe[1], F_SETFD, FD_CLOEXEC);
    static const int signals[] = { SIGINT, SIGTERM, SIGHUP };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = nav_quit_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0;  // no SA_RESTART: poll() returns so the loop sees the signal
        sigaction(signals[i], &action, NULL);
    }
    return nav_signal_pipe[0];
}

int nav_take_signal(void) {
    int sig = nav_last_signal;
    nav_last_signal = 0;
    return sig;
}

// Waits until stdin or the signal pipe is readable; returns poll's result, or NAV_INPUT_HUNG_UP when
// the terminal has hung up (POLLHUP, POLLERR, POLLNVAL): then every read fails at once, and waiting
// again would return at once, forever.
int nav_wait_for_input(int input_fd, int signal_fd, int other_fd, int main_queue_fd, int timeout_ms) {
    struct pollfd fds[4] = {
        {.fd = input_fd, .events = POLLIN}, {.fd = signal_fd, .events = POLLIN},
        {.fd = other_fd, .events = POLLIN}, {.fd = main_queue_fd, .events = POLLIN},
    };
    // poll ignores a negative descriptor, so an absent one costs nothing.
    if (poll(fds, 4, timeout_ms) <= 0) return 0;
    int ready = 0;
    if (fds[0].revents & POLLIN) ready |= NAV_READY_INPUT;
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) ready |= NAV_INPUT_HUNG_UP;
    if (fds[1].revents & POLLIN) ready |= NAV_READY_SIGNAL;
    if (fds[2].revents & (POLLIN | POLLHUP | POLLERR)) ready |= NAV_READY_OTHER;
    if (fds[3].revents & POLLIN) ready |= NAV_READY_MAIN_QUEUE;
    return ready;
}

// libdispatch's hooks for a run loop that drives the main queue (CoreFoundation's CFRunLoop uses
// them): the queue's wake-up descriptor, and the call that runs what is queued.
extern int _dispatch_get_main_queue_port_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int nav_main_queue_fd(void) {
    return _dispatch_get_main_queue_port_4CF();
}

void nav_drain_main_queue(void) {
    // The eventfd counts the wake-ups; reset it first, so a job queued while these run wakes the
    // next wait.
    uint64_t count;
    while (read(nav_main_queue_fd(), &count, sizeof count) < 0 && errno == EINTR) {}
    _dispatch_main_queue_callback_4CF(NULL);
}

void nav_drain_signal_pipe(void) {
    char buffer[64];
    while (nav_signal_pipe[0] >= 0 && read(nav_signal_pipe[0], buffer, sizeof buffer) > 0) {}
}

void nav_reraise_default(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

// A temporary file for what is written to stderr while curses owns the screen; already unlinked.
int nav_make_log_file(void) {
    const char *dir = getenv("TMPDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/navigator-stderr-XXXXXX", (dir && *dir) ? dir : "/tmp");
    int fd = mkstemp(path);
    if (fd >= 0) unlink(path);
    return fd;
}
