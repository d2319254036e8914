// Two screens of SwiftUI code in a process of their own, for callgrind: what a key costs as the screen
// grows, through the views as an app runs them.
//
//   UIScreens lazy N [WxH] [--steps S]   ScrollView { LazyVStack { ForEach(0..<N) { Button("Item i") } } },
//                                        paged 20 times down first; each step is ↓, PgDn, ↑ or PgUp in turn,
//                                        then a frame: only what is built is looked at, so N = 1,000,000
//                                        costs what N = 10,000 does.
//   UIScreens form N [WxH] [--steps S]   a text field over N rows (a toggle and a text each) in a
//                                        ScrollView's VStack; the field is edited, and each step types a
//                                        character or erases it, then a frame: the @State the field writes
//                                        is the screen's, which is evaluated again; each row, as it was,
//                                        draws what it drew (Replay.swift), but is gone through and laid
//                                        out, so a key still grows with the rows.
//
//   valgrind --tool=callgrind UIScreens lazy 1000000 80x24 --steps 2000   (minus --steps 0, ÷ 2000)
//
// Checks what the frame shows; prints it in a line.
import NavigatorUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Lazy: View {
    let count: Int
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { i in Button("Item \(i)") {} }
                }
            }
            .navigationTitle("Items")
        }
    }
}

struct Row: View {
    let number: Int
    @State private var isOn = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Setting \(number)", isOn: $isOn)
            Text("What setting \(number) does.")
        }
    }
}

struct Form: View {
    let count: Int
    @State private var name = ""
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name)
                    Text("Hello, \(name.isEmpty ? "you" : name).")
                    ForEach(0..<count, id: \.self) { Row(number: $0) }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var steps = 0
if let flag = arguments.firstIndex(of: "--steps"), flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n >= 0 {
    steps = n
    arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count >= 2, ["lazy", "form"].contains(arguments[0]), let count = Int(arguments[1]), count >= 1 else {
    print("usage: UIScreens lazy|form N [WxH] [--steps S]")
    exit(64)
}
var size = TerminalSize(width: 80, height: 24)
if arguments.count > 2 {
    let parts = arguments[2].split(separator: "x").compactMap { Int($0) }
    if parts.count == 2 { size = TerminalSize(width: parts[0], height: parts[1]) }
}

var canvas = Canvas(width: size.width, height: size.height)
if arguments[0] == "lazy" {
    let host = ViewHost(Lazy(count: count))
    host.handle(.resize(width: size.width, height: size.height))
    host.draw(into: &canvas)
    for _ in 0..<20 {
        host.handle(.pageDown)
        host.draw(into: &canvas)
    }
    let keys: [Key] = [.down, .pageDown, .up, .pageUp]
    for step in 0..<steps {
        host.handle(keys[step % keys.count])
        host.draw(into: &canvas)
    }
    let selected = canvas.lines.first { $0.contains("▸ Item ") }
    precondition(count < 100 || selected != nil, "no item selected")
    print("lazy \(count): \(selected ?? canvas.line(2))")
} else {
    let host = ViewHost(Form(count: count))
    host.handle(.resize(width: size.width, height: size.height))
    host.draw(into: &canvas)
    host.handle(.enter)  // edits the field
    host.draw(into: &canvas)
    for step in 0..<steps {
        host.handle(step.isMultiple(of: 2) ? .character("a") : .backspace)
        host.draw(into: &canvas)
    }
    let greeting = canvas.lines.first { $0.contains("Hello, ") } ?? ""
    precondition(greeting.contains(steps % 2 == 1 ? "Hello, a." : "Hello, you."), "the field did not take the keys: \(greeting)")
    print("form \(count): \(greeting)")
}
