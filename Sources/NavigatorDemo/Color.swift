/// A color, as seed 000 pushes them: `NavigationLink("Mint", value: Color.mint)`.
nonisolated package enum Color: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case mint, red, pink

    /// The name in breadcrumbs and titles: "Mint".
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    package var description: String { "Color.\(rawValue)" }
}
