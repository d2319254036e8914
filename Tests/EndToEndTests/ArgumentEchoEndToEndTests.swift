import Foundation
import Testing

/// Arguments are outside text: an error that quotes one shows it inert, and a link after `--` is a
/// link even when it starts with `-`.
struct ArgumentEchoEndToEndTests {
    static let escapes = ["\u{1B}", "\u{07}", "\u{9B}"]

    static func expectInert(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for escape in escapes {
            #expect(!text.contains(escape), "raw \(escape.unicodeScalars.first!.value) in \(text.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test func anUnknownOptionWithAnEscapeIsEchoedAsVisibleSymbols() throws {
        let sandbox = try Sandbox()
        let result = try Navigator.run(["-\u{1B}]2;PWNED\u{07}"], environment: sandbox.environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains("-␛]2;PWNED␇"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        Self.expectInert(result.stderr)
    }

    @Test(arguments: [["--headless", "--size", "\u{1B}[31m80x24"], ["--headless", "--print", "\u{1B}]2;PWNED\u{07}"]])
    func aBadOptionValueIsEchoedAsVisibleSymbols(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try Navigator.run(arguments, environment: sandbox.environment)
        #expect(result.status == 64)
        #expect(result.stderr.contains("␛"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        Self.expectInert(result.stderr)
    }

    @Test func aLinkAfterDoubleDashIsALinkEvenWhenItStartsWithADash() throws {
        let sandbox = try Sandbox()
        let before = sandbox.snapshot()
        let result = try Navigator.run(["--headless", "--", "-x"], environment: sandbox.environment)
        #expect(result.status == 64)
        #expect(result.stderr == "error: not a URL in '-x' (expected myapp://HOST/… or myapp:///ROUTE/…, e.g. myapp://profile-edit/johndoe)\n")
        let help = try Navigator.run(["--headless", "--", "-h"], environment: sandbox.environment)
        #expect(help.status == 64 && help.stdout.isEmpty, "not the help: \(help.stdout)")
        #expect(sandbox.snapshot() == before)
    }

    @Test func aGoodLinkAfterDoubleDashOpens() throws {
        let sandbox = try Sandbox()
        let result = try Navigator.run(["--headless", "--print", "url", "--", "myapp://profile-edit/johndoe"], environment: sandbox.environment)
        #expect(result.status == 0)
        #expect(result.stdout == "myapp:///profile/johndoe/edit-profile\n")
    }

    @Test func helpStillGoesToStdoutWithStatusZero() throws {
        let sandbox = try Sandbox()
        let result = try Navigator.run(["--help"], environment: sandbox.environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("navigator -- \"$LINK\""))
        #expect(result.stderr.isEmpty)
    }
}
