/// A navigation tree that a `PathStore` reads one element at a time when it writes a snapshot.
///
/// Reading element by element lets an app hand over the routers it already holds, encoding each value
/// as it is asked for: a snapshot of a 1,000,000-deep stack then never needs a second copy of the path
/// in memory. `NavigationState` is one.
///
/// Stacks are numbered as in `StateChange`: 0 is the root stack, `i` the `i`-th presentation's.
public protocol NavigationStateSource {
    /// The number of stacks: the root's, and one per presentation.
    var stackCount: Int { get }
    /// How many values are on a stack's path.
    func pathCount(ofStack stack: Int) -> Int
    /// The value at `index` of a stack's path, root-most first.
    func pathElement(ofStack stack: Int, at index: Int) -> CodableRepresentation.Element
    /// The style and presented value of the presentation whose stack is `stack` (1 or more).
    func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: CodableRepresentation.Element)
}

extension NavigationState: NavigationStateSource {
    public func pathCount(ofStack stack: Int) -> Int {
        stack == 0 ? path.count : presentations[stack - 1].path.count
    }

    public func pathElement(ofStack stack: Int, at index: Int) -> CodableRepresentation.Element {
        stack == 0 ? path.element(at: index) : presentations[stack - 1].path.element(at: index)
    }

    public func presentation(ofStack stack: Int) -> (style: PresentationStyle, root: CodableRepresentation.Element) {
        (presentations[stack - 1].style, presentations[stack - 1].root)
    }
}
