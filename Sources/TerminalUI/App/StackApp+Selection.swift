// A StackApp's selection and scroll: the selected line of each level, kept by the level's identity (and
// a list row's), moved by keys and the wheel; where each level's body is scrolled to.
import Navigation

extension StackApp {
    /// Forgets the selection and scroll of a level: shown again, it starts at its first line.
    package func forgetSelection(of id: EntryID) {
        selections[id] = nil
        selectedIDs[id] = nil
        scrolls[id] = nil
        sideways[id] = nil
    }

    /// The index of the selected link on a stack's top screen, if it has an enabled one.
    @_specialize(where Value == AnyHashable)
    package func selectedLink(in screen: Screen, of stack: Router<Value>? = nil) -> Int? {
        let stack = stack ?? activeStack
        let key = topKey(of: stack)
        guard var chosen = selections[key] else { return screen.firstEnabledLink }
        if let id = selectedIDs[key] {
            if let line = id.base as? LineIdentity {
                // A `ForEach` element's line: where it is now, if lines came or went above it.
                let links = screen.links
                if chosen >= links.count || links[chosen].identity != line.value,
                   let moved = links.firstIndex(where: { $0.identity == line.value }) {
                    // Kept there, and the field edited on it (if it is one) with it.
                    if let fieldEditor, fieldEditor.level == key, fieldEditor.item == chosen {
                        self.fieldEditor = (key, moved, fieldEditor.editor)
                    }
                    selections[key] = moved
                    chosen = moved
                }
            } else if let list = screen.list, list.count > 0 {
                let row = min(max(0, chosen - screen.links.count), list.count - 1)
                if list.id(at: row) != id, let moved = list.index(of: id, near: row, within: 4096) {
                    chosen = screen.links.count + moved
                }
            }
        }
        if chosen >= screen.itemCount { chosen = screen.itemCount - 1 }  // the list got shorter
        if chosen >= 0, screen.item(at: chosen).isEnabled { return chosen }
        return screen.firstEnabledLink
    }

    /// The identity of a stack's top level, under which its selection is kept.
    func topKey(of stack: Router<Value>) -> EntryID {
        if let id = stack.topViewID { return id }
        // The identity alone: `entries.last` would copy the value with it, three times a key.
        let count = stack.entries.count
        if count > 0 { return stack.entryID(at: count - 1) }
        return presentation(of: stack)?.root.id ?? EntryID(rawValue: 0)
    }

    enum End { case first, last }

    /// Moves the selection `step` items; with none to move to that way, the body scrolls a line.
    func moveSelection(by step: Int) {
        let screen = currentContent().activeScreen
        guard let current = selectedLink(in: screen), let index = screen.enabledItem(from: current + step, step: step) else {
            return scrollBody(by: step)
        }
        select(index, in: screen)
    }

    /// Scrolls the active stack's body `lines` lines (up when negative), past its selection: a text
    /// longer than the screen, under or over its last selectable line, is read so.
    func scrollBody(by lines: Int) {
        let key = topKey(of: activeStack)
        if scrolls[key] == nil, !isEmbedded { settleScroll() }
        guard let shown = scrolls[key] else { return }
        scrolls[key] = (max(0, shown.top + lines), shown.page)
        scrolledPast.insert(key)
        frame = nil
    }

    /// Moves the selection a page (the lines the body showed, less one, or `lines`) and the view with it.
    func moveSelection(byPages direction: Int, lines: Int? = nil) {
        let key = topKey(of: activeStack)
        if scrolls[key] == nil, !isEmbedded { settleScroll() }  // how long a page is
        let screen = currentContent().activeScreen
        let shown = scrolls[key]
        let page = lines ?? max(1, (shown?.page ?? size.map { $0.height - 3 } ?? 20) - 1)
        guard let current = selectedLink(in: screen) else { return scrollBody(by: direction * page) }
        let target = min(max(0, current + direction * page), screen.itemCount - 1)
        guard let index = screen.enabledItem(from: target, step: direction) ?? screen.enabledItem(from: target, step: -direction),
              index != current else { return scrollBody(by: direction * page) }
        if let shown { scrolls[key] = (max(0, shown.top + direction * page), shown.page) }
        select(index, in: screen)
    }

    /// Selects the first or last item; already there (or with none), the body scrolls to its start or end.
    func moveSelection(to end: End) {
        let screen = currentContent().activeScreen
        let index = end == .first ? screen.firstEnabledLink : screen.enabledItem(from: screen.itemCount - 1, step: -1)
        if let index, index != selectedLink(in: screen) { return select(index, in: screen) }
        scrollBody(by: end == .first ? -Int(Int32.max) : Int(Int32.max))
    }

    /// Selects item `index` of the active stack's top screen, keeping its row's identity if it has one.
    func select(_ index: Int, in screen: Screen) {
        let key = topKey(of: activeStack)
        if let fieldEditor, fieldEditor.item != index || fieldEditor.level != key { endEditing() }
        if selections[key] != index {
            selectionMovedOn = key
            if !scrolledPast.isEmpty { scrolledPast.remove(key) }
        }
        selections[key] = index
        selectedIDs[key] = Self.identity(of: index, in: screen)
        if !screen.lazyEnds.isEmpty { growLazyParts(near: index, in: screen) }
    }

    /// The selection came within two pages of the last item a lazy part of the screen built (a
    /// `LazyVStack`): it builds more now, so that the next key finds them, frame or no frame (a split
    /// view's detail lays out only with its frame).
    private func growLazyParts(near index: Int, in screen: Screen) {
        let page = scrolls[topKey(of: activeStack)]?.page ?? size?.height ?? 24
        for end in screen.lazyEnds {
            let last = screen.links.lastIndex { ($0.paragraph ?? .max) <= end.paragraph } ?? -1
            if last - index < 2 * page { end.grow() }
        }
    }

    /// What keeps the selection on item `index` when items come or go above it: its row's id, or its
    /// line's identity; `nil` when it has neither (the selection stays at its index).
    private static func identity(of index: Int, in screen: Screen) -> AnyHashable? {
        if index >= screen.links.count { return screen.list?.id(at: index - screen.links.count) }
        let identity = screen.links[index].identity
        return identity == 0 ? nil : AnyHashable(LineIdentity(value: identity))
    }

    /// Keeps the selection on item `index`, the line a key acts on, where it may be by default (the
    /// screen's first enabled line, never moved to, or the one the selection fell back to when its own
    /// was disabled): a line above it that the action enables (a pager's "Previous") doesn't take it,
    /// nor does the line it fell back from. The selection hasn't moved: a focused field keeps its focus.
    func pinSelection(_ index: Int, in screen: Screen) {
        let key = topKey(of: activeStack)
        guard selections[key] != index else { return }
        selections[key] = index
        if let id = Self.identity(of: index, in: screen) { selectedIDs[key] = id }
    }

    /// How far each horizontal scroll view of a stack's top screen is scrolled, by paragraph, as the last
    /// frame left it.
    func sidewaysOffsets(of stack: Router<Value>) -> [Int: Int] { sideways[topKey(of: stack)] ?? [:] }

    /// Keeps how far a frame scrolled a stack's top screen's horizontal scroll views.
    func recordSidewaysOffsets(of stack: Router<Value>, _ offsets: [Int: Int]) {
        sideways[topKey(of: stack)] = offsets.isEmpty ? nil : offsets
    }

    /// The active screen asks to be scrolled to `target`, once for each request: its selectable line is
    /// selected, and the next frame scrolls its paragraph to the anchor (`pendingScrollTargets`).
    func show(_ target: ScrollTarget, on screen: Screen) {
        let key = topKey(of: activeStack)
        guard shownScrollRequests[key] != target.request else { return }
        shownScrollRequests[key] = target.request
        if let item = target.item, item < screen.itemCount, screen.item(at: item).isEnabled {
            select(item, in: screen)
        } else {
            scrolledPast.insert(key)  // no line of its own to select: the body stays where it is scrolled to
        }
        pendingScrollTargets[key] = target
    }

    /// Where a frame of a stack's top screen starts, from where the last one did: a paragraph the
    /// screen asked to be scrolled to, `line` in its body (`Body.scrollTargetLine`), at its anchor (the
    /// top, the middle, the bottom, or as little as shows it), once.
    func scrollTop(of stack: Router<Value>, target line: Int?, page: Int) -> Int {
        let stored = scrollTop(of: stack)
        guard !pendingScrollTargets.isEmpty, let target = pendingScrollTargets.removeValue(forKey: topKey(of: stack)), let line else { return stored }
        switch target.anchor {
        case 0: return line
        case 1: return line - page / 2
        case 2: return line - page + 1
        default: return line < stored ? line : line >= stored + page ? line - page + 1 : stored
        }
    }

    /// The first line shown of a stack's top screen, as the last frame left it.
    func scrollTop(of stack: Router<Value>) -> Int { scrolls[topKey(of: stack)]?.top ?? 0 }

    /// Keeps where a frame scrolled a stack's top screen to, and how many lines it showed.
    func recordScroll(of stack: Router<Value>, top: Int, page: Int) {
        scrolls[topKey(of: stack)] = (top, page)
    }

    /// Moves the selection `rows` items (up when negative) and the view as many lines with it, the
    /// selection keeping its place on screen while the view can move: the wheel.
    func scroll(by rows: Int) {
        if scrollIsStale { settleScroll() }
        notice = nil
        moveSelection(byPages: rows.signum(), lines: abs(rows))
        scrollIsStale = !isEmbedded && size != nil
    }

    /// Works out where the active screen is scrolled to for the frame a terminal would show now,
    /// without building its rows.
    func settleScroll() {
        scrollIsStale = false
        guard let size else { return }
        _ = layingOutLazyParts { StackLayout.frame(self, $0, size: size, lines: false) }
    }
}

/// A selected line's identity (`ScreenLink.identity`), kept with the selection as a list row's id is:
/// a type of its own, so that it is never taken for one.
struct LineIdentity: Hashable {
    let value: Int
}
