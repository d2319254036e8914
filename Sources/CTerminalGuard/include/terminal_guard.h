#ifndef NAVIGATOR_TERMINAL_GUARD_H
#define NAVIGATOR_TERMINAL_GUARD_H

/// Saves the terminal modes of `fd` and the escapes that undo full-screen mode (after setupterm).
void nav_prepare_restore(int fd);
/// Writes the saved escapes and modes back; safe to call from a signal handler.
void nav_emergency_restore(void);
/// Turns xterm mouse reporting (button presses and the wheel, 1000, in SGR form, 1006) on or off on
/// the terminal given to nav_prepare_restore; while on, every restore (a crash, Ctrl-Z) turns it off.
void nav_set_mouse(int on);
/// 1 while mouse reporting is on.
int nav_mouse_is_on(void);
/// The key code wget_wch gives for the start of an SGR mouse report (ESC [ <), its rest following as
/// characters `B;X;Y` and `M` or `m`, once nav_define_sgr_mouse_key has defined it.
#define NAV_KEY_SGR_MOUSE 0x7E01
/// Defines ESC [ < as NAV_KEY_SGR_MOUSE for keypad mode (also where terminfo's kmous is that prefix).
/// Returns 1 on success.
int nav_define_sgr_mouse_key(void);
/// Wraps ncurses's SIGTSTP handler (Ctrl-Z) so that mouse reporting is off while suspended and on
/// again when continued. Call after newterm. Returns 1 if there was a handler to wrap.
int nav_wrap_suspend_handler(void);
/// Puts ncurses's SIGTSTP handler back (before endwin).
void nav_unwrap_suspend_handler(void);
/// Crashes (Swift traps are SIGILL or SIGTRAP), SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGQUIT, and every
/// other signal whose default action ends the process and whose action is still the default
/// (SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, the real-time signals...): restore, then die of the same
/// signal, its default action again.
void nav_install_crash_handlers(void);
/// After the session has restored the terminal itself: a later signal writes nothing to it.
void nav_forget_restore(void);
/// Ignores SIGPIPE and SIGXFSZ, so that a write to a pipe with no reader or past the file size limit
/// fails (EPIPE, EFBIG) and is reported, instead of ending the process. Call at the program's start.
void nav_ignore_write_signals(void);

/// SIGINT, SIGTERM and SIGHUP write to a pipe, so the input loop ends cleanly. Returns the read end.
int nav_install_quit_handlers(void);
/// The last quit signal received (0 for none), cleared.
int nav_take_signal(void);
void nav_drain_signal_pipe(void);
/// What nav_wait_for_input reports, as bits: which descriptors are ready.
#define NAV_READY_INPUT 1
#define NAV_READY_SIGNAL 2
#define NAV_READY_OTHER 4
#define NAV_READY_MAIN_QUEUE 8
/// The terminal hung up (POLLHUP, POLLERR, POLLNVAL on the input).
#define NAV_INPUT_HUNG_UP 16
/// Waits until `input_fd`, `signal_fd`, `other_fd` or `main_queue_fd` (-1 for none) is readable, or
/// `timeout_ms` passes (-1: no limit). Returns the NAV_READY_* bits of those ready (0 when the time
/// ran out or a signal interrupted the wait), with NAV_INPUT_HUNG_UP when the terminal hung up.
int nav_wait_for_input(int input_fd, int signal_fd, int other_fd, int main_queue_fd, int timeout_ms);

/// The descriptor that becomes readable when work is queued for the main thread (Dispatch's main
/// queue, where Swift's main actor runs its jobs): an eventfd on Linux, as CFRunLoop polls it.
int nav_main_queue_fd(void);
/// Runs the jobs queued for the main thread (call when nav_main_queue_fd is readable).
void nav_drain_main_queue(void);
void nav_reraise_default(int sig);

/// Sends stderr to `fd` (an unlinked temporary file) while curses owns the screen.
int nav_capture_stderr(int fd);
/// Puts stdout and stderr back, and copies what was written to stderr meanwhile there when it went to
/// a temporary file (nav_capture_stderr, or nav_redirect_output's `replay`). Async-signal-safe.
void nav_replay_log(void);
/// Sends stdout and stderr (1 and 2) to `fd` (a copy of it is kept) until nav_replay_log, stdout line
/// buffered; what stderr's capture holds so far goes to `fd` first. With `replay`, `fd` is a temporary
/// file that nav_replay_log copies to stderr. Returns 0, or -1 (nothing changed).
int nav_redirect_output(int fd, int replay);
/// What the crash path says on the real stderr, once the terminal is restored, while output is
/// redirected (where that output went). Cleared by nav_replay_log.
void nav_set_emergency_note(const char *note);
/// An unlinked temporary file for nav_capture_stderr, or -1.
int nav_make_log_file(void);

#endif
