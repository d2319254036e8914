// ncursesw for Swift. SwiftPM drops the -D flags pkg-config gives, so the wide API needs this define.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <poll.h>
#include <errno.h>
#include <fcntl.h>
#include <termios.h>
#include <ncurses.h>
#include <term.h>

// Swift 6 rejects the C globals and cannot import the macros, so each gets a small accessor.
static inline WINDOW *nav_stdscr(void) { return stdscr; }
static inline int nav_cols(void) { return COLS; }
static inline int nav_lines(void) { return LINES; }
static inline attr_t nav_a_normal(void) { return A_NORMAL; }
static inline attr_t nav_a_bold(void) { return A_BOLD; }
static inline attr_t nav_a_reverse(void) { return A_REVERSE; }
static inline attr_t nav_a_dim(void) { return A_DIM; }
static inline attr_t nav_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nav_a_italic(void) { return A_ITALIC; }
static inline FILE *nav_stdin(void) { return stdin; }
static inline FILE *nav_stdout(void) { return stdout; }
static inline int nav_errno(void) { return errno; }
static inline void nav_free_terminfo(void) { if (cur_term) del_curterm(cur_term); }

// Curses needs a UTF-8 locale to measure and draw wide text. With LANG unset, "" gives the C locale:
// fall back to C.UTF-8 then. Returns 1 when the locale in force is UTF-8.
static inline int nav_use_utf8_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
    codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}


// glibc hides wcwidth unless _XOPEN_SOURCE is defined before the first include; declare it.
extern int wcwidth(wchar_t c);

// Draws one cell: a grapheme (a spacing character and its combining marks) with attributes and a
// colour pair, passed as ncurses 6's extended pair (an int through `opts`), so pairs past 32767 work.
static inline int nav_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

// Starts colours when the terminal has them, with -1 as the terminal's own default colours.
// Returns how many colours there are (COLORS), or 0 when there are none or the terminal's defaults
// can't be kept (then colours stay off: "default" must never become black on white).
static inline int nav_start_colors(void) {
    if (!has_colors()) return 0;
    if (start_color() == ERR) return 0;
    if (use_default_colors() == ERR) return 0;
    return COLORS;
}

// How many colour pairs the terminal has (pair 0 is the default colours).
static inline int nav_color_pairs(void) { return COLOR_PAIRS; }

// Defines colour pair `pair` as foreground `fg` on background `bg` (-1: the terminal's default).
static inline int nav_init_pair(int pair, int fg, int bg) { return init_extended_pair(pair, fg, bg); }

// Whether the terminal can address the cursor; TERM=dumb loads but cannot draw a screen.
static inline int nav_terminal_can_move_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

