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
static int nav_log_fd = -1;     // where stderr goes while curses owns the screen
static int nav_stderr_fd = -1;  // the real stderr, kept aside

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

// Copies what was logged to stderr while the screen was ours back onto the real stderr.
void nav_replay_log(void) {
    if (nav_log_fd < 0 || nav_stderr_fd < 0) return;
    dup2(nav_stderr_fd, 2);
    if (lseek(nav_log_fd, 0, SEEK_SET) == 0) {
        char buffer[4096];
        ssize_t n;
        while ((n = read(nav_log_fd, buffer, sizeof buffer)) > 0) {
            ssize_t off = 0;
            while (off < n) {
                ssize_t w = write(2, buffer + off, (size_t)(n - off));
                if (w <= 0) break;
                off += w;
            }
        }
    }
    close(nav_log_fd);
    nav_log_fd = -1;
}

// Sends stderr to `fd` (an unlinked temporary file) until nav_replay_log.
int nav_capture_stderr(int fd) {
    nav_stderr_fd = dup(2);
    if (nav_stderr_fd < 0) return -1;
    if (dup2(fd, 2) < 0) return -1;
    nav_log_fd = fd;
    return 0;
}

void nav_emergency_restore(void) {
    if (nav_tty_fd >= 0) {
        if (nav_restore_length > 0) {
            ssize_t ignored = write(nav_tty_fd, nav_restore_sequence, nav_restore_length);
            (void)ignored;
        }
        if (nav_have_saved_termios) tcsetattr(nav_tty_fd, TCSAFLUSH, &nav_saved_termios);
    }
    nav_replay_log();
}

static void nav_fatal_signal_handler(int sig) {
    nav_emergency_restore();
    signal(sig, SIG_DFL);
    raise(sig);
}

// Crashes (Swift traps are SIGILL or SIGTRAP) and SIGQUIT restore the terminal, then die as before.
void nav_install_crash_handlers(void) {
    static const int signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGQUIT };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = nav_fatal_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(signals[i], &action, NULL);
    }
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
