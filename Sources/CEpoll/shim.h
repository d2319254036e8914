// epoll for LinkInbox: one descriptor, polled with the terminal's input, that is readable whenever
// the links socket or any connection on it is. Swift's Glibc module has no <sys/epoll.h>, and
// `struct epoll_event` is packed on x86_64, so Swift sees only these helpers, never the struct.
#include <errno.h>
#include <sys/epoll.h>

/// A new epoll instance, closed on exec; -1 on failure (errno says why).
static inline int nav_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

/// Watches `fd` for input (level-triggered): 0, or -1 (errno says why).
static inline int nav_epoll_add(int epoll_fd, int fd) {
    struct epoll_event event = {.events = EPOLLIN, .data = {.fd = fd}};
    return epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &event);
}

/// Stops watching `fd` (before it is closed).
static inline int nav_epoll_remove(int epoll_fd, int fd) {
    struct epoll_event unused = {0};  // kernels before 2.6.9 want a non-null pointer
    return epoll_ctl(epoll_fd, EPOLL_CTL_DEL, fd, &unused);
}

/// The descriptors ready now (input, end of file or error), at most `capacity` (at most 64), into
/// `fds`, without waiting: their count, or -1 (errno says why).
static inline int nav_epoll_ready(int epoll_fd, int *fds, int capacity) {
    struct epoll_event events[64];
    if (capacity > 64) capacity = 64;
    int count;
    do { count = epoll_wait(epoll_fd, events, capacity, 0); } while (count < 0 && errno == EINTR);
    for (int index = 0; index < count; index++) fds[index] = events[index].data.fd;
    return count;
}
