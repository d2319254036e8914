#ifndef NAVIGATOR_TERMINAL_GUARD_H
#define NAVIGATOR_TERMINAL_GUARD_H

/// Saves the terminal modes of `fd` and the escapes that undo full-screen mode (after setupterm).
void nav_prepare_restore(int fd);
/// Writes the saved escapes and modes back; safe to call from a signal handler.
void nav_emergency_restore(void);
/// Crashes (Swift traps are SIGILL or SIGTRAP), SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGQUIT: restore,
/// then die of the same signal.
void nav_install_crash_handlers(void);

/// SIGINT, SIGTERM and SIGHUP write to a pipe, so the input loop ends cleanly. Returns the read end.
int nav_install_quit_handlers(void);
/// The last quit signal received (0 for none), cleared.
int nav_take_signal(void);
void nav_drain_signal_pipe(void);
/// What nav_wait_for_input returns when the terminal has hung up.
#define NAV_INPUT_HUNG_UP (-2)
/// What nav_wait_for_input returns when `other_fd` is readable (and the terminal has not hung up).
#define NAV_INPUT_OTHER_READY (-3)
/// Waits until `input_fd`, `signal_fd` or `other_fd` (-1 for none) is readable; poll's result,
/// NAV_INPUT_HUNG_UP when the input has hung up (POLLHUP, POLLERR, POLLNVAL), or
/// NAV_INPUT_OTHER_READY when `other_fd` is ready.
int nav_wait_for_input(int input_fd, int signal_fd, int other_fd, int timeout_ms);
void nav_reraise_default(int sig);

/// Sends stderr to `fd` (an unlinked temporary file) while curses owns the screen.
int nav_capture_stderr(int fd);
/// Puts stderr back and copies what was written to it there.
void nav_replay_log(void);
/// An unlinked temporary file for nav_capture_stderr, or -1.
int nav_make_log_file(void);

#endif
