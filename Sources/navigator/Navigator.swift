import ArgumentParser
import CursesFrontEnd
import Navigation
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

              navigator 'myapp://profile-edit/johndoe'    Home › johndoe › Edit Profile
              navigator 'myapp:///detail/1/color/mint'    any stack, value after value
              navigator 'myapp:///detail/1/sheet/settings'   with a sheet over it

            After myapp:///: detail/ID, profile/USERNAME, settings, edit-profile,
            color/NAME, recipe/NAME, number/N, showcase/NAME, and sheet/ or cover/
            before a value to present it. After myapp://: detail, profile,
            profile-edit, settings.

            Keys: ↑↓ j k select, Enter → l open, ← h Backspace back, Esc close or back,
            g Home pop to the root, 1-9 jump to a breadcrumb level, Space preview,
            e log of path changes, ? help, q quit.

            Exit status: 0 on quit, 1 when there is no usable terminal, 64 for a bad
            deep link or argument, 66 when a --keys file can't be read, 73 when the
            --log-file can't be written.
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

    @Option(help: ArgumentHelp("Append each change of the path (what the e panel shows) to this file.", valueName: "path"))
    var logFile: String?

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
        var tree = NavigationTree<AnyHashable>()
        if let link {
            do {
                tree = try DeepLink.tree(from: link)
            } catch {
                fail(error.description, status: 64)
            }
        }
        let pressed = headless ? readKeys() : []
        let demo = DemoApp(tree: tree)
        if let logFile { demo.app.onEvent = openLog(logFile) }
        if headless {
            runHeadless(demo, keys: pressed)
            return
        }
        do {
            try CursesTerminal.run(demo.app)
        } catch {
            fail(error.description, status: 1)
        }
    }

    private func readKeys() -> [Key] {
        var script = keys ?? ""
        if script.hasPrefix("@") {
            let path = String(script.dropFirst())
            guard let text = Self.readFile(path) else {
                fail("cannot read --keys file '\(VisibleText.sanitized(path))': \(String(cString: strerror(errno))) (expected @FILE naming a readable text file)", status: 66)
            }
            script = text
        }
        do {
            return try Key.parseScript(script)
        } catch {
            fail(error.description, status: 64)
        }
    }

    private func runHeadless(_ demo: DemoApp, keys: [Key]) {
        let canvas = Headless.run(demo.app, size: size, keys: keys)
        switch output {
        case .screen: print(canvas.plainText, terminator: "")
        case .path: print((demo.router.navigationPath.codable ?? demo.router.navigationPath.codablePrefix.representation).jsonText())
        case .url: print(DeepLink.url(for: demo.router.navigationTree) ?? "")
        }
    }

    /// Opens the --log-file for appending; each event becomes one line.
    private func openLog(_ path: String) -> (String) -> Void {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            fail("cannot write --log-file '\(VisibleText.sanitized(path))': \(String(cString: strerror(errno))) (expected a path to a file that can be created or appended to)", status: 73)
        }
        return { line in
            let bytes = Array((VisibleText.sanitized(line) + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { return }
                offset += written
            }
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
