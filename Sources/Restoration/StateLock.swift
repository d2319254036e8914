#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// One writer per saved state: an advisory lock (`flock(LOCK_EX|LOCK_NB)`) on `state.json.lock`, beside
/// the state file, held for as long as the `StateLock` lives. The kernel releases it when the holder
/// ends, however it ends, so a `kill -9` never leaves a stale lock.
///
/// The holder writes `<pid> <host>` into the lock file, so another process can say who holds it. Only
/// the holder writes it, and never through a link: it is opened with `O_NOFOLLOW` and without
/// `O_TRUNC`, and a file there that has other names (a hard link to the user's `notes.txt`) or isn't a
/// regular file is refused before anything is written, as the journal and the snapshot refuse one.
///
/// ```swift
/// switch StateLock.acquire(stateFile: path) {
/// case .acquired(let lock): keep(lock)                  // save as usual
/// case .heldByOther(let holder): print(holder)          // load read-only: PathRecorder(file:readOnly: true)
/// case .notNeeded: break                                // not a regular file there: the store won't save
/// case .unavailable(let reason, _): print(reason)       // no lock can be taken: don't save
/// }
/// ```
///
/// Why a lock file and not the directory itself: over NFS, `flock` is carried out as a POSIX lock, which
/// needs a descriptor open for writing (a directory can't be), so a lock on the directory fails on a
/// network home, where two machines most need one; and two state files in one directory (`--state-file
/// a.json`, `--state-file b.json`) don't stop each other.
package final class StateLock {
    /// Who holds a lock, as its lock file says.
    package struct Holder: Equatable, Sendable, CustomStringConvertible {
        package var pid: Int32?
        package var host: String?

        /// "pid 1234", "pid 1234 on host alpha", or "pid unknown".
        package var description: String {
            guard let pid else { return "pid unknown" }
            if let host, host != StateLock.hostName() { return "pid \(pid) on host \(host)" }
            return "pid \(pid)"
        }
    }

    package enum Outcome {
        /// This process is the writer until the lock is released.
        case acquired(StateLock)
        /// Another process is the writer.
        case heldByOther(Holder)
        /// What is at the state file's path is not a regular file (a directory, a FIFO, a device): the
        /// store reports it and saves nothing, so no lock is needed (and no lock file is made beside it).
        case notNeeded
        /// No lock can be taken (the directory can't be created, the lock file can't be opened or is
        /// not a file of its own): why, and what is expected instead (words after "expected").
        case unavailable(String, expected: String)
    }

    /// The lock file's path.
    package let file: String
    private var descriptor: Int32

    private init(file: String, descriptor: Int32) {
        self.file = file
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Gives the lock up (closing the descriptor releases it).
    package func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Takes the lock of the state file at `stateFile`, creating its directory (mode 0700) and the lock
    /// file (0600) if they are missing. Never waits.
    package static func acquire(stateFile: String) -> Outcome {
        var status = stat()
        if stat(stateFile, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG { return .notNeeded }
        let directory = StateFile.directory(of: stateFile)
        let inFolder = "a path to a file in a folder that can be created and written"
        if let error = StateFile.makeDirectory(directory) {
            return .unavailable("cannot create the directory '\(directory)': \(StateFile.describe(errno: error))", expected: inFolder)
        }
        let path = stateFile + ".lock"
        let name = StateFile.baseName(path)
        let ownFile = "'\(name)' to be a navigator's lock file with no other name, or missing (it is then made)"
        // Never O_TRUNC: what is there is checked before a byte of it changes.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let error = errno
            if error == ELOOP { return .unavailable("'\(name)' is a symbolic link, which is not followed", expected: ownFile) }
            return .unavailable("cannot open '\(name)': \(StateFile.describe(errno: error))", expected: inFolder)
        }
        // A FIFO, a device, or a file with other names (a hard link to another file, which someone
        // else's may be): the lock is not taken, and nothing is written to it.
        if let refusal = StateFile.refusal(of: fd, name: name) {
            close(fd)
            return .unavailable(refusal, expected: ownFile)
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            if error == EINTR { continue }
            if error == EWOULDBLOCK {
                let holder = readHolder(fd)
                close(fd)
                return .heldByOther(holder)
            }
            close(fd)
            return .unavailable("cannot lock '\(name)': \(StateFile.describe(errno: error))", expected: inFolder)
        }
        // The holder's name, for the next process to read.
        let text = Array("\(getpid()) \(hostName())\n".utf8)
        if ftruncate(fd, 0) == 0 {
            _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) }
        }
        return .acquired(StateLock(file: path, descriptor: fd))
    }

    private static func readHolder(_ fd: Int32) -> Holder {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard count > 0 else { return Holder() }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let pid = fields.first.flatMap { Int32($0) }
        let host = fields.count > 1 ? String(fields[1]) : nil
        return Holder(pid: pid, host: host)
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
