import TerminalUI

// SwiftUI's search field: `.searchable(text:)` puts a field that edits the app's query at the top of the
// screen, as the navigation bar's search field is; the app filters with it, as in SwiftUI.

/// Where a search field goes, as SwiftUI's: a terminal screen has one place, its first line.
nonisolated public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// How a navigation bar drawer shows its field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
}

/// A view with a search field above it: what `.searchable(text:)` returns.
@usableFromInline struct _SearchableView<Content: View>: _PrimitiveView {
    let content: Content
    let text: Binding<String>
    let prompt: String?
    public func _render(into context: _RenderContext) {
        let text = self.text
        context.add(.textField(TerminalUI.Text("Search"), text: TextBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }),
                               prompt: prompt ?? "Search", section: context.section))
        context.evaluate(content, at: "searchable")
    }
}

extension View {
    /// A search field editing `text`, the screen's first line (select it and type; the app filters with
    /// `text`, as in SwiftUI). `/` still finds in a list by itself.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt?.content)
    }
    /// A search field editing `text`, with a prompt.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt.key)
    }
    /// A search field editing `text`, with a prompt.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        _SearchableView(content: self, text: text, prompt: String(prompt))
    }
    /// A search field whose presentation a binding follows: the terminal's is always shown.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt?.content)
    }
    /// Suggestions under the search field: a terminal shows the list the app filters.
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { _UnchangedView(content: self) }
}
