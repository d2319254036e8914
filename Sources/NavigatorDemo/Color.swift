/// A color, as seed 000 pushes them: `NavigationLink("Mint", value: Color.mint)`.
nonisolated public enum Color: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case mint, red, pink

    /// The name in breadcrumbs and titles: "Mint".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public var description: String { "Color.\(rawValue)" }
}
