// The programs link FoundationEssentials, never the whole of Foundation: one call of a full-Foundation
// API (`replacingOccurrences`, `JSONSerialization`, a formatter) links 50 MB of it, ICU included, into
// every app built on NavigatorUI, and start-up pays for its conformances (+30% instructions, stop 23).
import Foundation
import Testing

// Three minutes: the run is a second, but in its shard it waits for one of the few threads the tests
// waiting on their children hold (two CI runs on a loaded machine took more than the one it had).
@Suite(.timeLimit(.minutes(3))) struct LinkedFoundationTests {
    @Test(arguments: ["navigator", "MailAppFixture"])
    func theProgramLinksNoFullFoundation(_ name: String) throws {
        let path = Navigator.builtExecutable(name)
        let process = Process()
        // Only the symbols looked for come back through the pipe (grep): the program's whole table is
        // hundreds of thousands of lines, which a debug test binary took over a minute to split on a
        // loaded machine.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"nm --defined-only "$1" | grep -E '\$s10(Navigation|Foundation)| ucol_'"#, "sh", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let symbols = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!symbols.isEmpty, "nm ran")
        #expect(symbols.contains("$s10Navigation"), "nm read the program's symbols (the Navigation module's are there)")
        // Foundation's own module (`10Foundation`) and ICU: none of either. (Combine's `Timer.publish`
        // is named in Foundation's `Timer`, as an extension of it (`…TimerC7CombineE…`): navigator's
        // code, which calls none of Foundation's.)
        let foundation = symbols.split(separator: "\n").filter {
            ($0.contains("$s10Foundation") && !$0.contains("C7CombineE")) || $0.contains(" ucol_")
        }
        #expect(foundation.isEmpty, "\(name) links the whole Foundation: \(foundation.prefix(3))")
    }
}
