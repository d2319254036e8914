import Foundation
import NavigatorUI
import Testing

/// `TextField(_:value:format:)`, as SwiftUI forms take a number (WeSplit's amount, a converter's
/// input): it did not compile.
@MainActor @Suite struct FormattedFieldTests {
    struct Split: View {
        @State private var amount = 12.0
        @State private var people = 2
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Amount", value: $amount, format: .number)
                    TextField("People", value: $people, format: .number)
                    Button("Reset") { amount = 0 }
                }
                .navigationTitle("Each \(amount / Double(max(1, people)))")
            }
        }
    }

    static func frame(_ keys: String) throws -> [String] {
        Headless.run(ViewHost(Split()), size: TerminalSize(width: 40, height: 10), keys: try Key.parseScript(keys)).lines
    }

    @Test("The value formatted is the field's text; what is typed sets the value each time it parses, and stays as typed")
    func typing() throws {
        #expect(Array(try Self.frame("").prefix(6)) == [" Each 6.0", " Each 6.0", "", " ▸ Amount: 12", "   People: 2", "   Reset"])
        // `12.` parses as 12 and stays `12.`; `12.5` sets 12.5.
        let dot = try Self.frame("enter .")
        #expect(dot[0] == " Each 6.0" && dot[3] == " ▸ Amount: 12.", "\(dot)")
        let half = try Self.frame("enter . 5 enter enter backspace 5 enter")
        #expect(half[0] == " Each 2.5" && half[3] == "   Amount: 12.5" && half[4] == "   People: 5", "\(half)")
        // What doesn't parse leaves the value as it was: `1` set 1, and then neither `` nor `x` parses.
        let unparsed = try Self.frame("enter backspace backspace x")
        #expect(unparsed[0] == " Each 0.5" && unparsed[3] == " ▸ Amount: x", "\(unparsed)")
    }

    @Test("A value changed elsewhere is the field's text again, formatted")
    func changedElsewhere() throws {
        let lines = try Self.frame("enter 3 enter down enter")
        #expect(lines[0] == " Each 0.0" && lines[3] == "   Amount: 0", "\(lines)")
    }

    /// A real app's quiz: the answer is `nil` until one is typed.
    struct Quiz: View {
        @State private var answer: Int?
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Your answer", value: $answer, format: .number)
                }
                .navigationTitle(answer.map { "Answer \($0)" } ?? "No answer")
            }
        }
    }

    @Test("An optional value: the field is empty while it is nil, a number typed sets it, and emptied the field sets nil")
    func optionalValue() throws {
        func frame(_ keys: String) throws -> [String] {
            Headless.run(ViewHost(Quiz()), size: TerminalSize(width: 40, height: 8), keys: try Key.parseScript(keys)).lines
        }
        #expect(Array(try frame("").prefix(4)) == [" No answer", " No answer", "", " ▸ Your answer:"])
        #expect(try frame("enter 4 2")[0] == " Answer 42")
        #expect(try frame("enter 4 2 backspace backspace")[0] == " No answer")
        #expect(try frame("enter 4 x")[0] == " Answer 4")
    }

    /// WeSplit's check amount, in dollars.
    struct Check: View {
        @State private var amount = 0.0
        var body: some View {
            NavigationStack {
                Form {
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    TextField("Plain", value: $amount, format: .number)
                }
                .navigationTitle("Check")
            }
        }
    }

    @Test("Once the editing ends (Enter, Esc, the selection leaving), the field shows its value formatted, not what was typed")
    func formattedOnceEdited() throws {
        func frame(_ keys: String) throws -> [String] {
            Headless.run(ViewHost(Check()), size: TerminalSize(width: 40, height: 8), keys: try Key.parseScript(keys)).lines
        }
        let zero = try frame("")[3]
        #expect(zero.hasSuffix("0.00") && zero.contains("$"), "\(zero)")
        let typing = try frame("enter ctrl-u 1 0 0")
        #expect(typing[3] == " ▸ Amount: 100" && typing[4] == "   Plain: 100", "as typed while it is edited: \(typing)")
        for end in ["enter", "esc", "down"] {
            let ended = try frame("enter ctrl-u 1 0 0 \(end)")
            #expect(ended[3].hasSuffix("100.00") && ended[3].contains("$"), "after \(end): \(ended)")
        }
        let plain = try frame("down enter 1 2 . esc")
        #expect(plain[4] == " ▸ Plain: 12" && plain[3].hasSuffix("12.00"), "\(plain)")
    }
}
