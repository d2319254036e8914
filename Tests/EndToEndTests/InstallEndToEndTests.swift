import Foundation
import Testing

/// `make install` and `make uninstall` (issue 13, point 2), run on the binary under test into a
/// DESTDIR of the test's own: the files, their modes, the desktop entry, and an uninstall that removes
/// exactly what was installed.
@Suite(.timeLimit(.minutes(2))) struct InstallEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let installed: [(path: String, mode: Int)] = [
        ("bin/navigator", 0o755),
        ("share/man/man1/navigator.1", 0o644),
        ("share/applications/navigator.desktop", 0o644),
        ("share/bash-completion/completions/navigator", 0o644),
        ("share/zsh/site-functions/_navigator", 0o644),
        ("share/fish/vendor_completions.d/navigator.fish", 0o644),
    ]

    /// Runs `make TARGET` in the package with `variables`; its status.
    static func make(_ target: String, _ variables: [String]) throws -> Int32 {
        try TmuxSession.status("/usr/bin/env", ["make", "--no-print-directory", "-C", root, target] + variables)
    }

    @Test func installPutsEachFileInPlaceAndUninstallRemovesExactlyThem() throws {
        let sandbox = try Sandbox()
        let destination = sandbox.path("dest"), prefix = "/opt/navigator-test"
        let variables = ["DESTDIR=\(destination)", "PREFIX=\(prefix)", "INSTALL_BIN=\(Navigator.path)"]
        #expect(try Self.make("install-built", variables) == 0)
        for file in Self.installed {
            let path = destination + prefix + "/" + file.path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.posixPermissions] as? Int == file.mode, "\(file.path)")
            #expect((attributes[.size] as? Int ?? 0) > 0, "\(file.path) is empty")
        }

        // The desktop entry names the installed binary and claims myapp:// links, and is valid.
        let desktop = destination + prefix + "/share/applications/navigator.desktop"
        let entry = try String(contentsOfFile: desktop, encoding: .utf8).split(separator: "\n")
        #expect(entry.contains("Exec=\(prefix)/bin/navigator %u"))
        #expect(entry.contains("MimeType=x-scheme-handler/myapp;"))
        #expect(entry.contains("Terminal=true"))
        #expect(try TmuxSession.status("/usr/bin/desktop-file-validate", [desktop]) == 0)

        // The completions are ArgumentParser's, for navigator's own options.
        let bash = try String(contentsOfFile: destination + prefix + "/share/bash-completion/completions/navigator", encoding: .utf8)
        #expect(bash.contains("--state-file") && bash.contains("-F _navigator navigator"))
        let fish = try String(contentsOfFile: destination + prefix + "/share/fish/vendor_completions.d/navigator.fish", encoding: .utf8)
        #expect(fish.contains("state-file"))

        // Uninstall removes those files and nothing else.
        let neighbour = destination + prefix + "/share/applications/other.desktop"
        try "[Desktop Entry]\n".write(toFile: neighbour, atomically: false, encoding: .utf8)
        #expect(try Self.make("uninstall", variables) == 0)
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: destination + prefix + "/" + file.path), "\(file.path) is left")
        }
        #expect(FileManager.default.fileExists(atPath: neighbour))
    }

    @Test func theDesktopEntryInResourcesIsValid() throws {
        #expect(try TmuxSession.status("/usr/bin/desktop-file-validate", [Self.root + "/Resources/navigator.desktop"]) == 0)
    }
}
