// An app written as a SwiftUI developer writes one, built as an executable of its own: the end-to-end
// tests run it headless and in tmux (AppEndToEndTests), as a user runs theirs. Its screens load their
// content in `.task`s, and `.onOpenURL` opens a folder: mailapp://NAME.
import NavigatorUI

struct Folder: Hashable, Codable {
    let name: String
}

struct Inbox: View {
    @State private var path: [Folder] = []
    @State private var messages: [String]?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if let messages {
                    ForEach(messages, id: \.self) { message in
                        NavigationLink(message, value: Folder(name: message))
                    }
                } else {
                    Text("Loading…")
                }
                NavigationLink("Archive", value: Folder(name: "Archive"))
                NavigationLink("Live", value: Folder(name: "Live"))
            }
            .navigationTitle(messages == nil ? "Loading" : "Inbox")
            .task {
                // A request that takes a while.
                try? await Task.sleep(for: .milliseconds(100))
                if !Task.isCancelled { messages = ["Welcome", "Your order has shipped"] }
            }
            .navigationDestination(for: Folder.self) { folder in
                FolderView(folder: folder).onAppear { writeToTheConsole(opening: folder) }
            }
        }
        .onOpenURL { url in
            path = [Folder(name: url.host ?? url.absoluteString)]
        }
    }
}

struct FolderView: View {
    let folder: Folder
    @State private var unread: Int?
    @State private var saves = 0

    var body: some View {
        Text((unread.map { "\($0) unread in \(folder.name)" } ?? "Counting…") + (saves > 0 ? " (saved \(saves))" : ""))
            .navigationTitle(folder.name)
            // Ctrl-S, as an editor saves (AppEndToEndTests: it reaches the app in a real terminal).
            .onKeyPress { press in
                guard press.modifiers.contains(.control), press.key == "s" else { return .ignored }
                saves += 1
                return .handled
            }
            .task {
                if folder.name == "Live" {
                    // A live feed: it never returns by itself, only when the screen leaves.
                    while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
                    return
                }
                try? await Task.sleep(for: .milliseconds(50))
                if !Task.isCancelled { unread = folder.name.count }
            }
    }
}

// Previews as SwiftUI files declare them: `MailAppFixture --preview` lists them, `--preview NAME` runs one.
#Preview("Archive folder") {
    NavigationStack { FolderView(folder: Folder(name: "Archive")) }
}

#Preview(traits: .landscapeLeft) {
    let folder = Folder(name: "Drafts")
    return NavigationStack { FolderView(folder: folder) }
}

#Preview {
    Inbox()
}

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { Inbox() }
    }
}

/// The app's log (`MailAppFixture --console` follows it): swift-log's `Logger`, from `import NavigatorUI`.
let logger = Logger(label: "mail.app")

/// What a developer writes to see what happens (ConsoleEndToEndTests): opening a folder named Console…,
/// a print, a line on stderr and a Logger's line; opening Flood, 1.5 MB of prints, then a Logger's line.
func writeToTheConsole(opening folder: Folder) {
    if folder.name.hasPrefix("Console") {
        print("print: opened \(folder.name)")
        // Straight to descriptor 2 (FileHandle is the whole Foundation's, which no program here links).
        _ = "stderr: opened \(folder.name)\n".withCString { write(2, $0, strlen($0)) }
        logger.info("opened folder", metadata: ["folder": "\(folder.name)"])
    } else if folder.name == "Flood" {
        for line in 1...3000 { print("flood \(line) " + String(repeating: "~", count: 500)) }
        logger.info("flooded")
    }
}
