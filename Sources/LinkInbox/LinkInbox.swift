import CEpoll
import Glibc

/// Where a running app receives links from outside (SwiftUI's `onOpenURL` for an app already open):
/// a Unix socket in a folder only its user can enter. One app per folder receives; a second
/// `navigator URL` hands its link over with `send(_:to:)` instead of starting an app of its own.
///
/// The folder is `$XDG_RUNTIME_DIR/navigator`, or `/tmp/navigator-UID` without one (an app built on
/// NavigatorUI has its own: `folder(environment:app:)`). It must be a
/// real folder (not a link) of this user with mode 0700; the socket is 0600, and a peer of another
/// user is dropped before anything it sent is read.
///
/// The exchange is one line each way: the sender writes the link, the receiver answers
/// `ok PID TTY` once it has applied it, or `error MESSAGE`.
///
/// Receiving never waits: each connection is read as its bytes arrive, from the app's input loop, so
/// senders that connect and send nothing cost a descriptor each, never a frame. At most
/// `maximumConnections` wait at a time (the oldest is dropped for a newer one), each line at most
/// `lineLimit` bytes.
package final class LinkInbox {
    /// Readable whenever a sender waits to be accepted or one accepted has sent something (an epoll
    /// instance over the socket and every open connection): poll it with the terminal's input, and
    /// call `receive(_:)` when it is readable.
    package let descriptor: Int32
    package let socketPath: String
    /// The listening socket.
    private let listener: Int32
    /// The socket file's identity, so closing removes only our own socket, not a successor's.
    private let identity: (device: UInt, inode: UInt)
    /// The connections whose line hasn't all arrived yet, oldest first.
    private var connections: [Connection] = []

    /// How many connections may wait for their line at once: over it, the oldest is dropped. Well
    /// under the usual limit of 1024 descriptors; a real sender writes its line as it connects.
    package static let maximumConnections = 128
    /// The longest line a sender may write, in bytes.
    package static let lineLimit = 64 * 1024

    private struct Connection {
        let descriptor: Int32
        var bytes: [UInt8] = []
    }

    /// Why links can't be exchanged through a folder. Each names the folder and what is expected.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case notAFolder(String)
        case wrongOwner(String, owner: UInt32)
        case tooOpen(String, mode: UInt32)
        case system(String, what: String, errno: Int32)
        case peerNotOurs(String, uid: UInt32)

        package var description: String {
            switch self {
            case .notAFolder(let path):
                return "'\(path)' is not a folder (a link or a file is never followed; expected a folder of yours with mode 0700: remove it)"
            case let .wrongOwner(path, owner):
                return "the folder '\(path)' belongs to uid \(owner), not to you (uid \(getuid())) (expected a folder of yours with mode 0700: remove it, or set XDG_RUNTIME_DIR)"
            case let .tooOpen(path, mode):
                return "the folder '\(path)' has mode \(String(mode, radix: 8)), open to others (expected mode 0700: chmod 700 it)"
            case let .system(path, what, error):
                return "cannot \(what) '\(path)': \(String(cString: strerror(error)))"
            case let .peerNotOurs(path, uid):
                return "the socket '\(path)' is served by uid \(uid), not by you (expected an app of yours)"
            }
        }
    }

    /// The folder links go through, for `environment` (`XDG_RUNTIME_DIR` when it names a folder):
    /// `$XDG_RUNTIME_DIR/APP`, else `/tmp/APP-UID`, `app` being `navigator` or the name of an app built
    /// on NavigatorUI (its `App` type's, as its state folder is named): each app receives only its own.
    package static func folder(environment: [String: String], app: String = "navigator") -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            var status = stat()
            if stat(runtime, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return runtime + "/" + app }
        }
        return "/tmp/\(app)-\(getuid())"
    }

    /// The folder as it is now: `nil` when it doesn't exist (and `create` is false), else checked.
    private static func checkedFolder(_ path: String, create: Bool) throws(Problem) -> Bool {
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { throw .system(path, what: "look at", errno: errno) }
            guard create else { return false }
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw .system(path, what: "create", errno: errno) }
            guard lstat(path, &status) == 0 else { throw .system(path, what: "look at", errno: errno) }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path) }
        guard status.st_uid == getuid() else { throw .wrongOwner(path, owner: status.st_uid) }
        guard status.st_mode & 0o077 == 0 else { throw .tooOpen(path, mode: status.st_mode & 0o7777) }
        return true
    }

    private static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Connects to the socket at `path`: the descriptor, or `nil` when nothing listens there.
    private static func connect(to path: String) -> Int32? {
        guard var address = address(path) else { return nil }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// The user id of the process at the other end of a Unix socket.
    private static func peerUID(_ fd: Int32) -> UInt32? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (glibc hides the type without _GNU_SOURCE).
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, Int(length) == MemoryLayout.size(ofValue: credentials) else { return nil }
        return credentials.uid
    }

    // MARK: Receiving

    /// Starts receiving links in `folder` (created 0700 if missing): `nil` when another app already
    /// receives there. A socket left by an app that died (nothing listens) is replaced.
    package static func open(folder: String) throws(Problem) -> LinkInbox? {
        _ = try checkedFolder(folder, create: true)
        let path = folder + "/links.socket"
        if let fd = connect(to: path) {
            close(fd)  // a live receiver: it keeps receiving
            return nil
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            // Only a socket is ever removed: anything else there is not ours to delete.
            guard status.st_mode & S_IFMT == S_IFSOCK else { throw .notAFolder(path) }
            unlink(path)
        }
        guard var address = address(path) else { throw .system(path, what: "bind", errno: ENAMETOOLONG) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .system(path, what: "create a socket for", errno: errno) }
        let previous = umask(0o177)  // the socket is born 0600: no moment when others could connect
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let bindError = errno
        umask(previous)
        guard bound == 0 else {
            close(fd)
            // Another app bound it between our look and our bind: it receives.
            if bindError == EADDRINUSE { return nil }
            throw .system(path, what: "bind", errno: bindError)
        }
        guard listen(fd, 16) == 0, lstat(path, &status) == 0 else {
            let error = errno
            close(fd)
            unlink(path)
            throw .system(path, what: "listen on", errno: error)
        }
        let watcher = nav_epoll_create()
        guard watcher >= 0, nav_epoll_add(watcher, fd) == 0 else {
            let error = errno
            if watcher >= 0 { close(watcher) }
            close(fd)
            unlink(path)
            throw .system(path, what: "watch", errno: error)
        }
        return LinkInbox(descriptor: watcher, listener: fd, socketPath: path, identity: (UInt(status.st_dev), UInt(status.st_ino)))
    }

    private init(descriptor: Int32, listener: Int32, socketPath: String, identity: (device: UInt, inode: UInt)) {
        self.descriptor = descriptor
        self.listener = listener
        self.socketPath = socketPath
        self.identity = identity
    }

    deinit {
        var status = stat()
        if lstat(socketPath, &status) == 0, UInt(status.st_dev) == identity.device, UInt(status.st_ino) == identity.inode {
            unlink(socketPath)
        }
        for connection in connections { close(connection.descriptor) }
        close(listener)
        close(descriptor)
    }

    /// Reads what senders have sent since the last call, without waiting: each whole link of this
    /// user's processes goes to `apply`, which answers `nil` when it applied the link or the reason it
    /// couldn't. Senders of another user are closed unread. Call it when `descriptor` is readable;
    /// what is left (more senders than one call takes) keeps it readable.
    package func receive(_ apply: (String) -> String?) {
        var ready = [Int32](repeating: -1, count: 64)
        let count = ready.withUnsafeMutableBufferPointer { nav_epoll_ready(descriptor, $0.baseAddress, Int32($0.count)) }
        guard count > 0 else { return }
        // Lines that have arrived first: accepting newcomers may drop the oldest connections.
        for fd in ready[..<Int(count)] where fd != listener { read(fd, apply) }
        if ready[..<Int(count)].contains(listener) { acceptWaiting() }
    }

    /// Accepts the senders waiting (64 at most: the rest keep the socket readable for the next call).
    private func acceptWaiting() {
        for _ in 0..<64 {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR { continue }
                // Out of descriptors: the oldest connection makes room, else the rest wait in the backlog.
                if errno == EMFILE || errno == ENFILE, !connections.isEmpty {
                    drop(connections[0].descriptor, because: "too many senders at once")
                    continue
                }
                return  // EAGAIN: nobody else is waiting
            }
            // Accepted sockets inherit neither O_NONBLOCK nor FD_CLOEXEC on Linux.
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            guard Self.peerUID(fd) == getuid(), nav_epoll_add(descriptor, fd) == 0 else {
                close(fd)
                continue
            }
            connections.append(Connection(descriptor: fd))
            if connections.count > Self.maximumConnections {
                drop(connections[0].descriptor, because: "over \(Self.maximumConnections) senders were waiting, and this one had sent no whole line")
            }
        }
    }

    /// Reads what connection `fd` has sent; once its line is whole (or it ends), applies it and answers.
    private func read(_ fd: Int32, _ apply: (String) -> String?) {
        guard let index = connections.firstIndex(where: { $0.descriptor == fd }) else { return }  // dropped meanwhile
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return }  // the rest is still on its way
                return drop(fd, because: nil)
            }
            var line: [UInt8]
            if n == 0 {
                // The sender is done writing: a line without its newline is still a line.
                line = connections[index].bytes
                guard !line.isEmpty else { return drop(fd, because: "no link arrived (expected one line)") }
            } else {
                connections[index].bytes.append(contentsOf: chunk[0..<n])
                let bytes = connections[index].bytes
                guard let newline = bytes.firstIndex(of: 10), newline <= Self.lineLimit else {
                    if bytes.count > Self.lineLimit {
                        return drop(fd, because: "the link is over \(Self.lineLimit) bytes (expected one line of at most \(Self.lineLimit))")
                    }
                    continue
                }
                line = Array(bytes[..<newline])
            }
            connections.remove(at: index)
            nav_epoll_remove(descriptor, fd)
            defer { close(fd) }
            if let problem = apply(String(decoding: line, as: UTF8.self)) {
                Self.write("error \(String(problem.map { $0.isNewline ? " " : $0 }))\n", to: fd)
            } else {
                let tty = ttyname(0).map { String(cString: $0) } ?? "no terminal"
                Self.write("ok \(getpid()) \(tty)\n", to: fd)
            }
            return
        }
    }

    /// Closes connection `fd`, first telling the sender why when there is a `reason`.
    private func drop(_ fd: Int32, because reason: String?) {
        connections.removeAll { $0.descriptor == fd }
        nav_epoll_remove(descriptor, fd)
        if let reason { Self.write("error \(reason)\n", to: fd) }
        close(fd)
    }

    // MARK: Sending

    /// What became of a link handed to a running app.
    package enum Delivery: Equatable {
        /// The app at `pid`, on terminal `tty`, applied it.
        case applied(pid: Int32, tty: String)
        /// The app refused it, saying why.
        case refused(String)
        /// No app receives links in that folder (none runs, or the one that did is gone).
        case noReceiver
    }

    /// Hands `link` to the app receiving in `folder`, and waits at most `milliseconds` for its answer.
    package static func send(_ link: String, to folder: String, milliseconds: Int32 = 1000) throws(Problem) -> Delivery {
        guard try checkedFolder(folder, create: false) else { return .noReceiver }
        let path = folder + "/links.socket"
        guard let fd = connect(to: path) else { return .noReceiver }
        defer { close(fd) }
        if let uid = peerUID(fd), uid != getuid() { throw .peerNotOurs(path, uid: uid) }
        write(link + "\n", to: fd)
        shutdown(fd, Int32(SHUT_WR))
        guard let answer = readLine(fd, limit: 64 * 1024, milliseconds: milliseconds) else { return .noReceiver }
        if answer.hasPrefix("ok ") {
            let parts = answer.dropFirst(3).split(separator: " ", maxSplits: 1)
            return .applied(pid: parts.first.flatMap { Int32($0) } ?? 0, tty: parts.count > 1 ? String(parts[1]) : "")
        }
        return .refused(answer.hasPrefix("error ") ? String(answer.dropFirst(6)) : answer)
    }

    /// The process id of the app receiving links in `folder`, or `nil` when none does (none runs, the
    /// one that did is gone, or the folder isn't safe to look in). It connects and hangs up at once,
    /// sending nothing: the app drops such a sender unread, as it drops any that sends no line.
    package static func receiver(in folder: String) -> Int32? {
        guard (try? checkedFolder(folder, create: false)) == true, let fd = connect(to: folder + "/links.socket") else { return nil }
        defer { close(fd) }
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, credentials.uid == getuid() else { return nil }
        return credentials.pid
    }

    // MARK: Lines

    /// Writes `text` whole; on a receiver's connection (never waited on), what fits in the socket's
    /// buffer, which a one-line answer always does unless the sender never reads.
    private static func write(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// One line (without its newline) read within `milliseconds`; `nil` on time-out, error, or a line
    /// longer than `limit`.
    private static func readLine(_ fd: Int32, limit: Int, milliseconds: Int32) -> String? {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + .milliseconds(Int(milliseconds))
        while true {
            let left = deadline - .now
            guard left > .zero else { return nil }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let (seconds, attoseconds) = left.components
            let ready = poll(&poller, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                return data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
            }
            data.append(contentsOf: chunk[0..<n])
            if let newline = data.firstIndex(of: 10) { return String(decoding: data[..<newline], as: UTF8.self) }
            guard data.count <= limit else { return nil }
        }
    }
}
