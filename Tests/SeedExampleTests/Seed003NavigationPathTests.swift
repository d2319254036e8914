// Seed 003, "Taking control of your navigation in SwiftUI with NavigationPath": its 2 code examples
// (003.1 a `[Color]` path, 003.2 a `NavigationPath` of colors and genres), as the article writes them
// with `import NavigatorUI`.
//
// Wrappers, quoted as such: each example is a fragment (a `@State` and a stack), made the members of a
// view; `colors` and `genres`, which the article never shows, are lists of its values.
//
// CHANGED, both: the article elides code with `...`, which is not Swift: each `...` is replaced, on the
// marked lines, by the smallest code (a label's `Text`; nothing where it stands for more views or
// modifiers).
import NavigatorUI
import Testing

// The wrapper: the lists the article's `ForEach`es read.
let colors: [Color] = [.mint, .red, .pink]
let genres = ["Pop", "Rock", "Jazz"]

// MARK: 003.1, Type-Specific Navigation

struct Seed003_1: View {
@State private var path: [Color] = []

    var body: some View {
NavigationStack(path: $path) {
    List {
        ForEach(colors, id: \.self) { color in
            Button {
                path.append(color)
            } label: {
                Text(color.description)  // CHANGED: `...`
            }
        }
    }
    .navigationDestination(for: Color.self) { color in
        VStack {
            color
            // CHANGED: `...` removed
            Button("Pop to root") {
                path.removeAll()
            }
        }
        // CHANGED: `...` removed
    }
}
    }
}

// MARK: 003.2, Generic NavigationPath for Multiple Types

struct Seed003_2: View {
@State private var path = NavigationPath()

    var body: some View {
NavigationStack(path: $path) {
    List {
        Section("Colors") {
            ForEach(colors, id: \.self) { color in
                Button {
                    path.append(color)
                } label: {
                    Text(color.description)  // CHANGED: `...`
                }
            }
        }
        Section("Genres") {
            ForEach(genres, id: \.self) { genre in
                Button {
                    path.append(genre)
                } label: {
                    Text(genre)  // CHANGED: `...`
                }
            }
        }
    }
    .navigationDestination(for: Color.self) { color in
        VStack {
            // CHANGED: `...` removed
            Button("Pop to root") {
                path.removeLast(path.count)
            }
        }
        // CHANGED: `...` removed
    }
    .navigationDestination(for: String.self) { genre in
        VStack {
            // CHANGED: `...` removed
            Button("Pop to root") {
                path.removeLast(path.count)
            }
        }
        // CHANGED: `...` removed
    }
}
    }
}

/// The article's last point, with no code of its own: a value no `navigationDestination` handles shows
/// an empty view with a warning symbol. 003.2's stack, given an Int.
struct Seed003_2Unhandled: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push 42") { path.append(42) }
                .navigationDestination(for: String.self) { genre in Text(genre) }
        }
    }
}

// MARK: - Tests

@Suite struct Seed003NavigationPathTests {
    static let size = TerminalSize(width: 60, height: 14)

    static func frame(_ host: ViewHost, _ keys: String) throws -> [String] {
        try frameLines(host, keys, size: size)
    }

    @Test("003.1: a Button appends its color to the [Color] array and the stack follows; back removes the last; \"Pop to root\" is removeAll()")
    func typedPathAppendAndRemoveAll() throws {
        let host = ViewHost(Seed003_1())
        #expect(try Self.frame(host, "") == ["", "", "", " ▸ mint", "   red", "   pink", "", "", "", "", "", "", "", rootFooter])
        var lines = try Self.frame(host, "down enter")
        #expect(lines == ["  › red", " red", "", "  ████████ red", "", " ▸ Pop to root", "", "", "", "", "", "", "", footer])
        #expect(host.path == [AnyHashable(Color.red)])
        _ = try Self.frame(host, "left down enter")
        #expect(host.path == [AnyHashable(Color.pink)])
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == "" && lines[5] == " ▸ pink" && host.path.isEmpty)
    }

    @Test("003.2: colors and genres, each type with its destination; \"Pop to root\" is removeLast(path.count)")
    func navigationPathOfColorsAndGenres() throws {
        let host = ViewHost(Seed003_2())
        #expect(try Self.frame(host, "") == [
            "", "", "", " Colors", " ▸ mint", "   red", "   pink", "", " Genres", "   Pop", "   Rock", "   Jazz", "", rootFooter,
        ])
        var lines = try Self.frame(host, "down enter")
        #expect(Array(lines[0...4]) == ["  › red", " red", "", " ▸ Pop to root", ""])
        lines = try Self.frame(host, "enter down down enter")
        #expect(Array(lines[0...3]) == ["  › Pop", " Pop", "", " ▸ Pop to root"])
        #expect(host.path == [AnyHashable("Pop")])
        lines = try Self.frame(host, "enter")
        #expect(lines[0] == "" && host.path.isEmpty)
    }

    @Test("003: a value no navigationDestination handles shows an empty view with a warning symbol; back works")
    func unhandledTypeShowsAWarning() throws {
        let host = ViewHost(Seed003_2Unhandled())
        let lines = try Self.frame(host, "enter")
        #expect(lines.contains { $0.contains("⚠") })
        #expect(try Self.frame(host, "left")[3] == " ▸ Push 42")
    }
}
