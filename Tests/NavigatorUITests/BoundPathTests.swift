// A NavigationStack(path:) bound to a model's path: links and back write it, code that changes it
// moves the stack, and the levels under a change keep their state.
import NavigatorUI
import Testing

@Observable final class NumbersModel {
    var path = NavigationPath()
    var typed: [Int] = []
}

/// A level showing its number, a counter of its own, a link to the next number and a button that
/// appends two numbers to the path in code.
struct NumberLevel: View {
    let number: Int
    let append: ([Int]) -> Void
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Tap") { taps += 1 }
            NavigationLink("Next", value: number + 1)
            Button("Append two") { append([number + 10, number + 20]) }
        }
        .navigationTitle("N\(number)")
    }
}

struct ErasedNumbers: View {
    @Bindable var model: NumbersModel
    var body: some View {
        NavigationStack(path: $model.path) {
            NumberLevel(number: 0) { for n in $0 { model.path.append(n) } }
                .navigationDestination(for: Int.self) { n in NumberLevel(number: n) { for n in $0 { model.path.append(n) } } }
        }
    }
}

struct TypedNumbers: View {
    @Bindable var model: NumbersModel
    var body: some View {
        NavigationStack(path: $model.typed) {
            NumberLevel(number: 0) { model.typed += $0 }
                .navigationDestination(for: Int.self) { n in NumberLevel(number: n) { model.typed += $0 } }
        }
    }
}

struct StateNumbers: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NumberLevel(number: 0) { path += $0 }
                .navigationDestination(for: Int.self) { n in NumberLevel(number: n) { path += $0 } }
        }
    }
}

@Suite struct BoundPathTests {
    static let size = TerminalSize(width: 60, height: 12)

    static func crumbs(_ host: ViewHost, _ keys: String) throws -> String {
        Headless.run(host, size: size, keys: try Key.parseScript(keys)).lines[0]
    }

    /// A level's first line is Tap: "down enter" opens Next, "down down enter" runs Append two.
    @Test func linksAndBackWriteAModelsNavigationPathOneValueAtATime() throws {
        let model = NumbersModel()
        let host = ViewHost(ErasedNumbers(model: model))
        _ = try Self.crumbs(host, "down enter down enter down enter")
        #expect(model.path == NavigationPath([1, 2, 3]))
        _ = try Self.crumbs(host, "left")
        #expect(model.path == NavigationPath([1, 2]))
        _ = try Self.crumbs(host, "enter")  // back keeps the level's selection: Next
        #expect(model.path == NavigationPath([1, 2, 3]))
        model.path.removeLast(2)
        #expect(try Self.crumbs(host, "") == " N0 › N1")
    }

    @Test func linksAndBackWriteAModelsArrayPath() throws {
        let model = NumbersModel()
        let host = ViewHost(TypedNumbers(model: model))
        _ = try Self.crumbs(host, "down enter down enter")
        #expect(model.typed == [1, 2])
        _ = try Self.crumbs(host, "backspace enter down enter")
        #expect(model.typed == [1, 2, 3])
        model.typed = [5]
        #expect(try Self.crumbs(host, "") == " N0 › N5")
    }

    /// Values appended in code are pushed above the levels there: those keep their `@State`, as in
    /// SwiftUI, where appending to the path doesn't rebuild the levels under.
    @Test(arguments: [0, 1, 2]) func levelsUnderValuesAppendedInCodeKeepTheirState(kind: Int) throws {
        let model = NumbersModel()
        let host: ViewHost = switch kind {
        case 0: ViewHost(ErasedNumbers(model: model))
        case 1: ViewHost(TypedNumbers(model: model))
        default: ViewHost(StateNumbers())
        }
        // N1, tapped twice, then Append two: N11 and N21 above it.
        _ = try Self.crumbs(host, "down enter up enter enter")
        #expect(try Self.crumbs(host, "down down enter") == " N0 › N1 › N11 › N21")
        let lines = Headless.run(host, size: Self.size, keys: try Key.parseScript("left left")).lines
        #expect(lines[0] == " N0 › N1")
        #expect(lines.contains("  taps 2"))
    }
}

