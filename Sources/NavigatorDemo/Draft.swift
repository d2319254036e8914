/// An unsaved draft: a value that is `Hashable` but not `Codable`, as seed 000 warns a path may hold.
/// SwiftUI's `path.codable` is `nil` once one is on the path; navigator saves the levels below it.
nonisolated package struct Draft: Hashable, Sendable, CustomStringConvertible {
    package var text: String

    package init(text: String) { self.text = text }

    package var title: String { "Draft: \(text)" }

    package var description: String { "Draft(text: \(text.debugDescription))" }
}
