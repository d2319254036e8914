import Navigation

/// Finding by typing (`/`): a filter on the active stack's top screen.
///
/// While it is on, keys type into it (letters and digits too), ↑ ↓ PgUp PgDn Tab move among the
/// matches, Enter opens the selected one, Backspace edits (on an empty filter it ends it), Esc
/// clears it. The filtered screen takes the place of the screen the destination built: selection,
/// scrolling and opening work on it as on any screen. When the filter ends, the screen comes back
/// whole with the match that was selected still selected; leaving the level ends it too, so going
/// back to a screen shows it unfiltered.
extension StackApp {
    /// The text of the filter (`/`) on the active screen, while one is in use.
    package var filterText: String? { filter?.editor.text }

    /// Starts an empty filter on the active stack's top screen.
    func startFilter() {
        let content = currentContent()
        let stack = activeStack
        let key = topKey(of: stack)
        let started = ScreenFilter(base: content.activeScreen, level: key, stack: ObjectIdentifier(stack), scrollBefore: scrolls[key])
        // The selection is the filtered screen's from now on; what was selected is kept if it matches
        // the empty filter, which everything does.
        filter = started
        content.replaceActiveScreen(started.screen(style: theme.match))
    }

    /// A key while the filter is on.
    func editFilter(_ key: Key) {
        guard let filter else { return }
        clearNotice()
        switch key {
        case .escape:
            endFilter()
        case .enter:
            let screen = currentContent().activeScreen
            if selectedLink(in: screen) == nil {
                filter.scan(toItems: 1)  // what has not been looked at yet may hold the first match
                showFilter()
            }
            let shown = currentContent().activeScreen
            guard let index = selectedLink(in: shown) else { return }
            endFilter(selecting: index)
            handle(command: .open)
        case .up, .down, .tab, .pageUp, .pageDown:
            let command: Command = switch key {
            case .up: .selectPrevious
            case .pageUp: .selectPreviousPage
            case .pageDown: .selectNextPage
            default: .selectNext
            }
            if command == .selectNext || command == .selectNextPage {
                // The next matches may not have been found yet: look for as many as the move needs.
                let current = selectedLink(in: currentContent().activeScreen) ?? -1
                let page = command == .selectNext ? 1 : max(1, (scrolls[filter.level]?.page ?? size.map { $0.height - 3 } ?? 20) - 1)
                filter.scan(toItems: current + page + 1)
                showFilter()
            }
            handle(command: command)
        case .backspace where filter.editor.text.isEmpty:
            endFilter()
        default:
            guard filter.editor.apply(key) else { return }
            filter.update()
            let level = filter.level
            // A new query selects its first match, from the top.
            selections[level] = nil
            selectedIDs[level] = nil
            scrolls[level] = nil
            filter.scan(for: ScreenFilter.stepBudget, orItems: (size?.height ?? 24) + 1)
            showFilter()
        }
    }

    /// Ends the filter: the screen comes back whole, the match selected in it (or `selecting`, an
    /// item of the filtered screen) still selected, scrolled as before where that shows it. With
    /// `lookingFurther`, the first match is looked for if none was found yet (Esc); not when the tree
    /// changed under the filter.
    func endFilter(selecting item: Int? = nil, lookingFurther: Bool = true) {
        guard let filter else { return }
        let level = filter.level
        // The first match is selected until a key moves: it may be further down than looked yet.
        if lookingFurther, item == nil, selections[level] == nil, !filter.isComplete { filter.scan(toItems: 1) }
        let shown = filter.screen(style: theme.match)
        let selected = item ?? selections[level].map { min($0, shown.itemCount - 1) } ?? shown.firstEnabledLink
        self.filter = nil
        scrolls[level] = filter.scrollBefore
        selectedIDs[level] = nil
        if let selected, selected >= 0, selected < filter.matchCount {
            let index = filter.baseItem(selected)
            selections[level] = index
            if index >= filter.base.links.count, let id = filter.base.list?.id(at: index - filter.base.links.count) {
                selectedIDs[level] = id
            }
        }
        if let content, content.stacks.last.map(ObjectIdentifier.init) == filter.stack {
            content.replaceActiveScreen(filter.base)
        }
    }

    /// The content was built again (a model the screen reads changed): the filter looks through the
    /// new screen, if it is still the one filtered, else ends.
    func filterRebuilt(_ built: StackContent<Value>) {
        guard let filter else { return }
        let stack = activeStack
        guard ObjectIdentifier(stack) == filter.stack, topKey(of: stack) == filter.level else {
            endFilter(lookingFurther: false)
            return
        }
        filter.rebase(on: built.activeScreen)
        filter.scan(for: ScreenFilter.stepBudget, orItems: (size?.height ?? 24) + 1)
        built.replaceActiveScreen(filter.screen(style: theme.match))
    }

    /// One step of a filter that hasn't looked at every row yet (between frames).
    func scanFilter() {
        guard let filter, !filter.isComplete else { return }
        filter.scan(for: ScreenFilter.stepBudget)
        showFilter()
    }

    /// Looks at every row the filter hasn't yet.
    func finishFilter() {
        guard let filter, !filter.isComplete else { return }
        filter.scan { _ in false }
        showFilter()
    }

    /// Puts the filtered screen as it is now in place of the active screen, for keys and the next frame.
    private func showFilter() {
        guard let filter else { return }
        currentContent().replaceActiveScreen(filter.screen(style: theme.match))
        frame = nil
        footer = nil
    }

    /// What the footer shows while filtering: the status (`3 matches`, `filtering… 1,200 of 10,000`).
    var filterStatus: String? {
        guard let filter else { return nil }
        if filter.query.isEmpty { return "type to filter" }
        if !filter.isComplete {
            let (scanned, total) = filter.progress
            return "filtering… \(Self.grouped(scanned)) of \(Self.grouped(total))"
        }
        switch filter.matchCount {
        case 0: return "no match"
        case 1: return "1 match"
        case let count: return "\(Self.grouped(count)) matches"
        }
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
