// Toolbars: their items become the screen's last links, under a "Toolbar" heading.
import TerminalUI

/// Where a toolbar item goes in SwiftUI. In the terminal every item is a link at the end of the
/// screen, under a "Toolbar" heading, in the order written.
nonisolated public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// SwiftUI's `.automatic` placement: a link at the end of the screen, as every item.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// SwiftUI's `.principal` placement: its text is the screen's heading, in the title's place (as
    /// SwiftUI puts it in the middle of the navigation bar, over `.navigationTitle`), while the
    /// breadcrumbs keep the title; its buttons and links are at the end of the screen, as every item's.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// SwiftUI's `.primaryAction` placement: a link at the end of the screen, as every item.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// SwiftUI's `.secondaryAction` placement: a link at the end of the screen, as every item.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// SwiftUI's `.confirmationAction` placement: a link at the end of the screen, as every item.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// SwiftUI's `.cancellationAction` placement: a link at the end of the screen, as every item.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// SwiftUI's `.destructiveAction` placement: a link at the end of the screen, as every item.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// SwiftUI's `.navigation` placement: a link at the end of the screen, as every item.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// SwiftUI's `.topBarLeading` placement: a link at the end of the screen, as every item.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// SwiftUI's `.topBarTrailing` placement: a link at the end of the screen, as every item.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// SwiftUI's `.navigationBarLeading` placement: a link at the end of the screen, as every item.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// SwiftUI's `.navigationBarTrailing` placement: a link at the end of the screen, as every item.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// SwiftUI's `.bottomBar` placement: a link at the end of the screen, as every item.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// An item of a toolbar: its buttons and links are the screen's last links; a `.principal` item's
/// text is the screen's heading.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    let content: Content
    let placement: ToolbarItemPlacement
    /// An item built by `content`: `ToolbarItem(placement: .primaryAction) { Button("Add") { … } }`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
    }
    /// An item with an identifier, built by `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
        self.placement = placement
    }
    public func _render(into context: _RenderContext) {
        let firstLine = context.lines.count
        context.evaluate(content, at: "item")
        if placement == .principal, context.lines.count > firstLine {
            context.heading = context.lines[firstLine...].dropFirst().reduce(context.lines[firstLine]) { $0 + " " + $1 }.string
        }
    }
}

/// Several items of a toolbar in one place.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    let content: Content
    /// Items built by `content`, in one place.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public func _render(into context: _RenderContext) { context.evaluate(content, at: "group") }
}

/// A view with a toolbar: the toolbar's buttons and links are drawn after the view's, under a
/// "Toolbar" heading; its texts are dropped (a toolbar's labels have nowhere to go).
@usableFromInline struct _ToolbarView<Content: View, Items: View>: _PrimitiveView {
    let content: Content
    let items: Items
    public func _render(into context: _RenderContext) {
        context.evaluate(content, at: "toolbar")
        let outer = context.section, firstLine = context.lines.count
        context.section = "Toolbar"
        context.evaluate(items, at: "items")
        context.section = outer
        context.lines.removeSubrange(firstLine...)
        context.linesReplaced(from: firstLine)
    }
}

extension View {
    /// Toolbar items: their buttons and links become the screen's last links, under a "Toolbar" heading.
    public consuming func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        _ToolbarView(content: self, items: content())
    }
}
