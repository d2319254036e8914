import Navigation
import NavigatorUI

/// The demo's state, as a SwiftUI app keeps it: an `@Observable` model holding the root stack's path,
/// seed 000's `selectedRecipe` and per-colour `showDetails`, Home's sheet and cover, and the data the
/// screens show (the profiles Edit Profile changes, the catalogue the loading showcase fetches).
@Observable
package final class DemoModel {
    /// The root stack's path: routes, colors, recipes, showcases, drafts, numbers.
    package var path = NavigationPath()
    /// Seed 000's `selectedRecipe`: while it holds a recipe, that recipe's screen is pushed above the
    /// recipe picker.
    package var selectedRecipe: Recipe?
    /// Seed 000's `showDetails`, one per color: while true, the color's details are pushed above it.
    /// Kept here, not in the color's screen, so that it outlives a pop of that screen.
    package var showDetails: [Color: Bool] = [:]
    /// What Home presents as a sheet (“Settings as a sheet”), or a restored sheet over the root stack.
    package var sheet: Route?
    /// What Home presents as a full-screen cover.
    package var cover: Route?
    /// The users' display names, which Edit Profile changes.
    @ObservationIgnored package let profiles = Profiles()
    /// What the loading showcase fetches.
    @ObservationIgnored package let catalogue = Catalogue()
    /// Where the screens write lines of the event log (`e`): the host's log, once it runs.
    @ObservationIgnored package var log: (String) -> Void = { _ in }
    /// Shows a navigation tree: the root stack's path, and the presentations over it, each inside the
    /// one before, with their own paths (`DeepLink.tree(from:)`). A deep link names all of that, and
    /// the sheets past the first belong to the `@State` of the screens presenting them, out of this
    /// model's reach; so the host puts the tree up as it restores a saved one, each presentation
    /// taken over by the sheet or cover that shows it. Set by `DemoHost`.
    @ObservationIgnored package var show: (DeepLink.Tree) -> Void = { _ in }

    package init() {}

    /// A binding to one color's `showDetails`.
    func showsDetails(of color: Color) -> Binding<Bool> {
        Binding(get: { self.showDetails[color] ?? false }, set: { self.showDetails[color] = $0 })
    }
}

// `.sheet(item:)` and `.fullScreenCover(item:)` present an `Identifiable` item: a route is its own identity.
extension Route: Identifiable {
    package var id: Route { self }
}

/// The stack a screen is on, as its views need it: the stack's path (Back to Home empties it, Go back
/// 2 steps removes two values) and the user of the profile at or under its root (what an Edit Profile
/// pushed right above the root edits).
struct DemoStack {
    var path: Binding<NavigationPath>
    /// The profile at the stack's root, or the one a presentation was put up from; `nil` on Home's stack.
    var rootUser: String?

    /// The user an Edit Profile on top of this stack edits: the profile directly below it, else the
    /// demo's user.
    func userBelowTop() -> String {
        let path = path.wrappedValue
        if path.count >= 2 {
            // The value under the top, read through the package's own accessor: SwiftUI shows a path's
            // values only through its codable form, and reading that (every value through JSON and one
            // back) was a twelfth of the start-up of `navigator 'myapp://profile-edit/johndoe'`.
            guard case .profile(let username)? = path[path.count - 2].base as? Route else { return Demo.user }
            return username
        }
        return rootUser ?? Demo.user
    }
}

private struct DemoStackKey: EnvironmentKey {
    static let defaultValue = DemoStack(path: .constant(NavigationPath()), rootUser: nil)
}

extension EnvironmentValues {
    /// The stack the views are on (see `DemoStack`).
    var demoStack: DemoStack {
        get { self[DemoStackKey.self] }
        set { self[DemoStackKey.self] = newValue }
    }
}
