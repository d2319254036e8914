import Observation

/// The demo's profiles: each user's display name, which Edit Profile's text field changes and the
/// profile shows. An `@Observable` model: a change redraws the screens that read it.
///
/// Kept in memory while navigator runs, not saved: the state file holds the tree of screens, not
/// the app's data.
@Observable
package final class Profiles {
    private var displayNames: [String: String] = [Demo.user: "John Doe"]

    package init() {}

    /// The name a profile shows: the one set, or the username while none is.
    package func displayName(of username: String) -> String {
        let name = displayNames[username] ?? ""
        return name.isEmpty ? username : name
    }

    /// The name as set (empty when none is): what Edit Profile's field edits.
    package func setName(of username: String) -> String { displayNames[username] ?? "" }

    package func setDisplayName(_ name: String, of username: String) {
        displayNames[username] = name
    }
}
