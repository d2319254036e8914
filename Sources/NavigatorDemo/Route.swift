/// The demo app's destinations, as in the iOS 26 guide (seed 004).
///
/// A route read from outside, from a deep link (`DeepLink`) or from a saved tree (`init(from:)`),
/// passes the same checks (`check()`): every tree the app shows prints a URL that reopens it, and no
/// screen is built from a value its views can't take (a negative row count, say).
nonisolated package enum Route: Hashable, Codable, Sendable {
    case detail(id: Int)
    case settings
    case profile(username: String)
    case editProfile
    /// A list of `count` rows, "Row 1" … "Row N", each pushing `detail(id:)` of its number.
    case rows(count: Int)

    /// Reads a saved route as Swift's synthesized `Codable` writes it (`{"detail":{"id":42}}`), and
    /// refuses a parameter the deep links refuse: the decoding fails as for any JSON its type can't
    /// read, and the restore shows that value as unreadable with a notice saying what was expected.
    package init(from decoder: any Decoder) throws {
        let route: Route
        do {
            route = try SavedRoute(from: decoder).route
        } catch DecodingError.typeMismatch(let type, let context) where type == SavedRoute.self {
            throw DecodingError.typeMismatch(Route.self, context)  // the type a message names is Route
        }
        do {
            try route.check()
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
        self = route
    }

    /// The title in the breadcrumbs and at the top of the screen.
    package var title: String {
        switch self {
        case .detail(let id): return "Detail \(id)"
        case .settings: return "Settings"
        case .profile(let username): return username
        case .editProfile: return "Edit Profile"
        case .rows(let count): return "\(count) Rows"
        }
    }
}

// MARK: The rules of a route's parameters

/// A value outside the rules of its parameter: what is wrong with it, and what would be right.
nonisolated package struct ParameterError: Error, Equatable, CustomStringConvertible {
    package let kind: DeepLinkError.Kind
    /// What is wrong, naming the value: "detail id -5 is out of range".
    package let problem: String
    /// What would be right: "expected detail/ID, ID a whole number from 0 to 9223372036854775807".
    package let expected: String

    package var description: String { "\(problem) (\(expected))" }
}

nonisolated extension Route {
    /// The detail ids a route may hold.
    package static let detailIDs = 0...Int.max
    /// How many rows `rows(count:)` may have.
    package static let rowCounts = 0...10_000_000

    /// How many rows a list of `rows(count:)` shows: `count`, brought within `rowCounts` for a route
    /// made in code (one read from outside is checked), so that no list is built from -1 or `Int.max`.
    package static func listedRows(_ count: Int) -> Int {
        min(max(count, rowCounts.lowerBound), rowCounts.upperBound)
    }
    /// How many characters a user name has.
    package static let usernameLengths = 1...100

    /// Checks each parameter against its rules, the deep links' (`DeepLink`'s grammar reads them with
    /// these same checks): throws for the first that breaks one.
    package func check() throws(ParameterError) {
        switch self {
        case .detail(let id): try Self.checkDetailID(id)
        case .profile(let username): try Self.checkUsername(username)
        case .rows(let count): try Self.checkRowCount(count)
        case .settings, .editProfile: break
        }
    }

    /// `usage`: how the parameter is written, for the message (`myapp://detail/ID` in a host's link).
    package static func checkDetailID(_ id: Int, usage: String = "detail/ID") throws(ParameterError) {
        guard !detailIDs.contains(id) else { return }
        throw ParameterError(kind: .outOfRange, problem: "detail id \(id) is out of range", expected: detailIDExpected(usage: usage))
    }

    package static func detailIDExpected(usage: String = "detail/ID") -> String {
        "expected \(usage), ID a whole number from \(detailIDs.lowerBound) to \(detailIDs.upperBound)"
    }

    package static func checkRowCount(_ count: Int) throws(ParameterError) {
        guard !rowCounts.contains(count) else { return }
        throw ParameterError(kind: .outOfRange, problem: "row count \(count) is out of range", expected: rowCountExpected)
    }

    package static var rowCountExpected: String {
        "expected rows/N, N a whole number from \(rowCounts.lowerBound) to \(rowCounts.upperBound)"
    }

    package static func checkUsername(_ name: String, usage: String = "profile/USERNAME") throws(ParameterError) {
        let expected = usernameExpected(usage: usage)
        try checkLength(of: name, in: usernameLengths, expected: expected, tooLong: { "user name of \($0) characters is too long" },
                        empty: ParameterError(kind: .missingParameter, problem: "empty user name", expected: expected))
    }

    package static func usernameExpected(usage: String = "profile/USERNAME") -> String {
        "expected \(usage), USERNAME \(usernameLengths.lowerBound) to \(usernameLengths.upperBound) characters, percent-encoded"
    }

    /// Throws `empty` for an empty `text`, and `tooLong`'s message for one past the range (counted in
    /// characters, as titles are; a long text is counted only as far as needed).
    static func checkLength(of text: String, in lengths: ClosedRange<Int>, expected: String,
                            tooLong: (String) -> String, empty: ParameterError) throws(ParameterError) {
        if text.isEmpty { throw empty }
        // A character is at least one byte: a short text needs no counting, a long one only up to the limit.
        guard text.utf8.count > lengths.upperBound,
              let limit = text.index(text.startIndex, offsetBy: lengths.upperBound, limitedBy: text.endIndex),
              limit != text.endIndex
        else { return }
        // Past the limit: counted up to a bound, so that a huge text costs no more than a long one.
        let shown = text.utf8.count > 1_000_000 ? "more than \(lengths.upperBound)" : "\(text.count)"
        throw ParameterError(kind: .outOfRange, problem: tooLong(shown), expected: expected)
    }
}

nonisolated extension Draft {
    /// How many characters a draft's text has.
    package static let textLengths = Route.usernameLengths

    package static func checkText(_ text: String, usage: String = "draft/TEXT") throws(ParameterError) {
        let expected = textExpected(usage: usage)
        try Route.checkLength(of: text, in: textLengths, expected: expected, tooLong: { "text of \($0) characters" },
                              empty: ParameterError(kind: .outOfRange, problem: "text of 0 characters", expected: expected))
    }

    package static func textExpected(usage: String = "draft/TEXT") -> String {
        "expected \(usage), TEXT \(textLengths.lowerBound) to \(textLengths.upperBound) characters, percent-encoded"
    }
}

/// A route's coded form, as Swift synthesizes `Codable` for `Route` (the same case and parameter
/// names): what `Route.init(from:)` reads before it checks the parameters.
nonisolated private enum SavedRoute: Decodable {
    case detail(id: Int)
    case settings
    case profile(username: String)
    case editProfile
    case rows(count: Int)

    var route: Route {
        switch self {
        case .detail(let id): return .detail(id: id)
        case .settings: return .settings
        case .profile(let username): return .profile(username: username)
        case .editProfile: return .editProfile
        case .rows(let count): return .rows(count: count)
        }
    }
}

nonisolated extension Route: CustomStringConvertible {
    package var description: String {
        switch self {
        case .detail(let id): return "Route.detail(id: \(id))"
        case .settings: return "Route.settings"
        case .profile(let username): return "Route.profile(username: \(username.debugDescription))"
        case .editProfile: return "Route.editProfile"
        case .rows(let count): return "Route.rows(count: \(count))"
        }
    }
}
