import Glibc
import Synchronization
import LinkInbox
import TerminalUI

/// `MyApp --console`: follows the app's log from a second terminal, live, as `tail -f` does (and
/// Textual's `textual console`), until Ctrl-C: the last lines it holds first, then each line as the
/// running app writes it (its `print`s, its `Logger`s' lines, the framework's notices for the
/// developer), across rotations. It says whether an instance runs (one receives links in its inbox) and
/// follows the log either way, for the next run. What it shows is made inert: control characters and
/// escape sequences are shown as visible symbols, but colours (SGR sequences) are kept.
///
/// Everything here happens in the follower's process: the app pays nothing for being followed.
nonisolated enum AppConsoleFollower {
    /// How many of the lines the log holds are shown first.
    static let tailLines = 100
    /// How long a wait for the log to change lasts at most, in milliseconds (a change wakes it at once
    /// where inotify works; this is the backstop, a fourth of it while the log's folder doesn't exist).
    static let backstop: Int32 = 1000

    private static let interrupted = Atomic<Bool>(false)

    /// Follows the log of app `name` (`logFile`, else its default one) until SIGINT or SIGTERM; then
    /// status 0. Status 1 when there is no log path at all, or it names something that is no file.
    static func follow(app name: String, logFile: String?, environment: [String: String]) -> (status: Int32, output: String) {
        guard let path = logFile ?? AppLogFile.defaultPath(forApp: name, environment: environment) else {
            return (1, "error: no log to follow: neither XDG_STATE_HOME nor HOME names a folder (expected one of them, or --log-file PATH)")
        }
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            return (1, "error: '\(VisibleText.sanitized(path))' is not a regular file, so it can't be followed (expected the app's log file)")
        }
        signal(SIGINT) { _ in AppConsoleFollower.interrupted.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in AppConsoleFollower.interrupted.store(true, ordering: .relaxed) }
        let shownPath = VisibleText.sanitized(path)
        if let pid = LinkInbox.receiver(in: LinkInbox.folder(environment: environment, app: name)) {
            say("\(name) is running (pid \(pid)): following its log, \(shownPath) (Ctrl-C to stop)")
        } else {
            say("No \(name) is running: showing what its log, \(shownPath), holds, and following it for the next run (Ctrl-C to stop)")
        }
        var log = FollowedLog(path: path)
        log.showTail(lines: tailLines)
        let watcher = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        defer { if watcher >= 0 { close(watcher) } }
        var watching = false
        while !interrupted.load(ordering: .relaxed) {
            if watcher >= 0, !watching {
                // The folder's changes: the log written, created or renamed (rotated). Added again while
                // the folder doesn't exist yet (no run has made it).
                let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CLOSE_WRITE)
                watching = inotify_add_watch(watcher, AppLogFile.folder(of: path), mask) >= 0
            }
            var ready = pollfd(fd: watching ? watcher : -1, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, watching ? backstop : backstop / 4) > 0, ready.revents & Int16(POLLIN) != 0 { drain(watcher) }
            guard log.readNew() else { break }  // stdout is gone (a pipe whose reader ended)
        }
        return (0, "")
    }

    /// Reads the watcher's events, which only say that something changed.
    private static func drain(_ watcher: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(watcher, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// One line on stderr: what the console says, apart from the log.
    private static func say(_ line: String) {
        AppLogFile.writeAll(Array((line + "\n").utf8), to: 2)
    }

    /// `line` as it is shown: tabs and SGR sequences (colours, bold) kept, every other control
    /// character or escape sequence shown as visible symbols; colours reset at its end.
    static func shown(_ line: some Collection<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        var result = "", plain = "", styled = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" || scalars[end] == ":" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    result += VisibleText.sanitized(plain)
                    plain = ""
                    result.unicodeScalars.append(contentsOf: scalars[index...end])
                    styled = true
                    index = end + 1
                    continue
                }
            }
            if scalar == "\t" {
                result += VisibleText.sanitized(plain) + "\t"
                plain = ""
            } else if !(scalar == "\r" && index == scalars.count - 1) {
                plain.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result + VisibleText.sanitized(plain) + (styled ? "\u{1B}[0m" : "")
    }
}

/// The log file as the console follows it: reopened when it is rotated or created, read again from its
/// start when it is truncated; what it adds is written to stdout a whole line at a time.
nonisolated private struct FollowedLog {
    let path: String
    private var descriptor: Int32 = -1
    private var identity: (device: UInt, inode: UInt) = (0, 0)
    /// Where reading has got to.
    private var offset = 0
    /// The start of a line not written yet (its end hasn't arrived, or it stops inside a character).
    private var partial: [UInt8] = []
    /// Whether what was written ends a line.
    private var atLineStart = true
    /// When following started: a rotated file changed since then may hold lines not shown yet.
    private let started = time(nil)

    init(path: String) { self.path = path }

    /// Shows the last `lines` lines the log holds now, and follows it from its end.
    mutating func showTail(lines: Int) {
        guard reopen(path) else { return }
        let bytes = readAvailable()
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 && index + 1 < bytes.count { starts.append(index + 1) }
        let first = starts.count > lines ? starts[starts.count - lines] : 0
        if first > 0 {
            AppLogFile.writeAll(Array("… (\(starts.count - lines) earlier lines in the file)\n".utf8), to: 2)
        }
        _ = emit(bytes[first...])
    }

    /// Writes what was added since the last call; `false` once stdout can't be written.
    mutating func readNew() -> Bool {
        if descriptor >= 0, !emit(readAvailable()) { return false }
        var named = stat()
        guard lstat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG else { return true }
        if descriptor < 0 || UInt(named.st_dev) != identity.device || UInt(named.st_ino) != identity.inode {
            // Rotated, or created: the new file from its start, once the old one's end is read (the
            // app wrote to it until it renamed it, which may be after it was read above).
            if descriptor >= 0, !emit(readAvailable()) { return false }
            if !atLineStart, !write("\n") { return false }
            // Rotated since the last look, but not from the file read here (the app wrote over a mebibyte
            // between two looks, or before the first): what it was rotated to comes first.
            var rotated = stat()
            if lstat(path + ".1", &rotated) == 0, rotated.st_mode & S_IFMT == S_IFREG, rotated.st_mtim.tv_sec >= started,
               UInt(rotated.st_dev) != identity.device || UInt(rotated.st_ino) != identity.inode, reopen(path + ".1") {
                if !emit(readAvailable()) { return false }
                if !atLineStart, !write("\n") { return false }
            }
            guard reopen(path) else { return true }
            return emit(readAvailable())
        }
        if Int(named.st_size) < offset {
            // Truncated: read again from its start.
            _ = lseek(descriptor, 0, SEEK_SET)
            offset = 0
            partial = []
            return emit(readAvailable())
        }
        return true
    }

    private mutating func reopen(_ file: String) -> Bool {
        if descriptor >= 0 { close(descriptor) }
        descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        offset = 0
        partial = []
        guard descriptor >= 0 else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            descriptor = -1
            return false
        }
        identity = (UInt(status.st_dev), UInt(status.st_ino))
        return true
    }

    private mutating func readAvailable() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            result += chunk[..<count]
            offset += count
        }
        return result
    }

    /// Writes the whole lines of `partial` followed by `bytes`, keeping an unfinished last line back
    /// (written as it is when it is all there is: a `print(terminator: "")`).
    private mutating func emit(_ bytes: some Collection<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return true }
        partial += bytes
        var text = ""
        var start = partial.startIndex
        while let newline = partial[start...].firstIndex(of: 10) {
            text += AppConsoleFollower.shown(partial[start..<newline]) + "\n"
            start = newline + 1
        }
        partial.removeSubrange(..<start)
        // An unfinished line is shown once it is valid UTF-8 throughout (not cut inside a character).
        if !partial.isEmpty, String(validating: partial, as: UTF8.self) != nil {
            text += AppConsoleFollower.shown(partial)
            partial = []
        }
        guard !text.isEmpty else { return true }
        return write(text)
    }

    private mutating func write(_ text: String) -> Bool {
        atLineStart = text.hasSuffix("\n")
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
