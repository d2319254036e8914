import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `navigator --headless --print svg`: the frame `--print screen` prints, as a picture in its colours.
@Suite(.timeLimit(.minutes(2))) struct PictureEndToEndTests {
    /// The frame as text and as a picture, from two runs with the same arguments.
    func frame(_ arguments: [String]) throws -> (screen: [String], svg: SVGDocument) {
        let screen = try Navigator.run(["--headless"] + arguments)
        let picture = try Navigator.run(["--headless", "--print", "svg"] + arguments)
        #expect(screen.status == 0 && picture.status == 0, "\(arguments): \(picture.stderr)")
        #expect(picture.stderr.isEmpty, "\(arguments): \(picture.stderr)")
        let svg = try #require(SVGDocument(picture.stdout), "\(arguments): not well-formed XML")
        var lines = screen.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        lines.removeLast()
        return (lines, svg)
    }

    @Test(arguments: [
        ["--size", "72x14", "myapp:///detail/1/detail/2", "--keys", "enter"],
        ["--size", "72x12", "myapp://profile-edit/johndoe", "--keys", "ctrl-u A n a space 山 田 😀 esc left"],
        ["myapp:///showcase/styled-text"],
        ["--size", "72x16", "myapp:///detail/1/sheet/settings"],
        ["--split", "--size", "100x9", "--keys", "down enter down"],
        ["--size", "40x12", "--keys", "?"],
    ])
    func everyRowOfThePictureIsTheRowPrintScreenPrints(_ arguments: [String]) throws {
        let (screen, svg) = try frame(arguments)
        #expect(svg.rows.count == screen.count)
        #expect(svg.rows.map(\.text) == screen)
        #expect(svg.title == "navigator")
        // The window holds the grid: 8.4 px a column, 17 a row, and its margins.
        let size = arguments.firstIndex(of: "--size").map { arguments[$0 + 1] } ?? "80x24"
        let (columns, rows) = (Int(size.split(separator: "x")[0])!, Int(size.split(separator: "x")[1])!)
        let width = 320 + columns * 84  // tenths of a pixel
        #expect(svg.root["width"] == "\(width / 10)" + (width % 10 == 0 ? "" : ".\(width % 10)"))
        #expect(svg.root["height"] == "\(46 + rows * 17)")
    }

    @Test func theFramesStylesAreInThePicture() throws {
        let (_, detail) = try frame(["--size", "72x14", "myapp:///detail/1/detail/2", "--keys", "enter"])
        // The breadcrumb bar: blue the whole width, its text bright white, the level on top bold.
        #expect(detail.rects.contains { $0["y"] == "0" && $0["x"] == "0" && $0["width"] == "604.8" && $0["fill"] == "#2472c8" })
        #expect(detail.rows[0].spans.map(\.text) == [" Home › Detail 1 › Detail 2 › ", "Detail 3"])
        #expect(detail.rows[0].spans.allSatisfy { $0["fill"] == "#ffffff" })
        #expect(detail.rows[0].spans[1]["font-weight"] == "bold" && detail.rows[0].spans[0]["font-weight"] == nil)
        #expect(detail.rows[1].spans.last?.text == "Detail 3" && detail.rows[1].spans.last?["font-weight"] == "bold")
        // The selected link: cyan behind it, the terminal's background as its text colour (reversed).
        let selected = try #require(detail.rows.firstIndex { $0.text == " ▸ Next" })
        #expect(detail.rows[selected].spans.last?.text == "▸ Next" && detail.rows[selected].spans.last?["fill"] == "#1e1e1e")
        #expect(detail.rects.contains { $0["y"] == "\(selected * 17)" && $0["x"] == "8.4" && $0["fill"] == "#11a8cd" })

        let (_, styled) = try frame(["myapp:///showcase/styled-text"])
        let spans = Dictionary(styled.rows.flatMap(\.spans).map { ($0.text, $0) }) { first, _ in first }
        #expect(spans["bold"]?["font-weight"] == "bold")
        #expect(spans["italic"]?["font-style"] == "italic")
        #expect(spans["underlined"]?["text-decoration"] == "underline")
        #expect(spans["dim"]?["fill"] == "#757575")
        #expect(spans["red"]?["fill"] == "#cd3131" && spans["cyan"]?["fill"] == "#11a8cd")
        #expect(spans["orange"]?["fill"] == "#ff8700" && spans["purple"]?["fill"] == "#af5fff")
        #expect(spans["white on blue"]?["fill"] == "#e5e5e5")
        let onBlue = try #require(styled.rows.firstIndex { $0.spans.contains { $0.text == "white on blue" } })
        #expect(styled.rects.contains { $0["y"] == "\(onBlue * 17)" && $0["width"] == "109.2" && $0["fill"] == "#2472c8" })
    }

    /// Text from a link and from keys reaches the frame: markup, entities, a CDATA end, quotes, an escape
    /// and emoji come out as a well-formed document whose rows are still the screen's.
    @Test func hostileTextMakesAWellFormedPicture() throws {
        let name = "<b>&amp;]]>\"'\u{1B}[31m😀👨‍👩‍👧"
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let (screen, svg) = try frame(["--size", "60x10", "myapp://profile/" + encoded])
        #expect(svg.rows.map(\.text) == screen)
        #expect(screen[0].contains("<b>&amp;]]>\"'␛[31m😀"))
        // At the link prompt: typed, not a link.
        let (typed, prompt) = try frame(["--size", "60x8", "--keys", ": < & ] ] > \" ' 😀 &"])
        #expect(prompt.rows.map(\.text) == typed)
        #expect(typed.contains { $0.contains("<&]]>\"'😀&") })
    }
}

/// The pictures in the README and the articles: drawn by `make pictures` from Resources/pictures.txt,
/// committed, and kept equal to what the app draws now.
@Suite(.timeLimit(.minutes(2))) struct PictureTests {
    static let folder = "Sources/NavigatorUI/NavigatorUI.docc/Resources"

    /// Resources/pictures.txt: each picture's name and arguments.
    static func pictures() throws -> [(name: String, arguments: [String])] {
        try DocumentationTests().read("Resources/pictures.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { line in
                let words = DocumentationTests.shellWords(line)
                return (words[0], Array(words.dropFirst()))
            }
    }

    @Test func theCommittedPicturesAreWhatMakePicturesDrawsNow() throws {
        let pictures = try Self.pictures()
        #expect(pictures.count >= 6)
        for (name, arguments) in pictures {
            let committed = try DocumentationTests().read("\(Self.folder)/\(name).svg")
            let drawn = try Navigator.run(["--headless", "--print", "svg"] + arguments)
            #expect(drawn.status == 0, "\(name): \(drawn.stderr)")
            #expect(committed == drawn.stdout, "\(Self.folder)/\(name).svg is not what the app draws now: run make pictures")
            let svg = try #require(SVGDocument(committed), "\(name).svg is not well-formed")
            #expect(svg.rows.contains { !$0.text.isEmpty })
        }
    }

    /// Every picture drawn is shown, every picture shown is drawn, and the README opens with one.
    @Test func everyPictureIsShownAndTheREADMEOpensWithOne() throws {
        let names = Set(try Self.pictures().map(\.name))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: DocumentationTests.root.appendingPathComponent(Self.folder).path)
            .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        #expect(files == names, "the pictures in \(Self.folder) are those of Resources/pictures.txt")
        let readme = try DocumentationTests().read("README.md")
        var shown: Set<String> = []
        // The README names the files; DocC articles name them as the catalog's resources.
        for match in readme.matches(of: /!\[[^\]]+\]\(([^)]+)\)/) {
            let path = String(match.output.1)
            #expect(path.hasPrefix(Self.folder + "/") && path.hasSuffix(".svg"), "README: \(path)")
            shown.insert(String(path.dropFirst(Self.folder.count + 1).dropLast(4)))
        }
        for article in try DocCArticleTests.articles() {
            for match in try DocumentationTests().read(article).matches(of: /!\[[^\]]+\]\(([^)]+)\)/) {
                let name = String(match.output.1)
                #expect(names.contains(name), "\(article): \(name) is not a picture make pictures draws")
                shown.insert(name)
            }
        }
        #expect(shown == names)
        // The first thing under the title is a picture of the demo.
        let firstContent = readme.split(separator: "\n").dropFirst().first { !$0.isEmpty }
        #expect(firstContent?.hasPrefix("![") == true, "README.md opens with \(firstContent ?? "nothing")")
    }
}

/// An SVG document of `--print svg`, read back with Foundation's XML parser: `nil` when it is not
/// well-formed XML.
nonisolated final class SVGDocument: NSObject, XMLParserDelegate {
    struct Span {
        var attributes: [String: String]
        var text = ""
        subscript(name: String) -> String? { attributes[name] }
    }

    struct Row {
        var spans: [Span] = []
        var text: String { spans.map(\.text).joined() }
    }

    /// The `<svg>` element's attributes.
    private(set) var root: [String: String] = [:]
    /// The rows of cells (the `<text>` elements of the grid's group), in order.
    private(set) var rows: [Row] = []
    /// The backgrounds drawn behind the cells.
    private(set) var rects: [[String: String]] = []
    /// The document's `<title>`.
    private(set) var title: String?
    private var inGrid = false, inTitle = false
    private var span: Span?

    init?(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "svg": root = attributes
        case "g": inGrid = true
        case "title": inTitle = true; title = ""
        case "text" where inGrid: rows.append(Row())
        case "tspan": span = Span(attributes: attributes)
        case "rect" where inGrid: rects.append(attributes)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "g": inGrid = false
        case "title": inTitle = false
        case "tspan":
            if let span { rows[rows.count - 1].spans.append(span) }
            span = nil
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if span != nil { span!.text += string } else if inTitle { title! += string }
    }
}
