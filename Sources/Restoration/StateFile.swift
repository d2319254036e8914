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
        /// A file read whole (`readDocument`).
        case bytes([UInt8])
        /// A file handed over a block at a time (`readBlocks`), to its end: its size.
        case handedOver(bytes: Int)
    }

    /// Opens a regular file of at most `limit` bytes (by its size now) for reading: its descriptor, or
    /// what is there instead.
    ///
    /// Opens with `O_NONBLOCK` and checks the kind on the open descriptor, so a FIFO never blocks the
    /// caller and nothing can be swapped in between the check and the read.
    /// With `followingLinks` false, a symbolic link is `.notAFile("a symbolic link")`.
    private static func openRegular(_ path: String, limit: Int, followingLinks: Bool) -> (fd: Int32, size: Int, other: Contents?) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let error = errno
            // ENOTDIR: a file where a parent directory should be; nothing can be saved there either.
            if error == ENOENT || error == ENOTDIR { return (-1, 0, .missing) }
            var status = stat()
            let found = followingLinks ? stat(path, &status) : lstat(path, &status)
            if found == 0, let kind = kindName(status.st_mode) { return (-1, 0, .notAFile(kind)) }
            return (-1, 0, .unreadable(errno: error))
        }
        var status = stat()
        var other: Contents?
        if fstat(fd, &status) != 0 {
            other = .unreadable(errno: errno)
        } else if let kind = kindName(status.st_mode) {
            other = .notAFile(kind)
        } else if Int(status.st_size) > limit {
            other = .tooLarge(bytes: Int(status.st_size))
        }
        guard let other else { return (fd, Int(status.st_size), nil) }
        close(fd)
        return (-1, 0, other)
    }

    /// A JSON document read with the blank space between its tokens collapsed, and what its file was.
    struct Document {
        /// The file's bytes, each run of blank space outside a string kept as its first byte: the same
        /// tokens, so the same JSON (or the same error), read the same way.
        var bytes: [UInt8]
        /// The file's size.
        var fileSize: Int
        /// Where, in the file, the first byte that doesn't begin or continue a UTF-8 sequence is
        /// (`StateSnapshot.firstNonUTF8Offset` of the file's bytes); `nil` when they are UTF-8.
        var firstNonUTF8Offset: Int?
    }

    /// Reads a whole regular file of at most `limit` bytes, keeping of each run
    /// of blank space between tokens its first byte: a state file padded to 127 MiB with spaces (or
    /// indented by `jq .`) holds only what it says, where its bytes were held whole (142 MB). Each block
    /// is read into memory reserved for the whole file, where what is kept of it is moved down, so
    /// only the pages that end up holding something are ever resident.
    static func readDocument(_ path: String, limit: Int) -> (contents: Contents, document: Document?) {
        let (fd, size, other) = openRegular(path, limit: limit, followingLinks: true)
        if let other { return (other, nil) }
        defer { close(fd) }
        // The size is a hint: a file that grew while it was read is read again into more room, never
        // past the limit.
        var capacity = size + 1
        while true {
            var compactor = BlankSpaceCompactor()
            var failure: Contents?
            var grew = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                var count = 0
                while true {
                    let room = buffer.count - initialized
                    if room == 0 {
                        // What is kept never outgrows what was read: the file is longer than it was.
                        grew = true
                        return
                    }
                    let got = readSome(fd, buffer.baseAddress! + initialized, min(room, 1 << 20))
                    if got < 0 {
                        if errno == EINTR { continue }
                        failure = .unreadable(errno: errno)
                        return
                    }
                    if got == 0 { return }
                    count += got
                    guard count <= limit else {
                        failure = .tooLarge(bytes: count)
                        return
                    }
                    initialized = compactor.compact(buffer.baseAddress!, from: initialized, count: got)
                }
            }
            if let failure { return (failure, nil) }
            if grew, capacity <= limit {
                capacity = min(limit + 1, capacity * 2)
                guard lseek(fd, 0, SEEK_SET) == 0 else { return (.unreadable(errno: errno), nil) }
                continue
            }
            if grew { return (.tooLarge(bytes: limit + 1), nil) }
            compactor.finish()
            let document = Document(bytes: bytes, fileSize: compactor.offset, firstNonUTF8Offset: compactor.firstNonUTF8Offset)
            return (.bytes(bytes), document)
        }
    }

    /// Reads a whole regular file of at most `limit` bytes, handing it to `body` a block at a time
    /// instead of holding it: `.handedOver` once it was read to its end (after `.tooLarge` or
    /// `.unreadable`, what `body` was given is not the whole file).
    static func readBlocks(
        _ path: String, limit: Int, followingLinks: Bool = true, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Contents {
        let (fd, _, other) = openRegular(path, limit: limit, followingLinks: followingLinks)
        if let other { return other }
        defer { close(fd) }
        var block = [UInt8](repeating: 0, count: 1 << 20)
        var count = 0
        while true {
            let got = block.withUnsafeMutableBytes { readSome(fd, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return .unreadable(errno: errno)
            }
            if got == 0 { return .handedOver(bytes: count) }
            count += got
            // The size is a hint: never past the limit.
            guard count <= limit else { return .tooLarge(bytes: count) }
            block.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<got])) }
        }
    }

    /// What `readDocument` makes of a file holding `bytes`, read `blockSize` bytes at a time.
    static func document(of bytes: [UInt8], blockSize: Int) -> Document {
        var compactor = BlankSpaceCompactor()
        let kept = [UInt8](unsafeUninitializedCapacity: bytes.count + 1) { buffer, initialized in
            initialized = 0
            var start = 0
            while start < bytes.count {
                let count = min(max(1, blockSize), bytes.count - start)
                bytes.withUnsafeBufferPointer { source in
                    (buffer.baseAddress! + initialized).update(from: source.baseAddress! + start, count: count)
                }
                initialized = compactor.compact(buffer.baseAddress!, from: initialized, count: count)
                start += count
            }
        }
        compactor.finish()
        return Document(bytes: kept, fileSize: bytes.count, firstNonUTF8Offset: compactor.firstNonUTF8Offset)
    }

    /// `read(2)`, under a name of its own.
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

/// Keeps of a JSON text each run of blank space outside its strings its first byte, block by block,
/// and finds the first byte that is not UTF-8 on the way (blank space removed can't hide one: it is
/// ASCII, which ends a sequence as any other ASCII byte does).
///
/// A block with no two blank bytes in a row (every block of a file navigator writes) is left where it
/// was read, after a check of its bytes that the compiler vectorizes; which bytes are in a string is
/// worked out only when a block has something to drop, from where it was last known.
struct BlankSpaceCompactor {
    private(set) var firstNonUTF8Offset: Int?
    /// The bytes of the text seen so far.
    private(set) var offset = 0
    /// Where, in what is kept, the state of the strings below is known; and that state.
    private var known = 0
    private var inString = false
    private var escaped = false
    private var afterSpace = false
    /// UTF-8: continuation bytes still expected, the range of the next one, and where their sequence began.
    private var pending = 0
    private var next: ClosedRange<UInt8> = 0x80...0xBF
    private var lead = 0

    /// Compacts the `count` bytes at `start` in `buffer`, the next block of the text, down to `start`
    /// (what was kept before them ends there); returns where what is kept now ends.
    mutating func compact(_ buffer: UnsafeMutablePointer<UInt8>, from start: Int, count: Int) -> Int {
        defer { offset += count }
        if firstNonUTF8Offset == nil, pending > 0 || !Self.isASCII(buffer + start, count) {
            for index in start..<start + count where firstNonUTF8Offset == nil {
                checkUTF8(buffer[index], at: offset + (index - start))
            }
        }
        let acrossBlocks = start > 0 && count > 0 && Self.isSpace(buffer[start - 1]) && Self.isSpace(buffer[start])
        guard acrossBlocks || Self.hasRunOfSpace(buffer + start, count) else { return start + count }
        track(buffer, to: start)
        let end = drop(buffer, from: start, count: count)
        known = end
        return end
    }

    /// At the end: a sequence cut short is not UTF-8.
    mutating func finish() {
        if pending > 0, firstNonUTF8Offset == nil { firstNonUTF8Offset = lead }
    }

    /// A byte inside a string: an escape, the escaped byte, or the closing quote.
    @inline(__always) private static func stepInString(_ byte: UInt8, inString: inout Bool, escaped: inout Bool) {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
        }
    }

    @inline(__always) private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Whether the bytes are all ASCII (written so that it is vectorized).
    private static func isASCII(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var all: UInt8 = 0
        for index in 0..<count { all |= bytes[index] }
        return all < 0x80
    }

    /// Whether two bytes up to a space follow each other, as two blank bytes do (written so that it is
    /// vectorized; the other bytes up to a space, control characters, are in no JSON but a string's
    /// escapes, so a block that has them is only looked at more closely).
    private static func hasRunOfSpace(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 1 else { return false }
        var found: UInt8 = 0
        for index in 0..<count - 1 {
            found |= max(bytes[index], bytes[index + 1]) <= 0x20 ? 1 : 0
        }
        return found != 0
    }

    /// Works out the state of the strings at `end` of what is kept, from where it was last known (the
    /// bytes between are as they were read: nothing was dropped there).
    private mutating func track(_ buffer: UnsafeMutablePointer<UInt8>, to end: Int) {
        var inString = inString, escaped = escaped, afterSpace = afterSpace
        let quote = UInt8(ascii: "\"")
        for index in known..<end {
            let byte = buffer[index]
            if inString {
                Self.stepInString(byte, inString: &inString, escaped: &escaped)
            } else {
                afterSpace = Self.isSpace(byte)
                if byte == quote { inString = true }
            }
        }
        self.inString = inString
        self.escaped = escaped
        self.afterSpace = afterSpace
        known = end
    }

    /// Drops from the block each blank byte outside a string that follows another; returns where what
    /// is kept ends.
    private mutating func drop(_ buffer: UnsafeMutablePointer<UInt8>, from start: Int, count: Int) -> Int {
        // The state in locals: stores through `buffer` can't then be taken for changes to `self`.
        var inString = inString, escaped = escaped, afterSpace = afterSpace
        let quote = UInt8(ascii: "\"")
        var write = start
        for read in start..<start + count {
            let byte = buffer[read]
            if inString {
                buffer[write] = byte
                write += 1
                Self.stepInString(byte, inString: &inString, escaped: &escaped)
            } else if Self.isSpace(byte) {
                if !afterSpace {
                    buffer[write] = byte
                    write += 1
                    afterSpace = true
                }
            } else {
                buffer[write] = byte
                write += 1
                afterSpace = false
                if byte == quote { inString = true }
            }
        }
        self.inString = inString
        self.escaped = escaped
        self.afterSpace = afterSpace
        return write
    }

    /// Checks the byte at `position` of the text, as `StateSnapshot.firstNonUTF8Offset` reads it.
    private mutating func checkUTF8(_ byte: UInt8, at position: Int) {
        if pending > 0 {
            guard next.contains(byte) else {
                firstNonUTF8Offset = lead
                pending = 0
                return
            }
            pending -= 1
            next = 0x80...0xBF
            return
        }
        guard byte >= 0x80 else { return }
        // As `JSONString.utf8Sequence` reads a lead byte.
        lead = position
        switch byte {
        case 0xC2...0xDF: pending = 1; next = 0x80...0xBF
        case 0xE0: pending = 2; next = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: pending = 2; next = 0x80...0xBF
        case 0xED: pending = 2; next = 0x80...0x9F
        case 0xF0: pending = 3; next = 0x90...0xBF
        case 0xF1...0xF3: pending = 3; next = 0x80...0xBF
        case 0xF4: pending = 3; next = 0x80...0x8F
        default: firstNonUTF8Offset = position
        }
    }
}
