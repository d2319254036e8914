/// Seed 000's recipes, pushed on the same stack as colors and routes.
nonisolated public enum Recipe: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case applePie, chocolateCake

    /// "Apple Pie", as the seed's `description`.
    public var title: String {
        switch self {
        case .applePie: return "Apple Pie"
        case .chocolateCake: return "Chocolate Cake"
        }
    }

    /// How deep links write it: `apple-pie`.
    public var slug: String {
        switch self {
        case .applePie: return "apple-pie"
        case .chocolateCake: return "chocolate-cake"
        }
    }

    public var description: String { "Recipe.\(rawValue)" }
}
