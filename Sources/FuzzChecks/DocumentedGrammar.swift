/// The grammars of navigator's outside input as the README and the manual page document them, written
/// again here, independently of the parsers and without their helpers, so that the fuzz checks can
/// tell a parser that accepts too much (or too little) from one that agrees with its documentation.
///
/// Everything is done on Unicode scalars and bytes, the way a URL or a shell word is written: a
/// combining mark after `/` or `?` doesn't make them something else.
enum DocumentedGrammar {
    // MARK: --size WxH (README: "--size WxH", columns x rows, each from 1 to 10,000)

    static func acceptsSize(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let x = bytes.firstIndex(of: UInt8(ascii: "x")) else { return false }
        return sizeNumber(bytes[..<x]) && sizeNumber(bytes[(x + 1)...])
    }

    /// Decimal digits, value 1 through 10,000, at most five digits (the manual's "1 to 10000").
    private static func sizeNumber(_ digits: ArraySlice<UInt8>) -> Bool {
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(isDigit) else { return false }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return value >= 1 && value <= 10_000
    }

    // MARK: --keys (README: names, one character, resize:WxH, or click:COL,ROW, right-click:COL,ROW,
    // wheel-up:COL,ROW, wheel-down:COL,ROW, separated by white space)

    static let keyNames: Set<String> = [
        "up", "down", "left", "right", "enter", "backspace", "esc", "tab", "space", "home", "end", "pgup", "pgdn",
        "delete", "ctrl-a", "ctrl-e", "ctrl-u", "ctrl-w",
    ]

    /// The words of a script: runs of bytes between ASCII white space (space, tab, LF, VT, FF, CR).
    static func keyWords(_ script: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in script.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `COL,ROW`: each one to five digits, 1 through 10,000 (README "The mouse").
    static func acceptsCell(_ bytes: [UInt8]) -> Bool {
        guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else { return false }
        return sizeNumber(bytes[..<comma]) && sizeNumber(bytes[(comma + 1)...])
    }

    static func acceptsKeyWord(_ word: String) -> Bool {
        if keyNames.contains(word) { return true }
        // ctrl-a … ctrl-z (README: a Ctrl key and a lowercase letter).
        if word.utf8.count == 6, word.utf8.starts(with: "ctrl-".utf8), let last = word.utf8.last, (0x61...0x7A).contains(last) { return true }
        if word.utf8.starts(with: "resize:".utf8) { return acceptsSize(String(decoding: word.utf8.dropFirst(7), as: UTF8.self)) }
        for action in ["click:", "right-click:", "wheel-up:", "wheel-down:"] where word.utf8.starts(with: action.utf8) {
            return acceptsCell(Array(word.utf8.dropFirst(action.utf8.count)))
        }
        // One character: one grapheme that is not white space.
        return word.count == 1 && !word.first!.isWhitespace
    }

    // MARK: Deep links (README "Deep links")

    static let colors = ["mint", "red", "pink"]
    static let recipes = ["apple-pie", "chocolate-cake"]
    static let showcases = ["recipe-picker", "render-time-push", "nested-stack", "loading", "styled-text"]
    static let maxTextCharacters = 100

    static func acceptsLink(_ link: String) -> Bool {
        let scalars = Array(link.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":") else { return false }
        // The scheme, compared without case (RFC 3986 3.1).
        let scheme = String(String.UnicodeScalarView(scalars[..<colon]))
        guard scheme.utf8.count == 5, zip(scheme.utf8, "myapp".utf8).allSatisfy({ $0 | 0x20 == $1 }) else { return false }
        var rest = Array(scalars[(colon + 1)...])
        guard rest.starts(with: ["/", "/"]) else { return false }
        rest.removeFirst(2)
        // No query, no fragment.
        guard !rest.contains("?"), !rest.contains("#") else { return false }
        if rest.first == "/" {
            guard let parts = segments(Array(rest.dropFirst())) else { return false }
            return acceptsTree(parts)
        }
        guard let parts = segments(rest), let host = parts.first else { return false }
        switch host {
        case "detail": return parts.count == 2 && isID(parts[1])
        case "profile", "profile-edit": return parts.count == 2 && isText(parts[1])
        case "settings": return parts.count == 1
        default: return false
        }
    }

    // MARK: Split view links (README "The split view's links")

    /// The content column's items of each category, as the stack's segments write them.
    static let categories: [String: [(keyword: String, parameter: String?)]] = [
        "routes": [("detail", "1"), ("detail", "42"), ("profile", "johndoe"), ("settings", nil)],
        "colors": colors.map { ("color", $0) },
        "recipes": recipes.map { ("recipe", $0) },
    ]
    static let columns = ["automatic", "all", "double-column", "detail-only"]
    static let focuses = ["sidebar", "content", "detail"]

    /// `myapp://split[/CATEGORY[/ITEM[/VALUE…]]][?columns=COLUMNS][#FOCUS]`: the scheme and host without
    /// case; CATEGORY percent-decoded; ITEM one of the category's, its parameter compared once read
    /// (a detail ID by value, names percent-decoded); VALUE… as after `myapp:///`; the query and the
    /// fragment exactly as documented.
    static func acceptsSplitLink(_ link: String) -> Bool {
        var scalars = Array(link.unicodeScalars)
        let prefix = Array("myapp://split".unicodeScalars)
        guard scalars.count >= prefix.count,
              zip(scalars, prefix).allSatisfy({ $0 == $1 || (("A"..."Z").contains($0) && $0.value + 0x20 == $1.value) })
        else { return false }
        scalars.removeFirst(prefix.count)
        if let hash = scalars.firstIndex(of: "#") {
            guard focuses.contains(String(String.UnicodeScalarView(scalars[(hash + 1)...]))) else { return false }
            scalars.removeSubrange(hash...)
        }
        if let mark = scalars.firstIndex(of: "?") {
            let query = String(String.UnicodeScalarView(scalars[(mark + 1)...]))
            guard query.hasPrefix("columns="), columns.contains(String(query.dropFirst("columns=".count))) else { return false }
            scalars.removeSubrange(mark...)
        }
        guard scalars.isEmpty || scalars.first == "/" else { return false }
        guard let parts = segments(Array(scalars.dropFirst())) else { return false }
        guard let first = parts.first else { return true }
        guard let category = decoded(first), let items = categories[category] else { return false }
        guard parts.count > 1 else { return true }
        let keyword = parts[1]
        guard let item = items.first(where: { $0.keyword == keyword }) else { return false }
        var rest = 2
        if item.parameter != nil {
            guard parts.count > 2 else { return false }
            let matches = items.contains { candidate in
                guard candidate.keyword == keyword, let expected = candidate.parameter else { return false }
                if keyword == "detail" {
                    guard isID(parts[2]), let text = decoded(parts[2]) else { return false }
                    return text.drop { $0 == "0" } == expected.drop { $0 == "0" }
                }
                return decoded(parts[2]) == expected
            }
            guard matches else { return false }
            rest = 3
        }
        return acceptsTree(Array(parts[rest...]))
    }

    /// Segments between single slashes, one trailing slash allowed; `nil` for an empty one.
    private static func segments(_ scalars: [Unicode.Scalar]) -> [String]? {
        if scalars.isEmpty { return [] }
        var parts: [String] = [""]
        for scalar in scalars {
            if scalar == "/" { parts.append("") } else { parts[parts.count - 1].unicodeScalars.append(scalar) }
        }
        if parts.last == "" { parts.removeLast() }
        return parts.contains("") ? nil : parts
    }

    private static func acceptsTree(_ parts: [String]) -> Bool {
        var index = 0
        while index < parts.count {
            var keyword = parts[index]
            if keyword == "sheet" || keyword == "cover" {
                index += 1
                guard index < parts.count else { return false }
                keyword = parts[index]
                if keyword == "sheet" || keyword == "cover" { return false }
            }
            let parameter = index + 1 < parts.count ? parts[index + 1] : nil
            switch keyword {
            case "settings", "edit-profile":
                index += 1
                continue
            case "detail": guard let parameter, isID(parameter) else { return false }
            case "profile", "draft": guard let parameter, isText(parameter) else { return false }
            case "number": guard let parameter, isNumber(parameter) else { return false }
            case "rows": guard let parameter, isRowCount(parameter) else { return false }
            case "color": guard let parameter, decoded(parameter).map(colors.contains) == true else { return false }
            case "recipe": guard let parameter, decoded(parameter).map(recipes.contains) == true else { return false }
            case "showcase": guard let parameter, decoded(parameter).map(showcases.contains) == true else { return false }
            default: return false
            }
            index += 2
        }
        return true
    }

    /// `detail/ID`: a whole number from 0 to Int.max, decimal digits only.
    private static func isID(_ segment: String) -> Bool {
        guard let text = decoded(segment) else { return false }
        return fitsInt(Array(text.utf8), negative: false)
    }

    /// `rows/N`: a whole number from 0 to 10,000,000, decimal digits only.
    private static func isRowCount(_ segment: String) -> Bool {
        guard let text = decoded(segment), fitsInt(Array(text.utf8), negative: false) else { return false }
        let significant = text.utf8.drop { $0 == 0x30 }
        return significant.count < 8 || (significant.count == 8 && Int(String(Substring(significant)))! <= 10_000_000)
    }

    /// `number/N`: a whole number from Int.min to Int.max, a minus sign allowed.
    private static func isNumber(_ segment: String) -> Bool {
        guard let text = decoded(segment) else { return false }
        var bytes = Array(text.utf8)
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes.removeFirst() }
        return fitsInt(bytes, negative: negative)
    }

    private static func fitsInt(_ digits: [UInt8], negative: Bool) -> Bool {
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return false }
        let significant = Array(digits.drop { $0 == 0x30 })
        let limit = Array((negative ? "9223372036854775808" : "9223372036854775807").utf8)
        if significant.count != limit.count { return significant.count < limit.count }
        return significant.lexicographicallyPrecedes(limit) || significant == limit
    }

    /// A user name or text: 1 to 100 characters once percent-decoded.
    private static func isText(_ segment: String) -> Bool {
        guard let text = decoded(segment) else { return false }
        return (1...maxTextCharacters).contains(text.count)
    }

    /// Percent-decoding: `%` and two hex digits is a byte; the bytes must be UTF-8.
    static func decoded(_ segment: String) -> String? {
        let bytes = Array(segment.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "%") {
                out.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
            out.append(high * 16 + low)
            index += 3
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
