// Seed 003, "Taking control of your navigation in SwiftUI with NavigationPath", written as the article
// writes it with `import NavigatorUI`. The article elides `colors`, `genres` and the labels (`...`); the
// values below and `Text` labels stand in for them, and each elided destination body is a `Text`.
import NavigatorUI
import Testing

let colors: [Color] = [.mint, .red, .pink]
let genres = ["Pop", "Rock", "Jazz"]

struct TypedPathView: View {
    @State private var path: [Color] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(colors, id: \.self) { color in
                    Button {
                        path.append(color)
                    } label: {
                        Text(color.rawValue)
                    }
                }
            }
            .navigationDestination(for: Color.self) { color in
                VStack {
                    color
                    Text("Path: \(path.map(\.rawValue).joined(separator: " "))")
                    Button("Pop to root") {
                        path.removeAll()
                    }
                }
                .navigationTitle(color.rawValue)
            }
            .navigationTitle("Colors")
        }
    }
}

struct NavigationPathView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Colors") {
                    ForEach(colors, id: \.self) { color in
                        Button {
                            path.append(color)
                        } label: {
                            Text(color.rawValue)
                        }
                    }
                }
                Section("Genres") {
                    ForEach(genres, id: \.self) { genre in
                        Button {
                            path.append(genre)
                        } label: {
                            Text(genre)
                        }
                    }
                }
            }
            .navigationDestination(for: Color.self) { color in
                VStack {
                    color
                    Button("Pop to root") {
                        try? path.removeLast(path.count)
                    }
                }
            }
            .navigationDestination(for: String.self) { genre in
                VStack {
                    Text(genre)
                    NavigationLink("More \(genre)", value: genre + "!")
                    Button("Pop to root") {
                        try? path.removeLast(path.count)
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}

@Suite struct Seed003NavigationPathTests {
    static let size = TerminalSize(width: 60, height: 14)
    static let rootFooter = " ↑↓ select  ⏎ open  ← back  g home  e log  ? keys  q quit"
    static let footer = " ↑↓ select  ⏎ open  ← back  g home  ? keys  q quit"

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines
    }

    @Test("[Color] path: a Button appends to the @State array, the stack follows, and the screen reads the path")
    func typedPathAppend() throws {
        let host = ViewHost(TypedPathView())
        #expect(try Self.frame(host, "") == [" Colors", " Colors", "", " ▸ mint", "   red", "   pink", "", "", "", "", "", "", "", Self.rootFooter])
        let lines = try Self.frame(host, "down enter")
        #expect(lines == [" Colors › red", " red", "", "  Swatch: Color.red", "", "  Path: red", "", " ▸ Pop to root", "", "", "", "", "", Self.footer])
        #expect(host.router.path == [AnyHashable(Color.red)])
    }

    @Test("[Color] path: going back with the key empties the array; \"Pop to root\" (path.removeAll()) empties the stack")
    func typedPathPop() throws {
        let host = ViewHost(TypedPathView())
        _ = try Self.frame(host, "enter left down down enter")
        #expect(host.router.path == [AnyHashable(Color.pink)])
        // The array followed the key: the destination reads it.
        #expect(try Self.frame(host, "")[5] == "  Path: pink")
        let lines = try Self.frame(host, "enter")
        #expect(lines[0] == " Colors" && lines[5] == " ▸ pink")
        #expect(host.router.path.isEmpty)
    }

    @Test("NavigationPath: sections of colors and genres; each type gets its own destination")
    func navigationPathSections() throws {
        let host = ViewHost(NavigationPathView())
        #expect(try Self.frame(host, "") == [
            " Library", " Library", "", " Colors", " ▸ mint", "   red", "   pink", "", " Genres", "   Pop", "   Rock", "   Jazz", "", Self.rootFooter,
        ])
        var lines = try Self.frame(host, "down enter")
        #expect(Array(lines[0...3]) == [" Library › Color.red", " Color.red", "", "  Swatch: Color.red"])
        lines = try Self.frame(host, "left down down enter")
        #expect(Array(lines[0...3]) == [" Library › Pop", " Pop", "", "  Pop"])
        #expect(host.router.path == [AnyHashable("Pop")])
    }

    @Test("NavigationPath: a link pushes a second String; \"Pop to root\" calls path.removeLast(path.count)")
    func navigationPathPopToRoot() throws {
        let host = ViewHost(NavigationPathView())
        var lines = try Self.frame(host, "end enter enter")
        #expect(lines[0] == " Library › Jazz › Jazz!")
        #expect(host.router.path == [AnyHashable("Jazz"), AnyHashable("Jazz!")])
        lines = try Self.frame(host, "down enter")
        #expect(lines[0] == " Library" && lines[11] == " ▸ Jazz")
        #expect(host.router.path.isEmpty)
    }
}
