import Navigation

/// A navigation tree that a `PathStore` reads one element at a time when it writes a snapshot.
///
/// Reading element by element lets an app hand over the routers it already holds, encoding each value
/// as it is asked for: a snapshot of a 1,000,000-deep stack then never needs a second copy of the path
/// in memory. `NavigationState` is one.
///
/// Stacks are numbered as in `StateChange`: 0 is the root stack, `i` the `i`-th presentation's.
package protocol NavigationStateSource {
    /// The number of stacks: the root's, and one per presentation.
    var stackCount: Int { get }
    /// How many values are on a stack's path.
    func pathCount(ofStack stack: Int) -> Int
    /// The value at `index` of a stack's path, root-most first.
    func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element
    /// The style and presented value of the presentation whose stack is `stack` (1 or more).
    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element)
    /// A copy that doesn't change with the app's state and can be read on another thread, so that a
    /// store compacts its journal without stopping the app; `nil` (the default) when there is none:
    /// the store then writes the snapshot on the calling thread. The copy is never asked for the root
    /// path's elements below `rootFrom` (the store copies those from its last snapshot), so it need
    /// not hold them.
    func frozen(rootFrom: Int) -> (any NavigationStateSource & Sendable)?
}

extension NavigationStateSource {
    package func frozen(rootFrom: Int) -> (any NavigationStateSource & Sendable)? { nil }
}

extension NavigationState: NavigationStateSource {
    package func frozen(rootFrom: Int) -> (any NavigationStateSource & Sendable)? { self }

    package func pathCount(ofStack stack: Int) -> Int {
        stack == 0 ? path.count : presentations[stack - 1].path.count
    }

    package func pathElement(ofStack stack: Int, at index: Int) -> NavigationPath.CodableRepresentation.Element {
        stack == 0 ? path.element(at: index) : presentations[stack - 1].path.element(at: index)
    }

    package func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element) {
        (presentations[stack - 1].style, presentations[stack - 1].root)
    }
}
