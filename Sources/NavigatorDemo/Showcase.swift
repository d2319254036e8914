/// Screens of the demo that show a SwiftUI concept or pitfall from the seeds at work.
nonisolated package enum Showcase: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// A list whose selection drives an `item` destination (seed 000).
    case recipePicker = "recipe-picker"
    /// A screen whose renderer changes the path while it is built (seed 004's pitfall).
    case renderTimePush = "render-time-push"
    /// A destination that builds a stack inside the stack (seed 002's pitfall).
    case nestedStack = "nested-stack"
    /// A screen whose content arrives later: `.task` loads it, an `@Observable` model shows it.
    case loading
    /// Text whose spans carry colours and attributes (issue 11).
    case styledText = "styled-text"

    package var title: String {
        switch self {
        case .recipePicker: return "Pick a Recipe"
        case .renderTimePush: return "Render-time Push"
        case .nestedStack: return "Nested Stack"
        case .loading: return "Loading"
        case .styledText: return "Styled Text"
        }
    }

    package var description: String {
        switch self {
        case .recipePicker: return "Showcase.recipePicker"
        case .renderTimePush: return "Showcase.renderTimePush"
        case .nestedStack: return "Showcase.nestedStack"
        case .loading: return "Showcase.loading"
        case .styledText: return "Showcase.styledText"
        }
    }
}
