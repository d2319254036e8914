// A StackApp's link prompt (`:`): a line to type a link on, with the links opened before.
import Navigation

extension StackApp {
    /// The link prompt's state: the line being edited, where Up/Down are in the history, and the error
    /// of the last link that couldn't be opened (shown until the line changes).
    package struct LinkPrompt: Equatable, Sendable {
        package var editor: LineEditor
        package var historyIndex: Int?
        /// The line as typed before Up walked into the history.
        package var draft: String
        package var error: String?
    }

    /// A key while the link prompt is open: editing keys edit, Enter opens, Up/Down walk the history,
    /// Esc closes it.
    func editLink(_ key: Key) {
        guard var prompt = linkPrompt, let linkOpener else { linkPrompt = nil; return }
        switch key {
        case .escape:
            linkPrompt = nil
            return
        case .enter:
            let link = prompt.editor.text
            if let error = linkOpener.open(link) {
                prompt.error = error
                linkPrompt = prompt
                return
            }
            linkHistory.removeAll { $0 == link }
            linkHistory.append(link)
            if linkHistory.count > Self.maximumLinkHistory { linkHistory.removeFirst(linkHistory.count - Self.maximumLinkHistory) }
            linkPrompt = nil
            onLinkOpened?(link)
            return
        case .up:
            let index = (prompt.historyIndex ?? linkHistory.count) - 1
            guard index >= 0 else { return }
            if prompt.historyIndex == nil { prompt.draft = prompt.editor.text }
            prompt.historyIndex = index
            prompt.editor = LineEditor(linkHistory[index])
        case .down:
            guard let index = prompt.historyIndex else { return }
            prompt.historyIndex = index + 1 < linkHistory.count ? index + 1 : nil
            prompt.editor = LineEditor(prompt.historyIndex.map { linkHistory[$0] } ?? prompt.draft)
        default:
            guard prompt.editor.apply(key, keyMap: keyMap) else { return }
        }
        prompt.error = nil
        linkPrompt = prompt
    }
}
