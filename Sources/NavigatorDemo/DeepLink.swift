/// The demo's deep links: `myapp://` URLs that open a whole stack.
///
/// Two forms are read:
/// - seed 004's, one host and its parameter: `myapp://detail/42`, `myapp://profile/johndoe`,
///   `myapp://settings`, `myapp://profile-edit/johndoe` (the profile, then Edit Profile);
/// - any whole stack, after three slashes, each route's segments in turn:
///   `myapp:///detail/1/detail/2/profile/johndoe/edit-profile`. `myapp:///` is Home.
///
/// `url(for:)` writes the second form, which `routes(from:)` reads back to the same stack.
public enum DeepLink {
    public static let scheme = "myapp"
    public static let hosts = ["detail", "profile", "profile-edit", "settings"]
    public static let segments = ["detail/ID", "profile/USERNAME", "settings", "edit-profile"]
    /// User names are 1 to this many characters.
    public static let maxUsernameLength = 100

    // MARK: Reading

    /// The routes a deep link opens, root-most first.
    public static func routes(from link: String) throws(DeepLinkError) -> [Route] {
        var parser = Parser(link: link)
        return try parser.parse()
    }

    // MARK: Writing

    /// The deep link that opens exactly this stack.
    public static func url(for routes: some Sequence<Route>) -> String {
        var url = "\(scheme):///"
        var first = true
        for route in routes {
            if !first { url += "/" }
            first = false
            switch route {
            case .detail(let id): url += "detail/\(id)"
            case .settings: url += "settings"
            case .profile(let username): url += "profile/" + percentEncoded(username)
            case .editProfile: url += "edit-profile"
            }
        }
        return url
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    static func percentEncoded(_ text: String) -> String {
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
public struct DeepLinkError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case notALink, unsupportedScheme, unknownRoute, missingParameter, malformedParameter
        case outOfRange, brokenPercentEncoding, unexpectedPart
    }

    public let kind: Kind
    public let link: String
    /// What was wrong, naming the part of the link.
    public let problem: String
    /// What would have been right.
    public let expected: String

    /// One line, safe to print: the link's control characters are shown as symbols.
    public var description: String {
        "\(problem) in '\(link)' (\(expected))"
    }
}

private struct Parser {
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

    mutating func parse() throws(DeepLinkError) -> [Route] {
        let general = "expected \(DeepLink.scheme)://HOST/… or \(DeepLink.scheme):///ROUTE/…, e.g. \(DeepLink.scheme)://profile-edit/johndoe"
        guard !link.isEmpty else {
            throw DeepLinkError(kind: .notALink, link: "", problem: "empty deep link", expected: general)
        }
        guard let colon = link.firstIndex(of: ":"), isScheme(link[..<colon]) else {
            throw fail(.notALink, "not a URL", expected: general)
        }
        let scheme = link[..<colon]
        guard scheme.lowercased() == DeepLink.scheme else {
            throw fail(.unsupportedScheme, "unsupported scheme '\(Self.visible(scheme))'",
                       expected: "expected \(DeepLink.scheme)://…")
        }
        let afterColon = link[link.index(after: colon)...]
        guard afterColon.hasPrefix("//") else {
            throw fail(.notALink, "missing '//' after '\(DeepLink.scheme):'", expected: general)
        }
        var rest = afterColon.dropFirst(2)
        if let mark = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let what = rest[mark] == "?" ? "query" : "fragment"
            throw fail(.unexpectedPart, "unexpected \(what) '\(Self.visible(rest[mark...]))'",
                       expected: "deep links take no \(what)")
        }
        if rest.hasPrefix("/") {
            rest = rest.dropFirst()
            return try parseStack(segments(rest))
        }
        return try parseHost(segments(rest))
    }

    private func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Splits on "/", allowing one trailing slash; an empty segment elsewhere is an error.
    private func segments(_ text: Substring) throws(DeepLinkError) -> [Substring] {
        if text.isEmpty { return [] }
        var parts = text.split(separator: "/", omittingEmptySubsequences: false)
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
            throw fail(.unknownRoute, "unknown deep link host '\(Self.visible(host))'",
                       expected: "known: \(DeepLink.hosts.joined(separator: ", "))")
        }
    }

    private func parseStack(_ parts: [Substring]) throws(DeepLinkError) -> [Route] {
        var routes: [Route] = []
        var index = 0
        func parameter() -> Substring? {
            index += 1
            return index < parts.count ? parts[index] : nil
        }
        while index < parts.count {
            let keyword = parts[index]
            switch keyword {
            case "detail":
                routes.append(.detail(id: try detailID(parameter(), usage: "detail/ID")))
            case "profile":
                routes.append(.profile(username: try username(parameter(), usage: "profile/USERNAME")))
            case "settings":
                routes.append(.settings)
            case "edit-profile":
                routes.append(.editProfile)
            default:
                throw fail(.unknownRoute, "unknown route '\(Self.visible(keyword))' at position \(routes.count + 1)",
                           expected: "known: \(DeepLink.segments.joined(separator: ", "))")
            }
            index += 1
        }
        return routes
    }

    private func detailID(_ raw: Substring?, usage: String) throws(DeepLinkError) -> Int {
        let expected = "expected \(usage), ID a whole number from 0 to \(Int.max)"
        guard let raw else { throw fail(.missingParameter, "missing detail id", expected: expected) }
        let text = try decoded(raw)
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw fail(.malformedParameter, "detail id '\(Self.visible(text))' is not a whole number", expected: expected)
        }
        guard !text.hasPrefix("-"), let id = Int(text) else {
            throw fail(.outOfRange, "detail id \(Self.visible(text)) is out of range", expected: expected)
        }
        return id
    }

    private func username(_ raw: Substring?, usage: String) throws(DeepLinkError) -> String {
        let expected = "expected \(usage), USERNAME 1 to \(DeepLink.maxUsernameLength) characters, percent-encoded"
        guard let raw else { throw fail(.missingParameter, "missing user name", expected: expected) }
        let name = try decoded(raw)
        guard name.count <= DeepLink.maxUsernameLength else {
            throw fail(.outOfRange, "user name of \(name.count) characters is too long", expected: expected)
        }
        guard !name.isEmpty else { throw fail(.missingParameter, "empty user name", expected: expected) }
        return name
    }

    /// Percent-decodes a segment; the bytes must be UTF-8.
    private func decoded(_ segment: Substring) throws(DeepLinkError) -> String {
        guard segment.contains("%") else { return String(segment) }
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
