import Glibc
import TerminalUI

/// How an App's launch ended (`App.run`): the status, what to print (on stdout when the status is 0,
/// else on stderr), what `--print` it is (headless; `main()` says so when it can't be written, 74), a
/// failure found once the output was made (said after it), and the host to keep alive until the
/// process ends.
struct AppLaunch {
    let name: String
    var status: Int32 = 0
    var output: String
    var printed: String?
    var failure: (status: Int32, message: String)?
    var host: ViewHost?

    init(name: String, status: Int32 = 0, output: String, printed: String? = nil) {
        self.name = name
        self.status = status
        self.output = output
        self.printed = printed
    }

    init(name: String, _ ended: (status: Int32, output: String)) {
        self.init(name: name, status: ended.status, output: ended.output)
    }
}

/// The process's standard output, as `main()` writes what `--print` asks for.
nonisolated package enum AppOutput {
    /// Opens standard input, output and error on /dev/null when they were closed at launch, so that no
    /// file opened later (the state's lock, its journal) takes their number and gets what is printed.
    /// Whether standard output was closed (`>&-`): nothing `--print` asks for can reach it then.
    package static func keepStandardDescriptorsTaken() -> Bool {
        var outputWasClosed = false
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { outputWasClosed = true }
            let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
        return outputWasClosed
    }

    /// Writes `text` to standard output, all of it: the errno of a write that failed (`EPIPE` into a
    /// pipe whose reader has gone, `EBADF` when it was closed at launch), or `nil`.
    package static func write(_ text: String, outputWasClosed: Bool) -> Int32? {
        if outputWasClosed { return EBADF }
        // What the app `print`ed first: it is before the frame, and stdout's buffer holds it still.
        if fflush(nil) != 0 { return errno }
        var text = text
        // The text's own bytes, not a copy: a deep tree's state is tens of megabytes.
        return text.withUTF8 { writeAll(1, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` to `fd`, again after an interrupted write: the errno of a write that
    /// failed (`EIO` for one that wrote nothing), or `nil`.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}

/// The links a ``LinkedApp`` opened from the `:` prompt, the last 50, kept beside its state file
/// (`state.json.links`, one a line) by the instance that saves the state.
nonisolated package struct AppLinkHistory {
    package let path: String

    package init(stateFile: String) { path = stateFile + ".links" }

    /// The saved links that are `valid`, oldest first; none when the file is missing or unreadable (it
    /// is a convenience). Only links that still parse come back: a hand-edited or older file can't put
    /// text on screen raw.
    package func load(valid: (String) -> Bool) -> [String] {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 1 << 20 else { return [] }
        var data = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count >= 0 else { return [] }
        let lines = String(decoding: data[..<count], as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.filter(valid).suffix(50))
    }

    /// Writes `links` to a new file beside the state and renames it over the old: never through a
    /// link, never half written.
    package func save(_ links: [String]) {
        let temporary = path + ".tmp"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(links.suffix(50).map { $0 + "\n" }.joined().utf8)
        let complete = bytes.withUnsafeBytes { AppOutput.writeAll(fd, $0) } == nil && fsync(fd) == 0
        close(fd)
        if complete { rename(temporary, path) } else { unlink(temporary) }
    }
}
