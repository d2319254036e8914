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
    /// after a scan of its bytes, none of them read). Two thousand: restoring nested sheets costs a
    /// screen's evaluation each, the sheet's view taking its presentation over (about 0.15 ms and 19 KB
    /// a sheet: 2,000 restore in 0.35 s and 55 MB, where the 10,000 issue 10 allowed took 1.2 s and
    /// 206 MB, over issue 25's 1 s and 120 MB for any state file).
    public static let maximumPresentations = 2_000
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
