import Navigation

/// What the demo's stack, its split view, its links and its saved files share.
package enum Demo {
    /// The title of the stack's root, Home.
    package static let rootTitle = "Home"

    /// The user whose profile the demo opens from Home and Settings.
    nonisolated package static let user = "johndoe"

    /// The types a saved or deep-linked path of the demo can hold, for code with no host (the
    /// command line reading a saved file, the fuzz checks, the benchmarks); a test keeps it equal to
    /// what the views register.
    nonisolated package static var codableTypes: CodableTypes {
        var types = CodableTypes()
        types.register(Route.self)
        types.register(Color.self)
        types.register(Recipe.self)
        types.register(Showcase.self)
        types.register(Int.self)
        return types
    }
}
