/// Everything a navigation tree shows, in codable form: the root stack's path and each presentation
/// above it, outermost first. This is what is saved and restored.
///
/// Values are kept as `NavigationPath.CodableRepresentation` elements (type name and JSON text), so a state can be
/// read and written without knowing the types; turning it back into values needs the registry of
/// the destinations.
public struct NavigationState: Equatable, Sendable {
    /// The root stack's path, root-most first.
    public var path: NavigationPath.CodableRepresentation
    /// Presentations over the root stack, outermost first: each covers the one before it.
    public var presentations: [PresentationState]

    public init(path: NavigationPath.CodableRepresentation = .init(elements: []), presentations: [PresentationState] = []) {
        self.path = path
        self.presentations = presentations
    }

    /// The number of stacks: the root's, and one per presentation.
    public var stackCount: Int { 1 + presentations.count }

    /// The most presentations one tree shows, each over the one before: a router refuses to present
    /// over more, and a saved tree or a link holding more is refused (a state file past it is set aside
    /// after a scan of its bytes, none of them read). Ten thousand, the nested sheets issue 10 opens,
    /// draws and saves; a file of a million would otherwise cost a screen's evaluation each.
    public static let maximumPresentations = 10_000
}

/// One presentation: its style, the value at its root, and the path pushed on its own stack.
public struct PresentationState: Equatable, Sendable {
    public var style: PresentationStyle
    /// The presented value: the root of the presentation's own stack.
    public var root: NavigationPath.CodableRepresentation.Element
    /// Values pushed inside the presentation, root-most first.
    public var path: NavigationPath.CodableRepresentation

    public init(style: PresentationStyle, root: NavigationPath.CodableRepresentation.Element, path: NavigationPath.CodableRepresentation = .init(elements: [])) {
        self.style = style
        self.root = root
        self.path = path
    }
}
