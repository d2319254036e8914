// The compiler plugin of `#Preview`. It speaks the compiler's plugin protocol (each message an 8-byte
// little-endian length, then JSON) by hand rather than through swift-syntax: the one macro it expands
// is a textual rewrite, and swift-syntax would add about three minutes to every app's first build.
//
// `#Preview("Name", traits: …) { body }` becomes a function that makes the preview, by calling
// `PreviewDeclaration` with the macro's own arguments as written, and a record of that function in the
// program's `navigator_previews` section, where `App --preview` finds every preview of the program.
import Foundation

/// Expands one `#Preview`: its source as written (`#Preview(…) { … }`, trivia included), the
/// compiler's discriminator of the expansion (what its unique names are made from), and where it is.
func expandPreview(source: String, discriminator: String, fileID: String, line: Int) -> String? {
    guard let arguments = argumentsText(of: source) else { return nil }
    // The location is where the syntax starts, its leading trivia included: the `#` is lines further.
    let line = line + source[..<arguments.startIndex].filter { $0 == "\n" }.count
    // Names as swift-syntax's `makeUniqueName` makes them: the compiler accepts them at file scope.
    func unique(_ name: String) -> String { "\(discriminator)\(name.utf8.count)\(name)fMu_" }
    let make = unique("make"), record = unique("record")
    // `@Previewable` variables become the state of a view whose body is the rest of the preview's.
    var call = "NavigatorUI.PreviewDeclaration\(arguments)"
    var wrapper = ""
    if let (head, body) = trailingClosure(of: arguments) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = lines.filter { $0.drop { $0.isWhitespace }.hasPrefix("@Previewable") }
        if !marked.isEmpty {
            let view = unique("Preview")
            let properties = marked.map { line in
                "    " + line.drop { $0.isWhitespace }.dropFirst("@Previewable".count).drop { $0.isWhitespace }
            }
            let rest = lines.filter { !$0.drop { $0.isWhitespace }.hasPrefix("@Previewable") }
            wrapper = """
                @MainActor private struct \(view): NavigatorUI.View {
                \(properties.joined(separator: "\n"))
                    var body: some NavigatorUI.View {
                \(rest.joined(separator: "\n"))
                    }
                }

                """
            call = "NavigatorUI.PreviewDeclaration\(head){ \(view)() }"
        }
    }
    return wrapper + """
        @MainActor private func \(make)() -> NavigatorUI.PreviewDeclaration {
            \(call).located(fileID: \(literal(fileID)), line: \(line))
        }
        nonisolated private enum \(record) {
            @section("navigator_previews") @used nonisolated static let record: NavigatorUI.PreviewDeclaration.Record = (
                1, { NavigatorUI.PreviewDeclaration.store(\(make), in: $0) }
            )
        }
        """
}

/// What follows the macro's name: `("Name") { … }`, `{ … }`; nil when the source, past its leading
/// trivia (spaces, comments, which may themselves say `#Preview`), doesn't start with a `#` name.
func argumentsText(of source: String) -> Substring? {
    var rest = source[...]
    while true {
        rest = rest.drop { $0.isWhitespace }
        if rest.hasPrefix("//") {
            rest = rest.drop { $0 != "\n" }
        } else if rest.hasPrefix("/*") {
            guard let end = rest.range(of: "*/") else { return nil }
            rest = rest[end.upperBound...]
        } else {
            break
        }
    }
    guard rest.first == "#" else { return nil }
    var index = rest.index(after: rest.startIndex)
    // The name, maybe module-qualified (`#NavigatorUI.Preview`).
    while index < rest.endIndex, rest[index].isLetter || rest[index].isNumber || rest[index] == "_" || rest[index] == "." {
        index = rest.index(after: index)
    }
    return rest[index...]
}

/// The macro's arguments split at their trailing closure: what comes before it (`("Name")`, or
/// nothing), and what is inside its braces; nil without one. String literals are skipped as they are
/// written (a name may hold a brace).
func trailingClosure(of arguments: Substring) -> (head: Substring, body: Substring)? {
    var depth = 0, index = arguments.startIndex, inString = false
    var open: Substring.Index?
    while index < arguments.endIndex {
        let character = arguments[index]
        if inString {
            if character == "\\" {
                index = arguments.index(after: index)
            } else if character == "\"" {
                inString = false
            }
        } else if character == "\"" {
            inString = true
        } else if character == "(" || character == "[" {
            depth += 1
        } else if character == ")" || character == "]" {
            depth -= 1
        } else if character == "{", depth == 0 {
            open = index
            break
        }
        if index < arguments.endIndex { index = arguments.index(after: index) }
    }
    guard let open, let close = arguments.lastIndex(of: "}"), close > open else { return nil }
    return (arguments[..<open], arguments[arguments.index(after: open)..<close])
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}
