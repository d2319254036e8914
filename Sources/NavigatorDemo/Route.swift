/// The demo app's destinations, as in the iOS 26 guide (seed 004).
nonisolated public enum Route: Hashable, Codable, Sendable {
    case detail(id: Int)
    case settings
    case profile(username: String)
    case editProfile
    /// A list of `count` rows, "Row 1" … "Row N", each pushing `detail(id:)` of its number.
    case rows(count: Int)

    /// How many rows `rows(count:)` may have.
    package static let rowCounts = 0...10_000_000

    /// The title in the breadcrumbs and at the top of the screen.
    public var title: String {
        switch self {
        case .detail(let id): return "Detail \(id)"
        case .settings: return "Settings"
        case .profile(let username): return username
        case .editProfile: return "Edit Profile"
        case .rows(let count): return "\(count) Rows"
        }
    }
}

nonisolated extension Route: CustomStringConvertible {
    public var description: String {
        switch self {
        case .detail(let id): return "Route.detail(id: \(id))"
        case .settings: return "Route.settings"
        case .profile(let username): return "Route.profile(username: \(username.debugDescription))"
        case .editProfile: return "Route.editProfile"
        case .rows(let count): return "Route.rows(count: \(count))"
        }
    }
}
