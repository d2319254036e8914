// What a router keeps above its path: the views pushed above the values (`PushedView`), and the
// presentations over the stack (`Presentation`), each with a stack of its own.

/// A view pushed above the path: its identity and its title for the breadcrumbs. What it draws is
/// the front end's, kept by the identity.
public struct PushedView {
    @usableFromInline package let id: EntryID
    public let title: String
    let onRemove: ((EntryID) -> Void)?
}

/// A presentation: its style, the value at its root, and its own stack above that root.
@MainActor
public final class Presentation<Value: Hashable> {
    public let style: PresentationStyle
    /// The presented value, with its identity.
    public let root: PathEntry<Value>
    /// The presentation's own stack: push here to go deeper inside it.
    public let stack: Router<Value>

    init(style: PresentationStyle, root: PathEntry<Value>, stack: Router<Value>) {
        self.style = style
        self.root = root
        self.stack = stack
    }
}

/// The presentations of one tree, outermost first: each covers the one before it.
@MainActor
final class PresentationChain<Value: Hashable> {
    var presentations: [Presentation<Value>] = []
}
