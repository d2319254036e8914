// A StackApp's keys: each key is a command of the key map (or a mouse event, the link prompt's, the
// filter's or a text field's), applied to the active stack: moving the selection, opening, going back.
import Navigation

extension StackApp {
    @_specialize(where Value == AnyHashable)
    package func handle(_ key: Key) {
        // What the last key built unwatched answered that key alone (`contentIsUnobserved`).
        if contentIsUnobserved { contentChanged.set() }
        keyOnlyMovedTheStack = false
        keyRanAppCode = false
        if case let .resize(width, height) = key {  // the next frame is laid out at the new size
            size = TerminalSize(width: width, height: height)
            return
        }
        // While the terminal is too small for a frame, the screen is hidden behind the message: a key
        // or a click would act on what no one sees. Quitting is heard; the rest waits for room.
        if !isEmbedded, let size, !StackLayout.fits(size) {
            if keyMap.command(for: key) == .quit { isFinished = true }
            return
        }
        if case let .mouse(event) = key { return handle(mouse: event) }
        if isPromptingLink { return editLink(key) }
        if filter != nil { return editFilter(key) }
        // Looked up once: hashing a key is a good part of what a key costs that builds nothing.
        let command = keyMap.command(for: key)
        if dialogTakes(key, command: command) { return }
        if fieldTakes(key, command: command) { return }
        if key == .left || key == .right, controlTakesArrow(key) { return }
        if shortcutTakes(key, command: command) { return }
        handle(command: command)
    }

    /// Whether a key with this command builds the screens shown (to find what it moves to or opens).
    private static func buildsScreens(_ command: Command?) -> Bool {
        switch command {
        case nil, .open?, .selectPrevious?, .selectNext?, .selectFirst?, .selectLast?, .selectPreviousPage?, .selectNextPage?,
             .decrement?, .increment?, .preview?:
            return true
        default:
            return false
        }
    }

    /// The key map the help shows: the table, and first the keys of the screen shown.
    var helpKeyMap: KeyMap {
        let screenShortcuts = content?.activeScreen.shortcuts ?? []
        let commands = appShortcutKeys.isEmpty ? [] : appShortcuts?() ?? []
        guard !screenShortcuts.isEmpty || !commands.isEmpty else { return keyMap }
        var map = keyMap
        for (shortcut, isCommand) in screenShortcuts.map({ ($0, false) }) + commands.map({ ($0, true) }) {
            let label = shortcut.key.map { Key.label(of: [$0]) } ?? "any key"
            var summary = shortcut.label.map { isCommand ? "\($0) (the app's command)" : "\($0) (the screen's button)" } ?? "the screen's own"
            if let key = shortcut.key, let hint = keyMap.command(for: key)?.hint { summary += ", before the table's \(hint)" }
            if !shortcut.isEnabled { summary += ", disabled" }
            map.screenKeys.append((label, summary))
        }
        return map
    }

    /// A key of the screen's own (`.keyboardShortcut`, `.onKeyPress`), asked before the key table:
    /// whether one took it. A disabled button's shortcut leaves the key to the table, as SwiftUI's does.
    ///
    /// The screens are built for it as a key of the table would build them: a key that moves the
    /// selection or opens (or has no command) builds them anyway; one that goes back or toggles the log
    /// builds no screen it didn't build before, and finds the shortcuts of the screen as last built.
    func shortcutTakes(_ key: Key, command: Command?) -> Bool {
        guard !isShowingHelp, !isPreviewing else { return false }
        let screen: Screen?
        if let content, contentGeneration == router.generation, !contentChanged.isSet {
            screen = content.activeScreen
        } else if Self.buildsScreens(command) {
            screen = currentContent().activeScreen
        } else {
            screen = nil
        }
        if let screen, !screen.shortcuts.isEmpty, take(key, from: screen.shortcuts) { return true }
        // The app's commands (`.commands`): on every screen, after the screen's own keys.
        if appShortcutKeys.contains(key), let shortcuts = appShortcuts?(), take(key, from: shortcuts) { return true }
        return false
    }

    /// Whether one of `shortcuts` took `key`, acting on it.
    private func take(_ key: Key, from shortcuts: [ScreenShortcut]) -> Bool {
        for shortcut in shortcuts where shortcut.isEnabled && (shortcut.key == nil || shortcut.key == key) {
            keyRanAppCode = true
            guard shortcut.action(key) else { continue }
            notice = nil
            endEditing()
            invalidate()  // the action may change what a destination reads
            return true
        }
        return false
    }

    /// Applies what a key gave (`nil` for a key with no binding), as `handle(_:)` does.
    @_specialize(where Value == AnyHashable)
    func handle(command: Command?) {
        if scrollIsStale { settleScroll() }
        notice = nil
        if command != nil { endEditing() }  // a click on a hint, or a split view's key: the field is left
        if isShowingHelp, let top = StackLayout.scrolledHelp(from: helpTop, by: command, keyMap: helpKeyMap, height: size?.height ?? 24) {
            helpTop = top
            frame = nil
            return
        }
        if isShowingHelp || isPreviewing {
            // Any other key closes an overlay; quitting still quits, and Enter opens a previewed link.
            if command == .quit { isFinished = true }
            if isPreviewing, command == .open {
                preview = nil
                perform(.open)
            }
            isShowingHelp = false
            preview = nil
            return
        }
        guard let command else { return }
        perform(command)
        switch command {
        case .selectPrevious, .selectNext, .selectPreviousPage, .selectNextPage, .selectFirst, .selectLast:
            // A terminal shows this selection scrolled into view before the next key: so must a run of
            // keys that no frame shows, or the view would move differently.
            scrollIsStale = !isEmbedded && size != nil
        default:
            break
        }
    }

    @_specialize(where Value == AnyHashable)
    package func perform(_ command: Command) {
        let stack = activeStack
        switch command {
        case .selectPrevious: moveSelection(by: -1)
        case .selectNext: moveSelection(by: 1)
        case .selectFirst: moveSelection(to: .first)
        case .selectLast: moveSelection(to: .last)
        case .selectPreviousPage: moveSelection(byPages: -1)
        case .selectNextPage: moveSelection(byPages: 1)
        case .open: openSelectedLink()
        case .decrement: stepSelectedControl(by: -1)
        case .increment: stepSelectedControl(by: 1)
        case .back:
            stack.pop()
            keyOnlyMovedTheStack = !keyRanAppCode
        case .dismiss:
            if isShowingHelp {
                isShowingHelp = false
            } else if isPreviewing {
                preview = nil
            } else if router.presentation != nil {
                if currentContent().activeScreen.isDismissDisabled {
                    notice = "This sheet closes with its own buttons, not Esc"
                } else {
                    router.dismiss()
                }
            } else {
                stack.pop()
            }
        case .popToRoot:
            stack.popToRoot()
            keyOnlyMovedTheStack = !keyRanAppCode
        case .jump(let level):
            if level - 1 <= stack.depth { try? stack.popTo(level: level - 1) }
        case .toggleHelp: isShowingHelp.toggle()
        case .toggleEvents: isShowingEvents.toggle()
        case .preview: previewSelectedLink()
        case .quit: isFinished = true
        case .nextColumn, .toggleSidebar: break  // a split view's
        case .goToLink:
            guard let linkOpener else { return }
            let current = linkOpener.current() ?? ""
            linkPrompt = LinkPrompt(editor: LineEditor(current), historyIndex: nil, draft: current, error: nil)
        case .filter: startFilter()
        case .deleteRow: deleteSelectedRow()
        case .moveRowUp: moveSelectedRow(by: -1)
        case .moveRowDown: moveSelectedRow(by: 1)
        case .rowActions: openRowMenu()
        case .refresh: refresh()
        case .previousTab: showTab(by: -1)
        case .nextTab: showTab(by: 1)
        }
    }

    /// Shows the tab `step` away from the one shown, round at the ends: not while a presentation is up.
    func showTab(by step: Int) {
        guard let tabBar, !tabBar.labels.isEmpty else { return }
        guard router.presentation == nil else {
            notice = "The tabs wait while a sheet is up: Esc closes it"
            return
        }
        let count = tabBar.labels.count
        tabBar.select(((tabBar.selected + step) % count + count) % count)
    }

    /// Opens a link as if it were selected and Enter pressed, on the active stack.
    @_specialize(where Value == AnyHashable)
    package func open(_ link: ScreenLink) {
        guard link.isEnabled else {
            notice = "“\(link.label)” is unavailable" + (link.disabledReason.map { ": \($0)" } ?? "")
            return
        }
        let stack = activeStack
        switch link.action {
        case .push, .pushAny:
            let value = link.action.pushedValue!
            if let typed = Self.cast(value) { stack.push(typed) } else { notice = "Can't push: \(wrongType(value))" }
            keyOnlyMovedTheStack = !keyRanAppCode
        case .pop:
            stack.pop()
            keyOnlyMovedTheStack = !keyRanAppCode
        case .popToRoot:
            stack.popToRoot()
            keyOnlyMovedTheStack = !keyRanAppCode
        case .removeLast(let k):
            do { try stack.removeLast(k) } catch { notice = "Can't go back: \(error)" }
            keyOnlyMovedTheStack = !keyRanAppCode
        case .replaceStack(let values):
            let typed = values.compactMap { Self.cast($0) }
            guard typed.count == values.count else {
                notice = "Can't replace the stack: some values are not \(CodableTypes.name(of: Value.self))"
                return
            }
            stack.replaceStack(with: typed)
        case let .pushView(title, build):
            stack.pushView(title: title, screen: build)
        case let .present(value, style):
            if let typed = Self.cast(value) { stack.present(typed, style: style) } else { notice = "Can't present: \(wrongType(value))" }
        case .dismiss: router.dismiss()
        case .perform(let action):
            action()
            invalidate()  // the action may change what a destination reads
        case .editText:
            break  // a field is edited where it is selected (openSelectedLink, fieldTakes): here, there's no line
        }
    }

    /// Shows a one-line message above the footer until the next key, and logs it.
    package func show(notice: String) {
        self.notice = notice
        log(notice)
    }

    /// Takes the notice away (a split view's key that another column handled).
    func clearNotice() { notice = nil }

    func openSelectedLink() {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return }
        let link = screen.item(at: index)
        // Opening a text field edits it (Enter while it is edited is the field's: it moves on).
        if let field = link.field { return startEditing(field.text, item: index) }
        // A button stays on its screen, with the selection (not a push: no level's selection is kept).
        if case .perform = link.action { pinSelection(index, in: screen) }
        open(link)
    }

    /// What the selected line of the active stack's top screen is, as the footer says its keys.
    func selectedLine() -> SelectedLine {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return SelectedLine.link.on(screen, refreshing: isRefreshing) }
        return SelectedLine(screen.item(at: index)).on(screen, refreshing: isRefreshing)
    }

    /// Steps the selected control (`+` and `-`): a stepper's value, a segmented picker's option. On
    /// any other line the keys do nothing.
    /// `←` or `→` on a selected control that steps with them (a slider): a step down or up.
    func controlTakesArrow(_ key: Key) -> Bool {
        guard hasKeys, !isPromptingLink, !isShowingHelp, !isPreviewing else { return false }
        // Decided on the screen as last built: a key builds nothing here on a screen with no slider
        // (building it first would change when a render-time change is refused and noticed).
        guard let built = content?.activeScreen, let shown = selectedLink(in: built), built.item(at: shown).control?.arrowsStep == true else {
            return false
        }
        let screen = currentContent().activeScreen
        guard screen.dialog == nil, let index = selectedLink(in: screen), let control = screen.item(at: index).control,
              control.arrowsStep, control.step != nil else { return false }
        if scrollIsStale { settleScroll() }
        notice = nil
        stepSelectedControl(by: key == .right ? 1 : -1)
        return true
    }

    func stepSelectedControl(by step: Int) {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen), let control = screen.item(at: index).control, let change = control.step else { return }
        pinSelection(index, in: screen)
        change(step)
        invalidate()  // the control's value may be read from state the app can't see
    }

    func previewSelectedLink() {
        let screen = currentContent().activeScreen
        guard let index = selectedLink(in: screen) else { return }
        let link = screen.item(at: index)
        // A control has no screen to preview: Space opens it (a toggle flips), as a checkbox's does.
        if link.control?.previewOpens == true { return open(link) }
        let pushed = link.action.pushedValue
        let context = ScreenContext(depth: activeStack.depth + 1, pathCount: activeStack.count + (pushed != nil ? 1 : 0), isInStack: false)
        var shown: Screen?
        // The value pushed or presented, else a pushed view's screen.
        let value: AnyHashable? = if case .present(let presented, _) = link.action { presented } else { pushed }
        if let value {
            shown = router.rendering {
                Self.cast(value).map { self.valueScreen(for: $0, context: context) }
            }
        } else if case .pushView(_, let build) = link.action {
            shown = router.rendering { build(context) }
        }
        guard var shown else {
            notice = "Nothing to preview: “\(link.label)” doesn't open a screen"
            return
        }
        // Outside a stack a link has nowhere to push, so it is shown disabled (seed 000).
        for i in shown.links.indices {
            shown.links[i].isEnabled = false
            shown.links[i].disabledReason = "outside a navigation stack"
        }
        shown.list?.disabledReason = "outside a navigation stack"
        preview = shown
    }
}
