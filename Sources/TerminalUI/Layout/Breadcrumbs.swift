/// The trail from the root to the top, laid out to fit one line: `Home › johndoe › Edit Profile`.
///
/// When the trail is too long, middle levels collapse into `…`; the root and the top stay visible, cut
/// with `…` if even they don't fit. Titles are asked for from the top down and only while they fit, so
/// the work per frame grows with the width, never with the depth.
package enum Breadcrumbs {
    package enum Item: Equatable {
        /// A level (0 is the root) and its title as drawn, possibly cut.
        case level(Int, String)
        /// Levels left out.
        case ellipsis
    }

    package static let separator = " › "
    static let separatorWidth = 3
    static let ellipsisWidth = 1

    /// The items to draw for levels `0...depth` in `width` columns; `title(level)` gives each title.
    package static func layout(depth: Int, width: Int, title: (Int) -> String) -> [Item] {
        guard width > 0 else { return [] }
        let rootTitle = title(0)
        let rootWidth = DisplayWidth.of(rootTitle)
        guard depth > 0 else { return [.level(0, VisibleText.truncated(rootTitle, toWidth: width))] }

        let topTitle = title(depth)
        let topWidth = DisplayWidth.of(topTitle)

        // Walk down from the top while everything still fits.
        var middle: [Item] = []
        // At most one level per column fits (most titles are wider): no growing the array as it fills.
        middle.reserveCapacity(min(depth, max(0, width / 2)))
        var used = rootWidth + separatorWidth + topWidth
        var level = depth - 1
        while level >= 1 {
            let text = title(level)
            let w = DisplayWidth.of(text) + separatorWidth
            // Keep room for "… › " while levels below may still be left out.
            let reserve = level > 1 ? ellipsisWidth + separatorWidth : 0
            if used + w + reserve > width {
                if let rest = remainingLevels(from: level, budget: width - used, title: title) {
                    middle.append(contentsOf: rest)
                    level = 0
                }
                break
            }
            middle.append(.level(level, text))
            used += w
            level -= 1
        }
        let collapsed = level >= 1
        if collapsed { used += ellipsisWidth + separatorWidth }

        var rootText = rootTitle, topText = topTitle
        if used > width {
            // Root and top alone don't fit: share what's left between them, the top first.
            let space = width - separatorWidth - (collapsed ? ellipsisWidth + separatorWidth : 0)
            var rootShare = min(rootWidth, max(1, space / 2))
            let topShare = max(1, min(topWidth, space - rootShare))
            rootShare = max(1, space - topShare)
            rootText = VisibleText.truncated(rootTitle, toWidth: rootShare)
            topText = VisibleText.truncated(topTitle, toWidth: topShare)
        }

        var items: [Item] = [.level(0, rootText)]
        if collapsed { items.append(.ellipsis) }
        items.append(contentsOf: middle.reversed())
        items.append(.level(depth, topText))
        return items
    }

    /// Levels `from` down to 1, top-most first, if all of them fit in `budget` columns without an ellipsis.
    private static func remainingLevels(from top: Int, budget: Int, title: (Int) -> String) -> [Item]? {
        var items: [Item] = []
        var used = 0
        for level in stride(from: top, through: 1, by: -1) {
            let text = title(level)
            used += DisplayWidth.of(text) + separatorWidth
            if used > budget { return nil }
            items.append(.level(level, text))
        }
        return items
    }

    /// The trail as one line of text (for logs and tests).
    package static func text(of items: [Item]) -> String {
        items.map { item in
            switch item {
            case let .level(_, title): return title
            case .ellipsis: return "…"
            }
        }.joined(separator: separator)
    }
}
