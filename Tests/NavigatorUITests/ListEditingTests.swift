// `ForEach.onDelete` and `.onMove` as SwiftUI code writes them: `d` deletes the selected row (asking
// nothing, as a swipe does), `K` and `J` move it, the footer says so while the row can.
import NavigatorUI
import Testing

@Observable private final class Groceries {
    var items = ["Milk", "Eggs", "Bread", "Apples"]
}

private struct GroceryList: View {
    @Bindable var groceries: Groceries

    var body: some View {
        NavigationStack {
            List {
                ForEach(groceries.items, id: \.self) { item in
                    Text(item)
                }
                .onDelete(perform: delete)
                .onMove { from, to in groceries.items.move(fromOffsets: from, toOffset: to) }
            }
            .navigationTitle("Groceries")
        }
    }

    func delete(at offsets: IndexSet) {
        groceries.items.remove(atOffsets: offsets)
    }
}

/// A ForEach whose rows only delete, with `@State` rows and buttons for rows.
private struct Inbox: View {
    @State private var messages = ["Hello", "Invoice", "Lunch?"]
    @State private var opened: [String] = []

    var body: some View {
        NavigationStack {
            Text("Opened: \(opened.joined(separator: ","))")
            List {
                Section("Today") {
                    ForEach(messages, id: \.self) { message in
                        Button(message) { opened.append(message) }
                    }
                    .onDelete { offsets in messages.remove(atOffsets: offsets) }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

@MainActor @Suite struct ListEditingTests {
    static let size = TerminalSize(width: 80, height: 12)

    fileprivate func groceries(_ keys: String, _ model: Groceries = Groceries()) throws -> [String] {
        Headless.run(GroceryList(groceries: model), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("d deletes the selected row: onDelete gets its offset; the selection stays in its place")
    func deleteARow() throws {
        let model = Groceries()
        let lines = try groceries("down d", model)
        #expect(model.items == ["Milk", "Bread", "Apples"])
        #expect(lines.contains(" ▸ Bread"), "the row after the deleted one is selected: \(lines)")
        // Delete does as d does; the last row deleted selects the new last one.
        let last = Groceries()
        let after = try groceries("end delete", last)
        #expect(last.items == ["Milk", "Eggs", "Bread"])
        #expect(after.contains(" ▸ Bread"), "\(after)")
    }

    @Test("K and J move the selected row up and down: onMove gets SwiftUI's offsets; the selection goes with the row")
    func moveARow() throws {
        let model = Groceries()
        var lines = try groceries("J", model)
        #expect(model.items == ["Eggs", "Milk", "Bread", "Apples"])
        #expect(lines.contains(" ▸ Milk"), "\(lines)")
        let again = Groceries()
        lines = try groceries("J J K", again)
        #expect(again.items == ["Eggs", "Milk", "Bread", "Apples"])
        #expect(lines.contains(" ▸ Milk"), "\(lines)")
        // The first row doesn't go up, the last doesn't go down.
        let ends = Groceries()
        _ = try groceries("K end J", ends)
        #expect(ends.items == ["Milk", "Eggs", "Bread", "Apples"])
    }

    @Test("The footer says d delete and K/J move while the selected row has them; the help lists the keys")
    func footerAndHelp() throws {
        var lines = try groceries("")
        #expect(lines.last?.contains("d delete") == true, "\(lines.last ?? "")")
        #expect(lines.last?.contains("J move") == true && lines.last?.contains("K/J") == false, "the first row moves down only: \(lines.last ?? "")")
        lines = try groceries("down")
        #expect(lines.last?.contains("K/J move") == true, "\(lines.last ?? "")")
        let help = Headless.run(GroceryList(groceries: Groceries()), size: TerminalSize(width: 80, height: 40), keys: [.character("?")]).lines
            .joined(separator: "\n")
        #expect(help.contains("d Del    delete the selected row, asking nothing "), "\(help)")
        #expect(help.contains("K        move the selected row up"), "\(help)")
        #expect(help.contains("J        move the selected row down"), "\(help)")
    }

    @Test("Rows that are buttons delete too; Enter still presses them; a ForEach without onDelete deletes nothing")
    func buttonsAndSections() throws {
        var lines = Headless.run(Inbox(), size: Self.size, keys: try Key.parseScript("down d enter")).lines
        #expect(lines.contains("  Opened: Lunch?"), "\(lines)")
        #expect(!lines.contains { $0.contains("Invoice") }, "\(lines)")
        lines = Headless.run(Shelves(), size: Self.size, keys: try Key.parseScript("d")).lines
        #expect(lines.contains(" ▸ Book 1"), "\(lines)")
        #expect(lines.last?.contains("delete") == false, "\(lines.last ?? "")")
    }
}

/// A split view whose detail lists a folder's items, which delete, move and refresh there.
private struct Folders: View {
    @State private var folder: String?
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var refreshed = 0

    var body: some View {
        NavigationSplitView {
            List(["Groceries"], id: \.self, selection: $folder) { Text($0) }
                .navigationTitle("Folders")
        } detail: {
            List {
                Text("Refreshed \(refreshed) times")
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .refreshable { refreshed += 1 }
            .navigationTitle(folder ?? "No folder")
        }
    }
}

@MainActor @Test("In a split view's detail, d deletes the selected row, K and J move it, r refreshes, as in a stack")
func rowKeysInASplitViewsDetail() async throws {
    let size = TerminalSize(width: 100, height: 14)
    func lines(_ keys: String) throws -> [String] {
        Headless.run(Folders(), size: size, keys: try Key.parseScript(keys)).lines
    }
    // Enter opens the folder and gives the detail the keys, its first row selected.
    let deleted = try lines("enter d")
    #expect(!deleted.contains { $0.hasSuffix("Milk") } && deleted.contains { $0.hasSuffix("Eggs") }, "\(deleted)")
    let moved = try lines("enter J")
    let order = moved.compactMap { line in ["Milk", "Eggs", "Bread"].first { line.hasSuffix($0) } }
    #expect(order == ["Eggs", "Milk", "Bread"], "\(moved)")
    #expect(moved.last?.contains("d delete") == true, "the footer offers the row's keys: \(moved.last ?? "")")
    let host = ViewHost(Folders())
    _ = Headless.run(host, size: size, keys: try Key.parseScript("enter r"))
    for _ in 0..<20 { await Task.yield() }
    let refreshed = Headless.run(host, size: size, keys: []).lines
    #expect(refreshed.contains { $0.contains("Refreshed 1 times") }, "\(refreshed)")
}
