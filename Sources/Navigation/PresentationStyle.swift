/// How a presentation covers the stack below it (seed 004's `PresentationStyle`).
public enum PresentationStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// A panel over the dimmed stack.
    case sheet
    /// Fills the screen.
    case fullScreenCover
}
