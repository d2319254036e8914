/// An unsaved draft: a value that is `Hashable` but not `Codable`, as seed 000 warns a path may hold.
/// SwiftUI's `path.codable` is `nil` once one is on the path; navigator saves the levels below it.
nonisolated public struct Draft: Hashable, Sendable, CustomStringConvertible {
    public var text: String

    public init(text: String) { self.text = text }

    public var title: String { "Draft: \(text)" }

    public var description: String { "Draft(text: \(text.debugDescription))" }
}
