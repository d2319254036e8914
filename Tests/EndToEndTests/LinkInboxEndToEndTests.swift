import Foundation
import Testing

/// Issue 25, point 1: a running navigator reads each connection to `links.socket` as its bytes arrive,
/// from its input loop: senders that connect and send nothing never freeze the keys, nor make a real
/// `navigator URL` give up and start a navigator of its own.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LinkInboxEndToEndTests {
    /// How many connections may wait at once (`LinkInbox.maximumConnections`).
    static let maximumConnections = 128

    @Test func idleConnectionsHoldUpNeitherTheKeysNorARealSender() throws {
        let sandbox = try Sandbox()
        let session = try LinkForwardingEndToEndTests.running(sandbox)
        let socket = sandbox.path("run/navigator/links.socket")
        // A thousand, as issue 25 measured, unless this process may open too few descriptors for that.
        let count = RawConnection.affordable(1000)
        var idle: [RawConnection] = []
        let deadline = Date().addingTimeInterval(30)
        for _ in 0..<count { idle.append(try RawConnection(socket, until: deadline)) }

        // Keys still draw frames meanwhile.
        try session.send("Down")
        try session.send("Enter")
        try session.waitForText("Home › Detail 42")
        // A real sender is answered (not given up on after its second) and its link opened.
        let sent = try sandbox.run(["myapp://profile-edit/johndoe"], limit: 20)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout.hasPrefix("Opened myapp://profile-edit/johndoe in the navigator running as pid"), "\(sent.stdout)")
        try session.waitForText("Home › johndoe › Edit Profile")
        try session.send("Down")
        try session.waitForText("▸ Done")

        // Only the newest connections are kept: the oldest was told why and closed, the newest waits
        // still, and the app holds about as many descriptors as it keeps connections.
        #expect(try idle[0].answer() == "error over \(Self.maximumConnections) senders were waiting, and this one had sent no whole line")
        #expect(try idle[count - 1].isSilent())
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(try session.navigatorPID())/fd").count
        #expect(descriptors < Self.maximumConnections + 32, "\(descriptors) descriptors open")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func aLineThatArrivesInPiecesWaitsWhileOthersAreServed() throws {
        let sandbox = try Sandbox()
        let session = try LinkForwardingEndToEndTests.running(sandbox)
        let slow = try RawConnection(sandbox.path("run/navigator/links.socket"))
        try slow.write("myapp://det")
        let sent = try sandbox.run(["myapp://settings"], limit: 20)
        #expect(sent.status == 0, "\(sent.stderr)")
        try session.waitForText("Home › Settings")
        #expect(try slow.isSilent())
        try slow.write("ail/4\n")
        #expect(try slow.answer()?.hasPrefix("ok ") == true)
        try session.waitForText("Home › Detail 4")
    }

    @Test func whatIsNoLinkIsAnsweredAndClosed() throws {
        let sandbox = try Sandbox()
        let session = try LinkForwardingEndToEndTests.running(sandbox, ["myapp://detail/3"])
        let socket = sandbox.path("run/navigator/links.socket")
        // A line over the limit, sent without its end: refused once the limit is passed.
        let long = try RawConnection(socket)
        try long.write("myapp://profile/" + String(repeating: "a", count: 70_000))
        #expect(try long.answer() == "error the link is over 65536 bytes (expected one line of at most 65536)")
        // A sender that ends without a byte.
        let empty = try RawConnection(socket)
        empty.endWriting()
        #expect(try empty.answer() == "error no link arrived (expected one line)")
        // A line without its newline, then the end, is still a line.
        let unended = try RawConnection(socket)
        try unended.write("myapp://settings")
        unended.endWriting()
        #expect(try unended.answer()?.hasPrefix("ok ") == true)
        try session.waitForText("Home › Settings")
    }
}

/// A connection to a links socket made by hand, as a slow or hostile sender makes one. Closed when
/// released.
final class RawConnection {
    let descriptor: Int32

    /// How many connections this process can open besides what a test run holds: at most `wanted`.
    static func affordable(_ wanted: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 200 }
        return max(200, min(wanted, Int(limit.rlim_cur) - 256))
    }

    /// Connects to the socket at `path`, waiting while its backlog is full until `deadline` (by default
    /// 10 s from now).
    init(_ path: String, until deadline: Date = Date().addingTimeInterval(10)) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw TmuxError(message: "no socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        while true {
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            let error = errno
            if connected == 0 { break }
            // EAGAIN: the backlog is full until the app accepts the connections before this one.
            guard error == EAGAIN || error == EINTR, Date() < deadline else {
                close(descriptor)
                throw TmuxError(message: "cannot connect to \(path): \(String(cString: strerror(error)))")
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    deinit { close(descriptor) }

    /// Sends `text`, waiting at most 10 s for room; a receiver that closed meanwhile ends it early.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        let deadline = Date().addingTimeInterval(10)
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                offset += written
                continue
            }
            let error = errno
            if error == EPIPE || error == ECONNRESET { return }
            guard error == EAGAIN || error == EINTR, Date() < deadline else {
                throw TmuxError(message: "cannot send: \(String(cString: strerror(error)))")
            }
            _ = wait(for: Int16(POLLOUT), milliseconds: 100)
        }
    }

    /// Says that nothing more will be sent.
    func endWriting() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// The line the receiver answers (without its newline) within `timeout` seconds; `nil` if none came.
    func answer(timeout: Double = 10) throws -> String? {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard wait(for: Int16(POLLIN), milliseconds: 100) else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if count <= 0 { break }
            data += chunk[0..<count]
            if let newline = data.firstIndex(of: 10) { return String(decoding: data[..<newline], as: UTF8.self) }
        }
        return data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
    }

    /// Whether the receiver has neither answered nor closed this connection (for now).
    func isSilent() throws -> Bool {
        !wait(for: Int16(POLLIN), milliseconds: 0)
    }

    private func wait(for events: Int16, milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: events, revents: 0)
        return poll(&poller, 1, milliseconds) > 0
    }
}
