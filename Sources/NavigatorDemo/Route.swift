/// The demo app's destinations, as in the iOS 26 guide (seed 004).
nonisolated public enum Route: Hashable, Codable, Sendable {
    case detail(id: Int)
    case settings
    case profile(username: String)
    case editProfile

    /// The title in the breadcrumbs and at the top of the screen.
    public var title: String {
        switch self {
        case .detail(let id): return "Detail \(id)"
        case .settings: return "Settings"
        case .profile(let username): return username
        case .editProfile: return "Edit Profile"
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
        }
    }
}
