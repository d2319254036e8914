// `.refreshable` as SwiftUI code writes it: `r` runs the action as a task, the footer says so while it
// runs, and the screen is drawn again when it returns.
import NavigatorUI
import Testing

@Observable @MainActor private final class Feed {
    var posts = ["First post"]
    var loads = 0

    func reload() async {
        loads += 1
        await Task.yield()
        posts.insert("Post \(loads + 1)", at: 0)
    }
}

private struct FeedView: View {
    var feed: Feed
    @State private var refreshedAt = 0

    var body: some View {
        NavigationStack {
            Text("Refreshed \(refreshedAt) times")
            List(feed.posts, id: \.self) { post in
                Text(post)
            }
            .refreshable {
                await feed.reload()
                refreshedAt += 1
            }
            .navigationTitle("Feed")
        }
    }
}

@MainActor @Suite struct RefreshableTests {
    static let size = TerminalSize(width: 70, height: 10)

    @Test("r runs the refresh as a task: the footer says refreshing… until it returns, then the screen shows what it did")
    func refreshRuns() async throws {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed))
        let before = Headless.run(host, size: Self.size, keys: []).lines
        #expect(before.last?.contains("r refresh") == true, "\(before.last ?? "")")
        let running = Headless.run(host, size: Self.size, keys: [.character("r")]).lines
        #expect(running.last?.contains("r refreshing…") == true, "\(running.last ?? "")")
        // A second r while it runs starts no other.
        _ = Headless.run(host, size: Self.size, keys: [.character("r")])
        for _ in 0..<20 { await Task.yield() }
        let after = Headless.run(host, size: Self.size, keys: []).lines
        #expect(feed.loads == 1 && feed.posts == ["Post 2", "First post"])
        #expect(after.contains("  Refreshed 1 times"), "\(after)")
        #expect(after.contains { $0.contains("Post 2") }, "\(after)")
        #expect(after.last?.contains("r refresh ") == true || after.last?.hasSuffix("r refresh") == true, "\(after.last ?? "")")
    }

    @Test("A screen without .refreshable: r does nothing and the footer doesn't show it")
    func noRefresh() throws {
        let lines = Headless.run(Shelves(), size: Self.size, keys: [.character("r")]).lines
        #expect(lines.last?.contains("refresh") == false, "\(lines.last ?? "")")
    }
}

/// What a slow refresh saw: whether it was cancelled.
@MainActor private final class SlowLog {
    var started = 0
    var cancelled = 0
    var finished = 0
}

private struct SlowFeeds: View {
    let log: SlowLog
    var body: some View {
        NavigationStack {
            NavigationLink("News", value: "News")
            NavigationLink("Sports", value: "Sports")
                .navigationTitle("Feeds")
                .navigationDestination(for: String.self) { name in
                    Text("The \(name) feed")
                        .refreshable {
                            log.started += 1
                            // Slow, and stops when cancelled, as URLSession's work does.
                            for _ in 0..<2_000 {
                                if Task.isCancelled { log.cancelled += 1; return }
                                await Task.yield()
                            }
                            log.finished += 1
                        }
                        .navigationTitle(name)
                }
        }
    }
}

extension RefreshableTests {
    @Test("A refresh whose screen is popped is cancelled, and r on the next screen refreshes it at once")
    func refreshCancelledWhenItsScreenLeaves() async throws {
        let log = SlowLog()
        let host = ViewHost(SlowFeeds(log: log))
        let running = Headless.run(host, size: Self.size, keys: try Key.parseScript("enter r")).lines
        #expect(running.last?.contains("refreshing…") == true, "\(running.last ?? "")")
        let next = Headless.run(host, size: Self.size, keys: try Key.parseScript("left down enter r")).lines
        #expect(next[0].contains("Sports"))
        #expect(next.last?.contains("refreshing…") == true, "Sports refreshes though News's refresh hadn't returned: \(next.last ?? "")")
        for _ in 0..<50 { await Task.yield() }
        #expect(log.started == 2 && log.cancelled == 1, "News's refresh was cancelled: started \(log.started), cancelled \(log.cancelled)")
    }
}
