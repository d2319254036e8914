/// Seed 000's recipes, pushed on the same stack as colors and routes.
nonisolated package enum Recipe: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case applePie, chocolateCake

    /// "Apple Pie", as the seed's `description`.
    package var title: String {
        switch self {
        case .applePie: return "Apple Pie"
        case .chocolateCake: return "Chocolate Cake"
        }
    }

    /// How deep links write it: `apple-pie`.
    package var slug: String {
        switch self {
        case .applePie: return "apple-pie"
        case .chocolateCake: return "chocolate-cake"
        }
    }

    package var description: String { "Recipe.\(rawValue)" }
}
