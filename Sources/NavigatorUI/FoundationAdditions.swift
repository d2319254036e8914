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

// SwiftUI's edits of a collection by `IndexSet`, for `.onDelete` and `.onMove`: emitted into the app
// alone, as `IndexSet` is Foundation's own (a program that never calls them links none of it).
extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (an offset of
    /// the collection as it was: `count` is the end), keeping their order, as SwiftUI's `.onMove` gives them.
    @_alwaysEmitIntoClient
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = [], rest: [Element] = []
        var movedBefore = 0
        for (offset, element) in zip(0..., self) {
            if source.contains(offset) {
                moved.append(element)
                if offset < destination { movedBefore += 1 }
            } else {
                rest.append(element)
            }
        }
        let insertion = Swift.min(Swift.max(0, destination - movedBefore), rest.count)
        var index = startIndex
        for element in rest[..<insertion] + moved + rest[insertion...] {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `.onDelete` gives them.
    @_alwaysEmitIntoClient
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

// SwiftUI's `.scaleEffect(CGSize)`: `CGSize` is Foundation's own on Linux, so it is emitted into the app
// alone (a program that never calls it links none of it), as the edits by `IndexSet` above.
extension View {
    /// Drawn as it is: a terminal's cells don't scale.
    @_alwaysEmitIntoClient
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor)
    }
}
