import Foundation
import Navigation
import Restoration
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under /tmp for one test, removed with everything in it at the end.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/pathstore-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted.
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

/// The app's side of a store in a test: a state, changed the way an app changes it, recorded as it changes.
final class StoredModel {
    var state: NavigationState
    let store: PathStore

    init(file: String, limits: PathStore.Limits = .standard, state: NavigationState = NavigationState()) {
        self.state = state
        var current: () -> NavigationState = { NavigationState() }
        store = PathStore(file: file, limits: limits) { current() }
        current = { [unowned self] in self.state }
    }

    /// Applies a change and records it, as an app does.
    func change(_ change: StateChange) {
        try! state.apply(change)
        store.record(change)
    }
}

func element(_ typeName: String, _ json: String) -> NavigationPath.CodableRepresentation.Element {
    .init(typeName: typeName, json: json)
}

func route(_ id: Int) -> NavigationPath.CodableRepresentation.Element {
    element("NavigatorDemo.Route", #"{"detail":{"id":\#(id)}}"#)
}

/// A root stack `depth` deep.
func deepState(_ depth: Int) -> NavigationState {
    NavigationState(path: .init(elements: (0..<depth).map(route)))
}

/// A state with several type names, values that need escaping, and both kinds of presentation.
func heterogeneousState() -> NavigationState {
    NavigationState(
        path: .init(elements: [
            route(1),
            element("Swift.Int", "42"),
            element("Swift.String", #""a \"quoted\" \\ back\nslash\u0007 \/ é 山田 🍣""#),
            element("MyApp.Profile", #"{"username":"ana","tags":["x","y"]}"#),
        ]),
        presentations: [
            PresentationState(style: .sheet, root: element("MyApp.Settings", "{}"), path: .init(elements: [element("Swift.Int", "7")])),
            PresentationState(style: .fullScreenCover, root: element("Swift.String", #""cover""#)),
        ])
}

/// A script of every kind of change, valid from the empty state, that ends somewhere other than the root.
func everyKindOfChange() -> [StateChange] {
    [
        .push(stack: 0, element: route(1)),
        .push(stack: 0, element: element("Swift.Int", "2")),
        .push(stack: 0, element: route(3)),
        .pop(stack: 0, count: 2),
        .present(PresentationState(style: .sheet, root: element("MyApp.Settings", "{}"))),
        .push(stack: 1, element: element("Swift.String", #""line\nbreak \"q\"""#)),
        .replace(stack: 0, path: .init(elements: [route(7), route(8), route(9)])),
        .present(PresentationState(style: .fullScreenCover, root: route(10), path: .init(elements: [route(11)]))),
        .pop(stack: 2, count: 0),
        .dismiss(count: 1),
        .push(stack: 1, element: route(12)),
        .push(stack: 0, element: route(13)),
    ]
}

func bytes(of path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
}

/// Puts `bytes` in a new file at `path` in place of what was there (a symlink there is replaced, not
/// followed), or does nothing where the file can't be made. No `fsync`: what a test lays out needs to
/// outlive no power cut, and the crash tests lay out tens of thousands of files (FileManager's
/// `createFile` syncs each one, which took 15 to 45 s of one test's time on a busy disk).
func write(_ bytes: [UInt8], to path: String) {
    unlink(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { return }
    defer { close(fd) }
    bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
            let count = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
            precondition(count > 0, "writing \(path) failed: errno \(errno)")
            written += count
        }
    }
}

func mode(of path: String) -> mode_t {
    var status = stat()
    precondition(lstat(path, &status) == 0, "no file at \(path)")
    return status.st_mode & 0o7777
}

/// Runs `body` with this thread's file-system user set to nobody, so that permission checks apply even
/// to root (tests run as root here). `setfsuid` is per thread, so tests running beside this one are not
/// affected; `body` must not suspend.
func withoutFilePrivileges<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0 else { return try body() }
    typealias SetFSUID = @convention(c) (UInt32) -> Int32
    guard let symbol = dlsym(nil, "setfsuid") else { fatalError("setfsuid is not in the C library") }
    let setfsuid = unsafeBitCast(symbol, to: SetFSUID.self)
    _ = setfsuid(65534)
    precondition(setfsuid(65534) == 65534, "setfsuid(65534) did not take effect")
    defer { _ = setfsuid(0) }
    return try body()
}

/// Runs a command; its exit status.
@discardableResult
func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}

/// Mounts a tmpfs of `size` at a new directory in `directory` for `body`, or cancels the test where
/// mounting is not permitted (not root, or no CAP_SYS_ADMIN in a container).
func withTinyFileSystem(in directory: TemporaryDirectory, size: String, _ body: (String) throws -> Void) throws {
    let mountPoint = directory.file("tiny")
    mkdir(mountPoint, 0o700)
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", mountPoint]) == 0 else {
        try Test.cancel("cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN): no full or read-only disk to test on")
    }
    defer { run("/bin/umount", ["-l", mountPoint]) }
    try body(mountPoint)
}
