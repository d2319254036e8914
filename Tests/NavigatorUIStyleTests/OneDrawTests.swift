// A frame's onAppear and onChange run before it is laid out: what they change is in the one frame
// drawn, not drawn a second time over a first one that missed it.
import NavigatorUI
import Observation
import Testing
import TerminalUI

@Suite struct OneDrawTests {
    @Observable final class Feed {
        var items = 0
    }

    struct FeedView: View {
        let feed: Feed
        @State private var changes = 0
        @State private var loaded = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text(loaded ? "Loaded" : "Loading…")
                    Text("Items \(feed.items), changed \(changes) times")
                }
                .onAppear { loaded = true }
                .onChange(of: feed.items) { changes += 1 }
                .navigationTitle("Feed")
            }
        }
    }

    static func frame(_ host: ViewHost) -> (lines: [String], laidOut: Int) {
        var canvas = Canvas(width: 40, height: 8)
        let before = host.app.framesLaidOut
        host.draw(into: &canvas)
        return ((0..<8).map { canvas.line($0) }, host.app.framesLaidOut - before)
    }

    @Test("A frame runs its onAppear, and an onChange of what changed with no key, then lays out once")
    func oneLayoutAFrame() throws {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed))
        var frame = Self.frame(host)
        #expect(frame.lines.contains("  Loaded") && frame.lines.contains("  Items 0, changed 0 times"), "\(frame.lines)")
        #expect(frame.laidOut == 1)
        // A change from outside (a task's, a model's): the next frame shows it with what its onChange did.
        feed.items = 3
        frame = Self.frame(host)
        #expect(frame.lines.contains("  Items 3, changed 1 times"), "\(frame.lines)")
        #expect(frame.laidOut == 1)
    }
}
