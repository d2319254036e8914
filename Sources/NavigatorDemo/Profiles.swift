import Navigation
import Observation
import TerminalUI

/// The demo's profiles: each user's display name, which Edit Profile's text field changes and the
/// profile shows. An `@Observable` model: a change redraws the screens that read it.
///
/// Kept in memory while navigator runs, not saved: the state file holds the tree of screens, not
/// the app's data.
@Observable
package final class Profiles {
    private var displayNames: [String: String] = [Screens.demoUser: "John Doe"]

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

    /// The text field's binding to a user's name.
    func binding(for username: String) -> TextBinding {
        TextBinding(get: { [unowned self] in setName(of: username) }, set: { [unowned self] in setDisplayName($0, of: username) })
    }

    /// The user whose profile an Edit Profile screen edits: the profile directly below it on its
    /// stack (in a sheet at its root, the screen the sheet covers); with none, the demo's user.
    static func editedUser(in router: Router<AnyHashable>?, context: ScreenContext) -> String {
        guard let router else { return Screens.demoUser }
        let editing = AnyHashable(Route.editProfile)
        var below: AnyHashable?
        if let style = context.presentation {
            let presentations = router.presentations
            guard let index = presentations.lastIndex(where: { presentation in
                presentation.style == style && presentation.stack.count == context.pathCount
                    && (presentation.stack.top ?? presentation.root.value) == editing
            }) else { return Screens.demoUser }
            let stack = presentations[index].stack
            if context.pathCount >= 2 {
                below = stack.entries[context.pathCount - 2].value
            } else if context.pathCount == 1 {
                below = presentations[index].root.value
            } else {
                let under = index == 0 ? router : presentations[index - 1].stack
                below = under.top ?? (index == 0 ? nil : presentations[index - 1].root.value)
            }
        } else if context.pathCount >= 2, context.pathCount <= router.count {
            below = router.entries[context.pathCount - 2].value
        }
        if case .profile(let username)? = below?.base as? Route { return username }
        return Screens.demoUser
    }
}
