import Foundation

extension URL {
    /// The user's Documents folder, as Foundation's `URL.documentsDirectory` on Apple's platforms, which
    /// Foundation on Linux lacks: `FileManager`'s `.documentDirectory`, `~/Documents`. SwiftUI code saves
    /// there (seed 000: `.documentsDirectory.appending(path: "NavigationPath.json")`).
    nonisolated public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }
}
