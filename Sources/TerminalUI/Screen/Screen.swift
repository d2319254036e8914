/// What a destination renders for the value on top of the stack: a title, some text, and links.
///
/// A screen is a plain value. Only the top screen is built, once per key and frame; the levels below
/// show only their titles, in the breadcrumbs.
public struct Screen {
    public var title: String
    /// Paragraphs, wrapped to the width of the terminal.
    public var body: [String]
    public var links: [Link]
    /// Drawn as a warning (a value with no destination, for example).
    public var isWarning: Bool

    public init(title: String, body: [String] = [], links: [Link] = [], isWarning: Bool = false) {
        self.title = title
        self.body = body
        self.links = links
        self.isWarning = isWarning
    }

    /// The index of the first link that can be opened, if any.
    public var firstEnabledLink: Int? { links.firstIndex(where: \.isEnabled) }
}

/// A selectable line on a screen that navigates when it is opened.
public struct Link {
    public var label: String
    public var action: NavigationAction
    public var isEnabled: Bool
    /// Shown beside a disabled link: why it can't be opened now.
    public var disabledReason: String?

    public init(_ label: String, action: NavigationAction, isEnabled: Bool = true, disabledReason: String? = nil) {
        self.label = label
        self.action = action
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
    }

    /// A value-destination link, like `NavigationLink(_:value:)`: opening it pushes `value`.
    public static func push(_ label: String, _ value: some Hashable) -> Link {
        Link(label, action: .push(AnyHashable(value)))
    }
}

/// What opening a link does to the stack.
public enum NavigationAction {
    /// Appends a value; its type's destination renders it.
    case push(AnyHashable)
    /// Removes the top value.
    case pop
    /// Removes every value.
    case popToRoot
    /// Removes the last `k` values.
    case removeLast(Int)
    /// Replaces the whole stack with these values.
    case replaceStack([AnyHashable])
}

/// What a destination is told when its screen is built.
public struct ScreenContext {
    /// The level being rendered: 0 is the root.
    public let depth: Int

    public init(depth: Int) { self.depth = depth }

    /// Whether `removeLast(k)` can remove `k` levels from here.
    public func canRemove(_ k: Int) -> Bool { k >= 1 && k <= depth }
}
