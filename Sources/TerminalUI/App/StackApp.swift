import Navigation

/// A navigation stack in the terminal: a root screen, destinations for the values pushed above it,
/// breadcrumbs, and keys to move through it.
///
/// ```swift
/// var destinations = Destinations<ScreenContext, Screen>()
/// destinations.register(Park.self, title: \.name) { park, _ in
///     Screen(title: park.name, body: [park.summary])
/// }
/// let app = StackApp(router: Router<Park>(), rootTitle: "Parks", destinations: destinations) { _ in
///     Screen(title: "Parks", links: parks.map { .push($0.name, $0) })
/// }
/// ```
public final class StackApp<Value: Hashable>: TerminalApp {
    public let router: Router<Value>
    public let destinations: Destinations<ScreenContext, Screen>
    public let rootTitle: String
    public var keyMap: KeyMap = .standard

    public private(set) var isShowingHelp = false
    /// A one-line message shown above the footer until the next key.
    public private(set) var notice: String?
    public private(set) var isFinished = false

    private let rootScreen: (ScreenContext) -> Screen
    /// The selected link at each level (`nil`: the screen's first enabled link).
    private var selections: [Int?]
    private var observation: ObservationToken?

    public init(
        router: Router<Value>,
        rootTitle: String,
        destinations: Destinations<ScreenContext, Screen>,
        root: @escaping (ScreenContext) -> Screen
    ) {
        self.router = router
        self.rootTitle = rootTitle
        self.destinations = destinations
        self.rootScreen = root
        selections = Array(repeating: nil, count: router.count + 1)
        observation = router.observe(didChange: { [weak self] change in self?.pathChanged(change) })
    }

    // MARK: Reading the stack

    /// The title shown in the breadcrumbs for a level: 0 is the root.
    public func title(atLevel level: Int) -> String {
        guard let value = router.value(atLevel: level) else { return rootTitle }
        return destinations.title(for: value) ?? "⚠ \(Self.typeName(of: value))"
    }

    /// Builds the screen on top of the stack. The levels below are not built.
    public func topScreen() -> Screen {
        let context = ScreenContext(depth: router.count)
        guard let value = router.top else { return rootScreen(context) }
        if let screen = destinations.content(for: value, context: context) { return screen }
        let name = Self.typeName(of: value)
        return Screen(
            title: "⚠ \(name)",
            body: ["No destination is registered for values of type \(name), so this level shows nothing. Go back to leave it."],
            isWarning: true
        )
    }

    /// The index of the selected link on the top screen, if it has an enabled one.
    public func selectedLink(in screen: Screen) -> Int? {
        if let chosen = selections[router.count], screen.links.indices.contains(chosen), screen.links[chosen].isEnabled {
            return chosen
        }
        return screen.firstEnabledLink
    }

    /// The breadcrumbs as drawn at `width` columns.
    public func breadcrumbs(width: Int) -> [Breadcrumbs.Item] {
        Breadcrumbs.layout(depth: router.count, width: width, title: title(atLevel:))
    }

    // MARK: Keys and commands

    public func handle(_ key: Key) {
        if case .resize = key { return }  // the next frame is drawn at the new size
        notice = nil
        if isShowingHelp {
            // Any key closes the help; quitting still quits.
            if keyMap.command(for: key) == .quit { isFinished = true }
            isShowingHelp = false
            return
        }
        guard let command = keyMap.command(for: key) else { return }
        perform(command)
    }

    public func perform(_ command: Command) {
        switch command {
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .selectFirst: moveSelection(to: .first)
        case .selectLast: moveSelection(to: .last)
        case .open: openSelectedLink()
        case .back: router.pop()
        case .dismiss:
            if isShowingHelp { isShowingHelp = false } else { router.pop() }
        case .popToRoot: router.popToRoot()
        case .jump(let level):
            if level - 1 <= router.count { try? router.popTo(level: level - 1) }
        case .toggleHelp: isShowingHelp.toggle()
        case .quit: isFinished = true
        }
    }

    /// Opens a link as if it were selected and Enter pressed.
    public func open(_ link: Link) {
        guard link.isEnabled else {
            notice = "“\(link.label)” is unavailable" + (link.disabledReason.map { ": \($0)" } ?? "")
            return
        }
        switch link.action {
        case .push(let value):
            if let typed = (value as? Value) ?? (value.base as? Value) {
                router.push(typed)
            } else {
                notice = "Can't push a \(Self.typeName(of: value)) onto a path of \(String(reflecting: Value.self))"
            }
        case .pop: router.pop()
        case .popToRoot: router.popToRoot()
        case .removeLast(let k):
            do { try router.removeLast(k) } catch { notice = "Can't go back: \(error)" }
        case .replaceStack(let values):
            let typed = values.compactMap { ($0 as? Value) ?? ($0.base as? Value) }
            guard typed.count == values.count else {
                notice = "Can't replace the stack: some values are not \(String(reflecting: Value.self))"
                return
            }
            router.replaceStack(with: typed)
        }
    }

    // MARK: Drawing

    public func draw(into canvas: inout Canvas) {
        canvas.clear()
        StackLayout.draw(self, into: &canvas)
    }

    // MARK: Private

    private enum End { case first, last }

    private func moveSelection(by step: Int) {
        let screen = topScreen()
        guard let current = selectedLink(in: screen) else { return }
        var index = current + step
        while screen.links.indices.contains(index) {
            if screen.links[index].isEnabled {
                selections[router.count] = index
                return
            }
            index += step
        }
    }

    private func moveSelection(to end: End) {
        let screen = topScreen()
        let index = end == .first
            ? screen.links.firstIndex(where: \.isEnabled)
            : screen.links.lastIndex(where: \.isEnabled)
        if let index { selections[router.count] = index }
    }

    private func openSelectedLink() {
        let screen = topScreen()
        guard let index = selectedLink(in: screen) else { return }
        open(screen.links[index])
    }

    private func pathChanged(_ change: PathChange) {
        switch change.kind {
        case .push:
            selections.append(nil)
        case .pop:
            selections.removeLast(change.oldCount - change.newCount)
        case .replace:
            selections = Array(repeating: nil, count: change.newCount + 1)
        }
    }

    static func typeName(of value: any Hashable) -> String {
        String(reflecting: Destinations<ScreenContext, Screen>.dynamicType(of: value))
    }
}
