import Foundation

extension URL {
    /// The user's Documents folder, as Foundation's `URL.documentsDirectory` on Apple's platforms, which
    /// Foundation on Linux lacks. SwiftUI code saves there (seed 000:
    /// `.documentsDirectory.appending(path: "NavigationPath.json")`), so, as on Apple's platforms, it
    /// exists: it is made (mode 0700) the first time it is asked for and missing.
    ///
    /// It follows the environment as the rest of the app does: `XDG_DOCUMENTS_DIR` when set (an absolute
    /// path), else `Documents` in `HOME` (Foundation's `.documentDirectory` on Linux reads the password
    /// database, so a test's or a sandbox's `HOME` was ignored), else Foundation's.
    nonisolated public static var documentsDirectory: URL {
        userFolder(variable: "XDG_DOCUMENTS_DIR", inHome: "Documents", else: .documentDirectory)
    }

    /// The user's cache folder, as Foundation's `URL.cachesDirectory` on Apple's platforms:
    /// `XDG_CACHE_HOME` when set (an absolute path), else `.cache` in `HOME`, made (mode 0700) when missing.
    nonisolated public static var cachesDirectory: URL {
        userFolder(variable: "XDG_CACHE_HOME", inHome: ".cache", else: .cachesDirectory)
    }

    /// A folder of the user's: the environment's `variable` when it is an absolute path, else `inHome`
    /// in `HOME`, else Foundation's; made (mode 0700) the first time it is asked for and missing.
    nonisolated private static func userFolder(variable: String, inHome name: String, else search: FileManager.SearchPathDirectory) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let folder: URL
        if let path = environment[variable], path.hasPrefix("/") {
            folder = URL(filePath: path, directoryHint: .isDirectory)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = URL(filePath: home, directoryHint: .isDirectory).appending(path: name, directoryHint: .isDirectory)
        } else {
            folder = FileManager.default.urls(for: search, in: .userDomainMask)[0]
        }
        if !FileManager.default.fileExists(atPath: folder.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        return folder
    }
}
