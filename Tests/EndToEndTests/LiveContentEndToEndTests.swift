import Foundation
import Testing

/// Issue 11, point 2, through the binary: a screen's content arrives with no key pressed, and leaving
/// the screen cancels its load.
@Suite(.timeLimit(.minutes(2))) struct LiveContentEndToEndTests {
    @Test func theLoadedContentArrivesWithNoKeyPressed() throws {
        let session = try TmuxSession(arguments: ["myapp:///showcase/loading"])
        // No key is sent: the screen's task loads the catalogue and the model it sets redraws.
        let screen = try session.waitFor("the loaded content") { $0.count > 1 && $0[1] == " Loaded" }
        #expect(screen[0] == " Home › Loading")
        #expect(screen.contains { $0.contains("Apple Pie") })
        try session.send("e")
        try session.waitForText("Loaded the catalogue")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func goingBackBeforeItLoadsCancelsTheLoad() throws {
        // The loading screen is under another: the first Left uncovers it, Down acts on it (so it is
        // built and its task starts), the second Left leaves it: one burst, well inside its half second.
        let session = try TmuxSession(arguments: ["myapp:///showcase/loading/showcase/recipe-picker"])
        try session.waitForText("Pick a Recipe")
        try session.send("Left", "Down", "Left")
        try session.waitFor("Home") { $0.first == " Home" }
        try session.send("e")
        let log = try session.waitForText("Cancelled loading the catalogue")
        #expect(!log.contains { $0.contains("Loaded the catalogue") })
        // Long after the load would have ended, it still has not: it was cancelled, not finished.
        Thread.sleep(forTimeInterval: 0.7)
        #expect(!(try session.screen()).contains { $0.contains("Loaded the catalogue") })
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func headlessModeDrawsTheFirstFrame() throws {
        // Headless mode prints the frame after the keys; tasks get no time there (navigator's
        // --task-limit is 0 unless given), so it shows the state a screen starts in.
        let result = try Navigator.run(["--headless", "--size", "60x8", "myapp:///showcase/loading"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 1 && lines[1] == " Loading…", "\(result.stdout)")
        // Given time, as every App's headless run, it lets the screens' tasks load first (issue 23).
        let loaded = try Navigator.run(["--headless", "--size", "60x8", "--task-limit", "5", "myapp:///showcase/loading"])
        #expect(loaded.status == 0 && !loaded.stdout.contains("Loading…"), "\(loaded.stdout)")
    }
}
