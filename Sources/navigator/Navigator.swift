import ArgumentParser
import CursesFrontEnd
import NavigatorDemo
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Navigator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigator",
        abstract: "SwiftUI's NavigationStack, in your terminal.",
        discussion: """
            Opens the demo app full screen. Given a deep link, it opens that whole stack:

              navigator 'myapp://profile-edit/johndoe'      Home › johndoe › Edit Profile
              navigator 'myapp:///detail/1/detail/2'        any stack, route after route

            Routes: detail/ID, profile/USERNAME, settings, edit-profile (after myapp:///);
            hosts: detail, profile, profile-edit, settings (after myapp://).

            Keys: ↑↓ j k select, Enter → l open, ← h Backspace Esc back, g Home pop to
            the root, 1-9 jump to a breadcrumb level, ? help, q quit.

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad
            deep link or argument, 66 when a --keys file can't be read.
            """,
        version: "navigator 0.1.0"
    )

    @Argument(help: ArgumentHelp("A deep link to open, e.g. myapp://profile-edit/johndoe.", valueName: "url"))
    var link: String?

    @Flag(help: "Run without a terminal: apply --keys, then print the final state.")
    var headless = false

    @Option(help: ArgumentHelp("Headless screen size, in columns x rows.", valueName: "WxH"))
    var size: TerminalSize = TerminalSize(width: 80, height: 24)

    @Option(help: ArgumentHelp(
        "Headless keys: names (up down left right enter backspace esc tab space home end pgup pgdn), single characters, or resize:WxH, separated by spaces; or @FILE to read them from a file.",
        valueName: "keys"))
    var keys: String?

    @Option(name: .customLong("print"), help: "What headless mode prints: the final screen, the path as NavigationPath's codable JSON, or the deep link of the final stack.")
    var output: Output = .screen

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case screen, path, url
    }

    func validate() throws {
        if !headless {
            if keys != nil { throw ValidationError("--keys needs --headless") }
            if output != .screen { throw ValidationError("--print needs --headless") }
        }
    }

    func run() throws {
        var routes: [Route] = []
        if let link {
            do {
                routes = try DeepLink.routes(from: link)
            } catch {
                fail(error.description, status: 64)
            }
        }
        if headless {
            runHeadless(routes)
            return
        }
        do {
            try CursesTerminal.run(Screens.app(path: routes))
        } catch {
            fail(error.description, status: 1)
        }
    }

    private func runHeadless(_ routes: [Route]) {
        var script = keys ?? ""
        if script.hasPrefix("@") {
            let path = String(script.dropFirst())
            guard let text = Self.readFile(path) else {
                fail("cannot read --keys file '\(VisibleText.sanitized(path))': \(String(cString: strerror(errno))) (expected @FILE naming a readable text file)", status: 66)
            }
            script = text
        }
        let pressed: [Key]
        do {
            pressed = try Key.parseScript(script)
        } catch {
            fail(error.description, status: 64)
        }
        let app = Screens.app(path: routes)
        let canvas = Headless.run(app, size: size, keys: pressed)
        switch output {
        case .screen: print(canvas.plainText, terminator: "")
        case .path: print(app.router.codable.jsonText())
        case .url: print(DeepLink.url(for: app.router.path))
        }
    }

    /// Prints `error: message` to stderr and exits; nothing goes to stdout.
    private func fail(_ message: String, status: Int32) -> Never {
        let line = "error: \(message)\n"
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
        bytes.removeAll()
        Glibc.exit(status)
    }

    private static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { data.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(file) != 0 { return nil }
                break
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension TerminalSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { description }
}
