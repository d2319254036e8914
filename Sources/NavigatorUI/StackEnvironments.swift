// Each stack's destinations are drawn in the environment of the stack that declared them: the root
// stack's in the root view's, a sheet's `NavigationStack` in the sheet's (its own `@State` path binding,
// say), as in SwiftUI, where a destination is a descendant of its own stack.
import Navigation

extension ViewHost {
    /// The environment to draw a value of `type` in on stack `stack` (0 is the root stack, `i` the
    /// `i`-th presentation's): where that stack declared its destination, else where any stack last did.
    func destinationEnvironment(of type: ObjectIdentifier, stack: Int) -> EnvironmentValues? {
        let root = stack == 0 ? 0 : router.presentation(at: stack - 1)?.root.id.rawValue
        if let root, let environment = extras.stackEnvironments[root]?[type] { return environment }
        return extras.destinationEnvironments[type]
    }

    /// The identity of the root of the stack a screen is on: 0 for the root stack, else the root of
    /// the presentation holding it. `stack`, the stack's index when the caller knows it, spares a
    /// search through the presentations.
    func stackRootID(of screen: UInt64, stack: Int? = nil) -> UInt64 {
        guard screen != 0 else { return 0 }
        if let stack { return stack == 0 ? 0 : router.presentation(at: stack - 1)?.root.id.rawValue ?? 0 }
        let id = EntryID(rawValue: screen)
        for presentation in router.presentations.reversed() {
            let stack = presentation.stack
            if presentation.root.id == id || stack.level(of: id) != nil || stack.views.contains(where: { $0.id == id }) {
                return presentation.root.id.rawValue
            }
        }
        return 0
    }
}
