import Foundation
import Testing

/// The demo's long list, `myapp:///rows/N`, through the real binary.
@Suite(.timeLimit(.minutes(2))) struct LongListEndToEndTests {
    static func screen(_ arguments: [String]) throws -> [String] {
        let result = try Navigator.run(["--headless"] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func selected(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix(" ▸ ") }.map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces.union(["↑", "↓"])) }
    }

    @Test func endThenEnterOpensTheLastOfAMillionRows() throws {
        let lines = try Self.screen(["myapp:///rows/1000000", "--keys", "end enter"])
        #expect(lines.first == " Home › 1000000 Rows › Detail 1000000")
        let url = try Navigator.run(["--headless", "--print", "url", "myapp:///rows/1000000", "--keys", "end enter"])
        #expect(url.stdout == "myapp:///rows/1000000/detail/1000000\n")
    }

    @Test func theListShowsRowsAndPgDnMovesByAPage() throws {
        let first = try Self.screen(["--size", "80x24", "myapp:///rows/10000000"])
        #expect(first.first == " Home › 10000000 Rows")
        #expect(Self.selected(first) == "Row 1" && first[3] == " ▸ Row 1" && first[22].hasPrefix("   Row 20 "))
        #expect(first[23].contains("PgUp/PgDn page"))
        // The body shows 22 lines: a page is 21, and the view moves with the selection.
        let paged = try Self.screen(["--size", "80x24", "myapp:///rows/10000000", "--keys", "pgdn"])
        #expect(Self.selected(paged) == "Row 22" && paged[3] == " ▸ Row 22" && paged[1].hasPrefix("   Row 20 "))
        let back = try Self.screen(["--size", "80x24", "myapp:///rows/10000000", "--keys", "pgdn pgdn pgup"])
        #expect(back == paged)
    }

    @Test func goingBackKeepsTheSelectionAndTheScroll() throws {
        let keys = "end pgup up up up"
        let left = try Self.screen(["myapp:///rows/1000000", "--keys", keys])
        #expect(Self.selected(left) == "Row 999976")
        let opened = try Self.screen(["myapp:///rows/1000000", "--keys", keys + " enter enter"])
        #expect(opened.first == " Home › 1000000 Rows › Detail 999976 › Detail 999977")
        let returned = try Self.screen(["myapp:///rows/1000000", "--keys", keys + " enter enter left left"])
        #expect(returned == left)
    }

    @Test func homeReachesTheListAndNoRowsIsAnEmptyState() throws {
        let fromHome = try Self.screen(["myapp:///", "--keys", "end enter"])
        #expect(fromHome.first == " Home › 1000000 Rows")
        let empty = try Self.screen(["--size", "60x10", "myapp:///rows/0", "--keys", "down end pgdn enter"])
        #expect(empty.first == " Home › 0 Rows" && empty.contains("  No rows."))
        #expect(Self.selected(empty) == nil)
    }

    @Test(arguments: ["myapp:///rows/10000001", "myapp:///rows/-1", "myapp:///rows/x", "myapp:///rows",
                      "myapp:///rows/99999999999999999999", "myapp:///rows/1.5"])
    func aBadRowCountExits64(link: String) throws {
        let result = try Navigator.run(["--headless", link])
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("rows/N, N a whole number from 0 to 10000000"), "\(result.stderr)")
    }
}
