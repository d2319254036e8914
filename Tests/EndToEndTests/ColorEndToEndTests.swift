import Foundation
import Testing

/// Colour in a real terminal (tmux): drawn where the terminal has colours, never with `NO_COLOR` or on
/// a monochrome terminal type, where the attributes alone remain. `capture-pane -e` gives back the SGR
/// sequences of what is on screen.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ColorEndToEndTests {
    /// The parameters of the SGR sequences on screen (`ESC[1;7m` gives 1 and 7; `ESC[38;5;208m` gives
    /// `38;5;208`, kept whole).
    static func sgr(_ styled: String) -> Set<String> {
        var found: Set<String> = []
        for match in styled.matches(of: /\x1B\[([0-9;]*)m/) {
            var parameters = match.output.1.split(separator: ";").map(String.init)
            while !parameters.isEmpty {
                let first = parameters.removeFirst()
                if (first == "38" || first == "48"), parameters.first == "5", parameters.count >= 2 {
                    found.insert("\(first);5;\(parameters[1])")
                    parameters.removeFirst(2)
                } else {
                    found.insert(first)
                }
            }
        }
        return found
    }

    /// Parameters that set a colour (39 and 49, back to the default, set none).
    static func colors(_ parameters: Set<String>) -> Set<String> {
        parameters.filter { parameter in
            if parameter.hasPrefix("38;") || parameter.hasPrefix("48;") { return true }
            guard let n = Int(parameter) else { return false }
            return (30...37).contains(n) || (40...47).contains(n) || (90...97).contains(n) || (100...107).contains(n)
        }
    }

    /// The styled-text showcase in a terminal of type `term`, with `environment` added; its SGR parameters.
    func showcase(term: String, _ environment: [String: String] = [:]) throws -> (Set<String>, [String]) {
        let session = try TmuxSession(arguments: ["--new-instance", "myapp:///showcase/styled-text"],
                                      environment: ["TERM": term, "NO_COLOR": ""].merging(environment) { $1 })
        let screen = try session.waitFor("the whole frame") {
            $0.count > 23 && $0[0] == " Home › Styled Text" && $0[23].hasPrefix(" ↑↓ select")
        }
        let parameters = Self.sgr(try session.styledScreen())
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        return (parameters, screen)
    }

    @Test func a256ColourTerminalShowsTheColoursOfSpansAndOfTheChrome() throws {
        let (parameters, screen) = try showcase(term: "xterm-256color")
        #expect(screen.contains("  Basic colours: red, green, yellow, blue, magenta, cyan. From the 256:"))
        // Basic colours as themselves, the 256 by index, a background, and the attributes.
        #expect(parameters.isSuperset(of: ["31", "32", "33", "34", "35", "36", "44"]), "\(parameters.sorted())")
        #expect(parameters.isSuperset(of: ["38;5;208", "38;5;211", "38;5;135"]), "\(parameters.sorted())")
        #expect(parameters.isSuperset(of: ["1", "2", "3", "4", "7"]), "\(parameters.sorted())")
        #expect(parameters.contains("107"))  // the breadcrumb bar's bright white, reversed
    }

    @Test func anEightColourTerminalGetsTheNearestBasicColours() throws {
        let (parameters, _) = try showcase(term: "xterm")
        #expect(!Self.colors(parameters).isEmpty)
        #expect(Self.colors(parameters).allSatisfy { Int($0).map { (30...37).contains($0) || (40...47).contains($0) } == true },
                "\(parameters.sorted())")
    }

    @Test func noColorTurnsColourOffAndKeepsTheAttributes() throws {
        let (parameters, screen) = try showcase(term: "xterm-256color", ["NO_COLOR": "1"])
        #expect(screen.contains("  Basic colours: red, green, yellow, blue, magenta, cyan. From the 256:"))
        #expect(Self.colors(parameters).isEmpty, "\(parameters.sorted())")
        #expect(parameters.isSuperset(of: ["1", "3", "4", "7"]), "\(parameters.sorted())")
    }

    @Test func aMonochromeTerminalTypeGetsAttributesOnly() throws {
        let (parameters, screen) = try showcase(term: "vt100")
        #expect(screen[1] == " Styled Text")
        #expect(Self.colors(parameters).isEmpty, "\(parameters.sorted())")
        #expect(parameters.isSuperset(of: ["1", "7"]), "\(parameters.sorted())")
    }
}
