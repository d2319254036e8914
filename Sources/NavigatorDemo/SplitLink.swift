import Navigation
import TerminalUI

/// The split view's deep links: `myapp://split/…` URLs that open `navigator --split` on a whole state.
///
/// ```
/// myapp://split[/CATEGORY[/ITEM[/VALUE…]]][?columns=COLUMNS][#FOCUS]
/// ```
///
/// The path names the columns from left to right, as the collapsed split view's breadcrumbs do: the
/// sidebar's category (`routes`, `colors`, `recipes`), the content column's item, written as the
/// stack's links write that value (`color/red`, `detail/42`), then the detail's stack, as after
/// `myapp:///` (values, and `sheet/`/`cover/` before a value to present it). `columns` is the column
/// visibility (`all`, `double-column`, `detail-only`; left out: automatic); the fragment is the column
/// that has the keys (left out: the last column the path names).
///
/// `myapp://split/colors/color/red/detail/7/sheet/settings` opens Colors, Red selected, Detail 7 pushed
/// on Red's stack, Settings presented as a sheet over it. `url(for:)` writes the shortest such link,
/// which `state(from:)` reads back to the same state.
nonisolated package enum SplitLink {
    /// The host that makes a link the split view's: `myapp://split`.
    package static let host = "split"
    package static let columns: [(name: String, visibility: SplitVisibility)] = [
        ("automatic", .automatic), ("all", .all), ("double-column", .doubleColumn), ("detail-only", .detailOnly),
    ]
    package static let focuses: [(name: String, column: SplitApp.ColumnID)] = [
        ("sidebar", .sidebar), ("content", .content), ("detail", .detail),
    ]

    /// The category's name in links: `colors`.
    package static func name(of category: DemoSplit.Category) -> String { category.rawValue.lowercased() }

    /// Whether `link` is a split view's (`myapp://split`, then the end, `/`, `?` or `#`), not a stack's.
    package static func isSplitLink(_ link: String) -> Bool {
        let prefix = Array("\(DeepLink.scheme)://\(host)".unicodeScalars)
        let scalars = Array(link.unicodeScalars.prefix(prefix.count + 1))
        // The scheme and host without case, ASCII's only (RFC 3986 3.1, 3.2.2).
        func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
        }
        guard scalars.count >= prefix.count, zip(scalars, prefix).allSatisfy({ folded($0) == $1 }) else { return false }
        return scalars.count == prefix.count || ["/", "?", "#"].contains(scalars.last!)
    }

    // MARK: Reading

    /// The split view's state a link opens.
    package static func state(from link: String) throws(DeepLinkError) -> SplitState {
        let parser = DeepLinkParser(link: link)
        let usage = "expected \(DeepLink.scheme)://\(host)[/CATEGORY[/ITEM[/VALUE…]]][?columns=COLUMNS][#FOCUS], e.g. \(DeepLink.scheme)://\(host)/colors/color/red"
        guard isSplitLink(link) else {
            throw parser.fail(link.isEmpty ? .notALink : .unknownRoute, link.isEmpty ? "empty split view link" : "not a split view link", expected: usage)
        }
        var rest = Substring(link).unicodeScalars.dropFirst("\(DeepLink.scheme)://\(host)".unicodeScalars.count)
        var fragment: Substring?
        var query: Substring?
        if let mark = rest.firstIndex(of: "#") {
            fragment = Substring(String(rest[rest.index(after: mark)...]))
            rest = rest[..<mark]
        }
        if let mark = rest.firstIndex(of: "?") {
            query = Substring(String(rest[rest.index(after: mark)...]))
            rest = rest[..<mark]
        }
        if rest.first == "/" { rest = rest.dropFirst() }
        let parts = try parser.segments(rest)

        var state = SplitState(focus: .sidebar)
        if let first = parts.first {
            let text = try parser.decoded(first)
            guard let category = DemoSplit.Category.allCases.first(where: { name(of: $0) == text }) else {
                throw parser.fail(.unknownRoute, "unknown category '\(DeepLinkParser.visible(text))'",
                                  expected: "expected \(DeepLink.scheme)://\(host)/CATEGORY/…, CATEGORY one of "
                                    + DemoSplit.Category.allCases.map(name(of:)).joined(separator: ", "))
            }
            state.selection = AnyHashable(category)
            state.focus = .content
            if parts.count > 1 {
                var index = 1
                let item = try parser.value(parts, &index, position: 2)
                do { try category.checkItem(item) } catch { throw parser.fail(error.kind, error.problem, expected: error.expected) }
                state.contentSelection = item
                state.focus = .detail
                state.detail = try parser.parseTree(parts, from: index + 1, position: 2)
            }
        }
        if let query {
            let names = columns.dropFirst().map(\.name).joined(separator: ", ")
            let expected = "expected ?columns=COLUMNS, COLUMNS one of \(names)"
            guard query.hasPrefix("columns=") else {
                throw parser.fail(.unexpectedPart, "unexpected query '?\(DeepLinkParser.visible(query))'", expected: expected)
            }
            let value = query.dropFirst("columns=".count)
            guard let match = columns.first(where: { $0.name == value }) else {
                throw parser.fail(.malformedParameter, "unknown columns '\(DeepLinkParser.visible(value))'", expected: expected)
            }
            state.columnVisibility = match.visibility
        }
        if let fragment {
            guard let match = focuses.first(where: { $0.name == fragment }) else {
                throw parser.fail(.malformedParameter, "unknown column '#\(DeepLinkParser.visible(fragment))'",
                                  expected: "expected #FOCUS, FOCUS one of " + focuses.map(\.name).joined(separator: ", "))
            }
            state.focus = match.column
        }
        return state
    }

    /// Checks that a split view's state is one its links name (the rules `state(from:)` reads them
    /// with, for a saved split view): a selection only in the columns before it, and an item one of its
    /// category's. (The values themselves are checked as they are read, by their types' rules.)
    package static func check(_ state: SplitState) throws(ParameterError) {
        guard let selection = state.selection else {
            guard state.contentSelection == nil, state.detail.valueCount == 0 else {
                throw ParameterError(kind: .missingParameter, problem: "an item or a detail with no category selected",
                                     expected: "expected \(DeepLink.scheme)://\(host)/CATEGORY/ITEM/…")
            }
            return
        }
        guard let category = selection.base as? DemoSplit.Category else {
            throw ParameterError(kind: .unknownRoute, problem: "the sidebar's selection '\(DeepLinkParser.visible("\(selection)"))' is not a category",
                                 expected: "expected one of " + DemoSplit.Category.allCases.map(name(of:)).joined(separator: ", "))
        }
        guard let item = state.contentSelection else {
            guard state.detail.valueCount == 0 else {
                throw ParameterError(kind: .missingParameter, problem: "a detail with no item selected",
                                     expected: "expected \(DeepLink.scheme)://\(host)/\(name(of: category))/ITEM/…")
            }
            return
        }
        try category.checkItem(item)
    }

    // MARK: Writing

    /// Why `url(for:)` writes no link for `state` (which column holds what no link names); `nil` when
    /// there is a link.
    package static func unlinkedPart(of state: SplitState) -> String? {
        guard url(for: state) == nil else { return nil }
        guard let selection = state.selection else {
            return "nothing is selected in the sidebar, yet the content column or the detail holds values"
        }
        guard selection.base is DemoSplit.Category else {
            return "the sidebar's selection is \(DeepLink.unlinked(selection) ?? "not one of its categories")"
        }
        guard let item = state.contentSelection else {
            return "nothing is selected in the content column, yet the detail holds values"
        }
        if let what = DeepLink.unlinked(item) { return "the content column's selection is \(what)" }
        if let why = DeepLink.unlinkedValue(in: state.detail) { return "in the detail, \(why)" }
        return "its link would be over \(DeepLink.maximumLength / 1024) KiB (a link is at most \(DeepLink.maximumLength) bytes, "
            + "the most a running navigator takes)"
    }

    /// The shortest link that opens exactly `state`, or `nil` when it holds a value no segment names
    /// (or a selection that isn't the demo's), or when it would be over `DeepLink.maximumLength`.
    package static func url(for state: SplitState) -> String? {
        var link = "\(DeepLink.scheme)://\(host)"
        var named = SplitApp.ColumnID.sidebar
        if let selection = state.selection {
            guard let category = selection.base as? DemoSplit.Category else { return nil }
            link += "/" + name(of: category)
            named = .content
            if let item = state.contentSelection {
                guard let segment = DeepLink.segment(for: item), let tree = DeepLink.url(for: state.detail) else { return nil }
                link += "/" + segment
                let rest = tree.dropFirst("\(DeepLink.scheme):///".count)
                if !rest.isEmpty { link += "/" + rest }
                named = .detail
            } else if state.detail != NavigationTree() {
                return nil
            }
        } else if state.contentSelection != nil || state.detail != NavigationTree() {
            return nil
        }
        if state.columnVisibility != .automatic, let columns = columns.first(where: { $0.visibility == state.columnVisibility }) {
            link += "?columns=" + columns.name
        }
        if state.focus != named, let focus = focuses.first(where: { $0.column == state.focus }) {
            link += "#" + focus.name
        }
        return link.utf8.count <= DeepLink.maximumLength ? link : nil
    }
}
