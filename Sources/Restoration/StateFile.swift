#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Navigation

/// The file-system calls of `PathStore`, on plain descriptors: what a state file is, reading it
/// without blocking or running out of memory, atomic replacement, and names to set a file aside.
enum StateFile {
    /// What is found where a state file should be.
    enum Contents {
        case missing
        /// Something that is not a regular file, named for a notice ("a directory", "a FIFO").
        case notAFile(String)
        case unreadable(errno: Int32)
        case tooLarge(bytes: Int)
        case bytes([UInt8])
    }

    /// Reads a whole regular file of at most `limit` bytes.
    ///
    /// Opens with `O_NONBLOCK` and checks the kind on the open descriptor, so a FIFO never blocks the
    /// caller and nothing can be swapped in between the check and the read.
    /// With `followingLinks` false, a symbolic link is `.notAFile("a symbolic link")`.
    static func read(_ path: String, limit: Int, followingLinks: Bool = true) -> Contents {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let error = errno
            // ENOTDIR: a file where a parent directory should be; nothing can be saved there either.
            if error == ENOENT || error == ENOTDIR { return .missing }
            var status = stat()
            let found = followingLinks ? stat(path, &status) : lstat(path, &status)
            if found == 0, let kind = kindName(status.st_mode) { return .notAFile(kind) }
            return .unreadable(errno: error)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .unreadable(errno: errno) }
        if let kind = kindName(status.st_mode) { return .notAFile(kind) }
        let size = Int(status.st_size)
        guard size <= limit else { return .tooLarge(bytes: size) }
        // The size is a hint: read to the end, but never past the limit.
        var bytes = [UInt8](repeating: 0, count: min(limit, size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .tooLarge(bytes: count) }
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - count, max(4096, count))))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                readSome(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .unreadable(errno: errno)
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .tooLarge(bytes: count) }
        bytes.removeLast(bytes.count - count)
        return .bytes(bytes)
    }

    /// `read(2)`, under a name that the static `read(_:limit:)` doesn't hide.
    private static func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    /// A notice's name for anything that is not a regular file, or `nil` for a regular file.
    static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Whether anything at all is at `path` (a dangling symbolic link counts).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Creates a directory and its missing parents, each with mode 0700; returns the errno on failure.
    ///
    /// Directories that are already there are left as they are, whatever their mode: they are the
    /// user's (`~/.local/state` is often 0755), and changing them is not the store's business.
    static func makeDirectory(_ path: String) -> Int32? {
        var status = stat()
        if stat(path, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR
        }
        guard errno == ENOENT else { return errno }
        let parent = directory(of: path)
        if parent != path, let error = makeDirectory(parent) { return error }
        if mkdir(path, 0o700) != 0 {
            return errno == EEXIST ? nil : errno
        }
        // The umask may have taken bits away; it cannot be allowed to add any, but make the mode exact.
        _ = chmod(path, 0o700)
        return nil
    }

    /// The directory part of a path ("." for a bare name).
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of a path.
    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Makes the directory's entries (a rename, a new file) durable; returns the errno on failure.
    static func syncDirectory(_ path: String) -> Int32? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return syncDirectory(descriptor: fd)
    }

    static func syncDirectory(descriptor fd: Int32) -> Int32? {
        // Some file systems cannot sync a directory (EINVAL): there is nothing more to do there.
        if fsync(fd) != 0, errno != EINVAL { return errno }
        return nil
    }

    /// Why the open file `fd` must not be written to (not a regular file, or a file with other names,
    /// which someone else may own), or `nil` when it is a plain file of its own.
    static func refusal(of fd: Int32, name: String) -> String? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return "checking '\(name)': \(describe(errno: errno))" }
        if let kind = kindName(status.st_mode) { return "'\(name)' is \(kind), not a file, so it is not written to" }
        if status.st_nlink > 1 { return "'\(name)' has \(status.st_nlink) names (hard links), so it is not written to" }
        return nil
    }

    /// Writes every byte, across short writes and interrupted calls; returns the errno on failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A regular file that takes 0 bytes is full.
            if written == 0 { return ENOSPC }
            offset += written
        }
        return nil
    }

    /// The system's text for an errno value ("No space left on device").
    static func describe(errno error: Int32) -> String {
        String(cString: strerror(error))
    }

    /// The current UTC time as a compact ISO 8601 stamp, `20261123T101500Z`.
    static func utcStamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Renames each existing file in `paths` to `<path>.bad-<stamp>`, with one stamp free for all of
    /// them (a counter is added when a name is taken). Returns the new paths, or the errno of the
    /// first rename that failed. Nothing is ever removed.
    static func setAside(_ paths: [String]) -> Result<[String], SetAsideError> {
        let present = paths.filter(exists)
        let stamp = utcStamp()
        var suffix = ".bad-\(stamp)"
        var counter = 1
        while present.contains(where: { exists($0 + suffix) }) {
            counter += 1
            suffix = ".bad-\(stamp)-\(counter)"
        }
        var moved: [String] = []
        for path in present {
            guard rename(path, path + suffix) == 0 else { return .failure(SetAsideError(errno: errno, moved: moved)) }
            moved.append(path + suffix)
        }
        if let first = present.first { _ = syncDirectory(directory(of: first)) }
        return .success(moved)
    }

    struct SetAsideError: Error {
        var errno: Int32
        /// Files that were set aside before the failure.
        var moved: [String]
    }
}
