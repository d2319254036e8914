import Navigation

/// The demo's deep links: `myapp://` URLs that open a whole navigation tree.
///
/// Two forms are read:
/// - seed 004's, one host and its parameter: `myapp://detail/42`, `myapp://profile/johndoe`,
///   `myapp://settings`, `myapp://profile-edit/johndoe` (the profile, then Edit Profile);
/// - any whole tree, after three slashes, each value's segments in turn:
///   `myapp:///detail/1/color/mint/sheet/settings/profile/johndoe`. `myapp:///` is Home. `sheet` and
///   `cover` present the value after them, and the values after that go on the presentation's stack.
///
/// `url(for:)` writes the second form, which `tree(from:)` reads back to the same tree. A parameter is
/// checked by its type's rules (`Route.check()`, `Draft.checkText`), the ones a saved tree's values are
/// read with too.
nonisolated package enum DeepLink {
    /// What a link names: the root stack's path and the presentations over it, each with its path.
    package typealias Tree = NavigationTree<AnyHashable>

    package static let scheme = "myapp"
    package static let hosts = ["detail", "profile", "profile-edit", "settings"]
    package static let segments = [
        "detail/ID", "profile/USERNAME", "settings", "edit-profile", "color/NAME", "recipe/NAME",
        "number/N", "showcase/NAME", "draft/TEXT", "rows/N", "sheet", "cover",
    ]

    // MARK: Reading

    /// The tree a deep link opens.
    package static func tree(from link: String) throws(DeepLinkError) -> Tree {
        var parser = DeepLinkParser(link: link)
        return try parser.parse()
    }

    // MARK: Writing

    /// The longest link written, in bytes: the most a running navigator takes from another
    /// (`LinkInbox.lineLimit`, 64 KiB), and under the 128 KiB the kernel lets one argument be, so a
    /// link `url(for:)` writes opens through every door. A tree past it (a path of 1,000,000 levels,
    /// whose link would be 9 MB) has no link: its values are read only until the link is over, never
    /// all of them (every value read for a link of 1,000,000 levels took 10 s).
    package static let maximumLength = 64 * 1024

    /// The deep link that opens exactly this tree, or `nil` when it holds a value no segment names or
    /// its link would be over `maximumLength` (`unlinkedValue(in:)` says which).
    package static func url(for tree: NavigationTree<AnyHashable>) -> String? {
        try? link(for: tree).get()
    }

    /// Why `url(for:)` writes no link for `tree`: where its first value that no segment names is, and
    /// what it is (a value read from a file that its type can't read, say), or how many values the
    /// link would name past `maximumLength`; `nil` when there is a link.
    package static func unlinkedValue(in tree: NavigationTree<AnyHashable>) -> String? {
        switch link(for: tree) {
        case .success: return nil
        case .failure(let why): return why.description
        }
    }

    /// Why a tree has no link.
    package enum NoLink: Error, CustomStringConvertible {
        /// A value no segment names: where it is, and what it is.
        case unlinked(String)
        /// A link over `maximumLength`: how many values the tree holds.
        case tooLong(values: Int)

        package var description: String {
            switch self {
            case .unlinked(let why):
                return why
            case .tooLong(let values):
                return "the tree is \(values) values deep, and its link would be over \(maximumLength / 1024) KiB "
                    + "(a link is at most \(maximumLength) bytes, the most a running navigator takes)"
            }
        }
    }

    /// The tree's link, or why it has none. Values are read in the link's order, and no further than
    /// the first that no segment names, or than the link's `maximumLength`th byte.
    package static func link(for tree: NavigationTree<AnyHashable>) -> Result<String, NoLink> {
        var link = "\(scheme):///"
        var first = true
        func add(_ segment: String) -> Bool {
            if !first { link += "/" }
            first = false
            link += segment
            return link.utf8.count <= maximumLength
        }
        let values = tree.path.count + tree.presentations.reduce(0) { $0 + 1 + $1.values.count }
        for (index, value) in tree.path.enumerated() {
            guard let segment = segment(for: value) else { return .failure(.unlinked("level \(index + 1) of the stack holds \(unlinked(value)!)")) }
            guard add(segment) else { return .failure(.tooLong(values: values)) }
        }
        for (number, presented) in tree.presentations.enumerated() {
            let name = "the \(presented.style == .sheet ? "sheet" : "cover")" + (tree.presentations.count > 1 ? " \(number + 1)" : "")
            guard add(presented.style == .sheet ? "sheet" : "cover") else { return .failure(.tooLong(values: values)) }
            guard let root = segment(for: presented.root) else { return .failure(.unlinked("\(name) presents \(unlinked(presented.root)!)")) }
            guard add(root) else { return .failure(.tooLong(values: values)) }
            for (index, value) in presented.values.enumerated() {
                guard let segment = segment(for: value) else {
                    return .failure(.unlinked("level \(index + 1) of \(name)'s stack holds \(unlinked(value)!)"))
                }
                guard add(segment) else { return .failure(.tooLong(values: values)) }
            }
        }
        return .success(link)
    }

    /// What `value` is, when no segment names it.
    package static func unlinked(_ value: AnyHashable) -> String? {
        guard segment(for: value) == nil else { return nil }
        if let unreadable = value.base as? UnreadableValue {
            return "a value this navigator can't read (\(unreadable.reason))"
        }
        return "a \(String(reflecting: type(of: value.base))), which no link names"
    }

    /// The deep link that opens exactly these routes.
    package static func url(for routes: some Sequence<Route>) -> String {
        "\(scheme):///" + routes.map { segment(for: $0) }.joined(separator: "/")
    }

    /// A value's segments (`color/mint`), or `nil` when no segment names it.
    static func segment(for value: AnyHashable) -> String? {
        switch value.base {
        case let route as Route: return segment(for: route)
        case let color as Color: return "color/\(color.rawValue)"
        case let recipe as Recipe: return "recipe/\(recipe.slug)"
        case let number as Int: return "number/\(number)"
        case let showcase as Showcase: return "showcase/\(showcase.rawValue)"
        case let draft as Draft: return "draft/" + percentEncoded(draft.text)
        default: return nil
        }
    }

    private static func segment(for route: Route) -> String {
        switch route {
        case .detail(let id): return "detail/\(id)"
        case .settings: return "settings"
        case .profile(let username): return "profile/" + percentEncoded(username)
        case .editProfile: return "edit-profile"
        case .rows(let count): return "rows/\(count)"
        }
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    package static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return result
    }
}

/// A deep link that can't be opened: what was wrong, in which link, and what was expected.
nonisolated package struct DeepLinkError: Error, Equatable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        case notALink, unsupportedScheme, unknownRoute, missingParameter, malformedParameter
        case outOfRange, brokenPercentEncoding, unexpectedPart
    }

    package let kind: Kind
    package let link: String
    /// What was wrong, naming the part of the link.
    package let problem: String
    /// What would have been right.
    package let expected: String

    /// One line, safe to print: the link's control characters are shown as symbols.
    package var description: String {
        "\(problem) in '\(link)' (\(expected))"
    }
}

/// Reads the deep-link grammar; `SplitLink` reads the split view's with the same pieces.
nonisolated struct DeepLinkParser {
    let link: String
    let shown: String

    init(link: String) {
        self.link = link
        shown = Self.visible(link)
    }

    /// Quotes input for a message: control characters as symbols, and long input cut short.
    static func visible(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                ? (scalar.value < 0x20 ? Unicode.Scalar(0x2400 + scalar.value)! : "\u{FFFD}")
                : scalar)
        }
        if result.count > 200 { result = String(result.prefix(199)) + "…" }
        return result
    }

    func fail(_ kind: DeepLinkError.Kind, _ problem: String, expected: String) -> DeepLinkError {
        DeepLinkError(kind: kind, link: shown, problem: problem, expected: expected)
    }

    mutating func parse() throws(DeepLinkError) -> NavigationTree<AnyHashable> {
        let general = "expected \(DeepLink.scheme)://HOST/… or \(DeepLink.scheme):///ROUTE/…, e.g. \(DeepLink.scheme)://profile-edit/johndoe"
        guard !link.isEmpty else {
            throw DeepLinkError(kind: .notALink, link: "", problem: "empty deep link", expected: general)
        }
        // Read as Unicode scalars, the way a URL is written: a combining mark after ':', '/', '?' or
        // '#' joins it into one Character, which must not hide it from the parser.
        let scalars = link.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), isScheme(Substring(String(scalars[..<colon]))) else {
            throw fail(.notALink, "not a URL", expected: general)
        }
        let scheme = String(scalars[..<colon])
        guard scheme.lowercased() == DeepLink.scheme else {
            throw fail(.unsupportedScheme, "unsupported scheme '\(Self.visible(scheme))'",
                       expected: "expected \(DeepLink.scheme)://…")
        }
        if SplitLink.isSplitLink(link) {
            throw fail(.unknownRoute, "'\(SplitLink.host)' is the split view's link, not a stack's",
                       expected: "\(DeepLink.scheme)://\(SplitLink.host)/… opens the split view; a stack's link is \(DeepLink.scheme)://HOST/… or \(DeepLink.scheme):///ROUTE/…")
        }
        let afterColon = scalars[scalars.index(after: colon)...]
        guard afterColon.starts(with: "//".unicodeScalars) else {
            throw fail(.notALink, "missing '//' after '\(DeepLink.scheme):'", expected: general)
        }
        var rest = afterColon.dropFirst(2)
        if let mark = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let what = rest[mark] == "?" ? "query" : "fragment"
            throw fail(.unexpectedPart, "unexpected \(what) '\(Self.visible(String(rest[mark...])))'",
                       expected: "deep links take no \(what)")
        }
        if rest.first == "/" {
            rest = rest.dropFirst()
            return try parseTree(segments(rest))
        }
        return NavigationTree(path: try parseHost(segments(rest)).map { AnyHashable($0) })
    }

    func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Splits on "/", allowing one trailing slash; an empty segment elsewhere is an error.
    func segments(_ text: Substring.UnicodeScalarView) throws(DeepLinkError) -> [Substring] {
        if text.isEmpty { return [] }
        var parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Substring(String($0)) }
        if parts.last?.isEmpty == true { parts.removeLast() }
        if parts.contains(where: \.isEmpty) {
            throw fail(.notALink, "empty segment '//'", expected: "expected one '/' between segments")
        }
        return parts
    }

    private func parseHost(_ parts: [Substring]) throws(DeepLinkError) -> [Route] {
        guard let host = parts.first else {
            throw fail(.unknownRoute, "missing host after '\(DeepLink.scheme)://'",
                       expected: "known: \(DeepLink.hosts.joined(separator: ", ")); \(DeepLink.scheme):/// opens Home")
        }
        let parameters = parts.dropFirst()
        func noMore(after count: Int, usage: String) throws(DeepLinkError) {
            if parameters.count > count {
                let extra = parameters[parameters.startIndex + count]
                throw fail(.unexpectedPart, "unexpected '\(Self.visible(extra))' after '\(Self.visible(host))'",
                           expected: "expected \(DeepLink.scheme)://\(usage)")
            }
        }
        switch host {
        case "detail":
            try noMore(after: 1, usage: "detail/ID")
            return [.detail(id: try detailID(parameters.first, usage: "\(DeepLink.scheme)://detail/ID"))]
        case "profile":
            try noMore(after: 1, usage: "profile/USERNAME")
            return [.profile(username: try username(parameters.first, usage: "\(DeepLink.scheme)://profile/USERNAME"))]
        case "profile-edit":
            try noMore(after: 1, usage: "profile-edit/USERNAME")
            return [.profile(username: try username(parameters.first, usage: "\(DeepLink.scheme)://profile-edit/USERNAME")), .editProfile]
        case "settings":
            try noMore(after: 0, usage: "settings")
            return [.settings]
        default:
            // A route of the path form (`edit-profile`) written as a host: say where it goes.
            let route = DeepLink.segments.contains { $0 == host || $0.hasPrefix(host + "/") } ? "; '\(host)' is a route: myapp:///\(host)…" : ""
            throw fail(.unknownRoute, "unknown deep link host '\(Self.visible(host))'",
                       expected: "known: \(DeepLink.hosts.joined(separator: ", "))\(route)")
        }
    }

    /// The tree of `parts` from `start`: values, and `sheet`/`cover` before a value to present it.
    /// `position` counts the segments read before `start`, for messages.
    func parseTree(_ parts: [Substring], from start: Int = 0, position: Int = 0) throws(DeepLinkError) -> NavigationTree<AnyHashable> {
        var tree = NavigationTree<AnyHashable>()
        var index = start
        var position = position
        while index < parts.count {
            position += 1
            let keyword = parts[index]
            if keyword == "sheet" || keyword == "cover" {
                guard tree.presentations.count < NavigationState.maximumPresentations else {
                    let limit = NavigationState.maximumPresentations
                    throw fail(.outOfRange, "more than \(limit) presentations ('\(keyword)' at position \(position))",
                               expected: "expected at most \(limit) sheets and covers, one over another")
                }
                index += 1
                guard index < parts.count, parts[index] != "sheet", parts[index] != "cover" else {
                    throw fail(.missingParameter, "missing the value to present after '\(keyword)' at position \(position)",
                               expected: "expected \(keyword)/ROUTE, e.g. \(keyword)/settings")
                }
                let root = try value(parts, &index, position: position)
                tree.presentations.append(.init(style: keyword == "sheet" ? .sheet : .fullScreenCover, root: root))
            } else if tree.presentations.isEmpty {
                tree.path.append(try value(parts, &index, position: position))
            } else {
                tree.presentations[tree.presentations.count - 1].values.append(try value(parts, &index, position: position))
            }
            index += 1
        }
        return tree
    }

    /// The value whose keyword is `parts[index]`; `index` ends on the last segment it read.
    func value(_ parts: [Substring], _ index: inout Int, position: Int) throws(DeepLinkError) -> AnyHashable {
        let keyword = parts[index]
        func parameter() -> Substring? {
            index += 1
            return index < parts.count ? parts[index] : nil
        }
        switch keyword {
        case "detail": return AnyHashable(Route.detail(id: try detailID(parameter(), usage: "detail/ID")))
        case "profile": return AnyHashable(Route.profile(username: try username(parameter(), usage: "profile/USERNAME")))
        case "settings": return AnyHashable(Route.settings)
        case "edit-profile": return AnyHashable(Route.editProfile)
        case "rows": return AnyHashable(Route.rows(count: try rowCount(parameter())))
        case "color":
            return AnyHashable(try named(parameter(), "color", Color.allCases.map { ($0.rawValue, $0) }))
        case "recipe":
            return AnyHashable(try named(parameter(), "recipe", Recipe.allCases.map { ($0.slug, $0) }))
        case "showcase":
            return AnyHashable(try named(parameter(), "showcase", Showcase.allCases.map { ($0.rawValue, $0) }))
        case "number": return AnyHashable(try number(parameter()))
        case "draft": return AnyHashable(Draft(text: try text(parameter(), "draft/TEXT")))
        default:
            // A host of the other form (`myapp://profile-edit/USERNAME`) written after `myapp:///`: say so.
            let host = DeepLink.hosts.contains(String(keyword)) ? "; '\(keyword)' is a host: myapp://\(keyword)/…" : ""
            throw fail(.unknownRoute, "unknown route '\(Self.visible(keyword))' at position \(position)",
                       expected: "known: \(DeepLink.segments.joined(separator: ", "))\(host)")
        }
    }

    private func named<T>(_ raw: Substring?, _ what: String, _ names: [(String, T)]) throws(DeepLinkError) -> T {
        let expected = "expected \(what)/NAME, NAME one of \(names.map(\.0).joined(separator: ", "))"
        guard let raw else { throw fail(.missingParameter, "missing \(what) name", expected: expected) }
        let text = try decoded(raw)
        guard let match = names.first(where: { $0.0 == text }) else {
            throw fail(.malformedParameter, "unknown \(what) '\(Self.visible(text))'", expected: expected)
        }
        return match.1
    }

    private func number(_ raw: Substring?) throws(DeepLinkError) -> Int {
        try wholeNumber(raw, named: "number", missing: "missing number", in: Int.min...Int.max,
                        expected: "expected number/N, N a whole number from \(Int.min) to \(Int.max)")
    }

    private func rowCount(_ raw: Substring?) throws(DeepLinkError) -> Int {
        let count = try wholeNumber(raw, named: "row count", missing: "missing row count", in: Route.rowCounts,
                                    expected: Route.rowCountExpected)
        do { try Route.checkRowCount(count) } catch { throw fail(error) }
        return count
    }

    private func detailID(_ raw: Substring?, usage: String) throws(DeepLinkError) -> Int {
        let id = try wholeNumber(raw, named: "detail id", missing: "missing detail id", in: Route.detailIDs,
                                 expected: Route.detailIDExpected(usage: usage))
        do { try Route.checkDetailID(id, usage: usage) } catch { throw fail(error) }
        return id
    }

    /// A parameter its type's rules refused (the rules a saved value is read with too), in this link.
    private func fail(_ error: ParameterError) -> DeepLinkError {
        fail(error.kind, error.problem, expected: error.expected)
    }

    /// A decimal whole number: malformed unless it is digits (after a minus), out of range unless it
    /// fits an `Int` (and, where `range` holds no negatives, has no minus). `range` is left to the
    /// type's check.
    private func wholeNumber(
        _ raw: Substring?, named name: String, missing: String, in range: ClosedRange<Int>, expected: String
    ) throws(DeepLinkError) -> Int {
        guard let raw else { throw fail(.missingParameter, missing, expected: expected) }
        let text = try decoded(raw)
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw fail(.malformedParameter, "\(name) '\(Self.visible(text))' is not a whole number", expected: expected)
        }
        guard range.lowerBound < 0 || !text.hasPrefix("-"), let value = Int(text) else {
            throw fail(.outOfRange, "\(name) \(Self.visible(text)) is out of range", expected: expected)
        }
        return value
    }

    private func text(_ raw: Substring?, _ usage: String) throws(DeepLinkError) -> String {
        guard let raw else { throw fail(.missingParameter, "missing text", expected: Draft.textExpected(usage: usage)) }
        let text = try decoded(raw)
        do { try Draft.checkText(text, usage: usage) } catch { throw fail(error) }
        return text
    }

    private func username(_ raw: Substring?, usage: String) throws(DeepLinkError) -> String {
        guard let raw else { throw fail(.missingParameter, "missing user name", expected: Route.usernameExpected(usage: usage)) }
        let name = try decoded(raw)
        do { try Route.checkUsername(name, usage: usage) } catch { throw fail(error) }
        return name
    }

    /// Percent-decodes a segment; the bytes must be UTF-8.
    func decoded(_ segment: Substring) throws(DeepLinkError) -> String {
        // Bytes, not Characters: '%' followed by a combining mark is one Character, and still a '%'.
        guard segment.utf8.contains(UInt8(ascii: "%")) else { return String(segment) }
        var bytes: [UInt8] = []
        var iterator = segment.utf8.makeIterator()
        func hex(_ byte: UInt8?) -> UInt8? {
            switch byte {
            case let b? where b >= 0x30 && b <= 0x39: return b - 0x30
            case let b? where b >= 0x41 && b <= 0x46: return b - 0x41 + 10
            case let b? where b >= 0x61 && b <= 0x66: return b - 0x61 + 10
            default: return nil
            }
        }
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            let first = iterator.next(), second = iterator.next()
            guard let high = hex(first), let low = hex(second) else {
                let shownBytes = [UInt8(ascii: "%")] + [first, second].compactMap { $0 }
                throw fail(.brokenPercentEncoding,
                           "broken percent-encoding '\(Self.visible(String(decoding: shownBytes, as: UTF8.self)))'",
                           expected: "expected % followed by two hex digits")
            }
            bytes.append(high << 4 | low)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw fail(.brokenPercentEncoding, "'\(Self.visible(segment))' does not decode to UTF-8 text",
                       expected: "expected percent-encoded UTF-8")
        }
        return text
    }
}
