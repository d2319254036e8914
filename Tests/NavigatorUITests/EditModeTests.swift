// `EditButton`, the `editMode` environment value and `.deleteDisabled` / `.moveDisabled` as SwiftUI code
// writes them: the button toggles the screen's edit mode, views reading it redraw, rows in edit mode
// show what they can have done, and a row that says so doesn't delete or move.
import NavigatorUI
import Testing

@Observable private final class Shopping {
    var items = ["Milk", "Eggs", "Bread", "Apples"]
}

/// Reads the screen's edit mode from the environment.
private struct EditingStatus: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Status: editing" : "Status: browsing")
    }
}

/// A SwiftUI-shaped list: ForEach with onDelete and onMove, an EditButton in the toolbar, a row that
/// doesn't delete and one that doesn't move.
private struct ShoppingList: View {
    @Bindable var shopping: Shopping

    var body: some View {
        NavigationStack {
            EditingStatus()
            List {
                ForEach(shopping.items, id: \.self) { item in
                    Text(item)
                        .deleteDisabled(item == "Milk")
                        .moveDisabled(item == "Bread")
                }
                .onDelete { offsets in shopping.items.remove(atOffsets: offsets) }
                .onMove { from, to in shopping.items.move(fromOffsets: from, toOffset: to) }
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}

/// An app that keeps the edit mode itself, handed down with `.environment(\.editMode, $mode)`; its
/// rows are buttons, built every one (a VStack, not a list).
private struct OwnMode: View {
    @State private var mode = EditMode.inactive
    @State private var names = ["One", "Two", "Three"]
    @State private var pressed: [String] = []

    var body: some View {
        NavigationStack {
            VStack {
                Text("Mode: \(mode == .active ? "active" : mode == .transient ? "transient" : "inactive")")
                Text("Pressed: \(pressed.joined(separator: ","))")
                ForEach(names, id: \.self) { name in
                    Button(name) { pressed.append(name) }
                        .deleteDisabled(name == "Two")
                }
                .onDelete { offsets in names.remove(atOffsets: offsets) }
                EditButton()
            }
            .environment(\.editMode, $mode)
            .navigationTitle("Own")
        }
    }
}

@MainActor @Suite struct EditModeTests {
    static let size = TerminalSize(width: 70, height: 16)

    fileprivate func shopping(_ keys: String, _ model: Shopping = Shopping()) throws -> [String] {
        Headless.run(ShoppingList(shopping: model), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    func own(_ keys: String) throws -> [String] {
        Headless.run(OwnMode(), size: Self.size, keys: try Key.parseScript(keys)).lines
    }

    @Test("EditButton is Edit, and Done in edit mode: it toggles the screen's edit mode; a view reading editMode redraws")
    func toggles() throws {
        var lines = try shopping("end")
        #expect(lines.contains(" ▸ Edit"), "\(lines)")
        #expect(lines.contains("  Status: browsing"), "\(lines)")
        lines = try shopping("end enter")
        #expect(lines.contains(" ▸ Done"), "\(lines)")
        #expect(lines.contains("  Status: editing"), "\(lines)")
        lines = try shopping("end enter enter")
        #expect(lines.contains(" ▸ Edit") && lines.contains("  Status: browsing"), "\(lines)")
    }

    @Test("In edit mode each row shows it: − before a row that deletes (room kept on one that doesn't), ≡ after one that moves; none out of it")
    func marks() throws {
        var lines = try shopping("end enter")
        for row in ["     Milk ≡", "   − Eggs ≡", "   − Bread", "   − Apples ≡"] { #expect(lines.contains(row), "\(row) in \(lines)") }
        lines = try shopping("end enter enter")
        for row in ["   Milk", "   Eggs", "   Bread", "   Apples"] { #expect(lines.contains(row), "\(row) in \(lines)") }
        #expect(!lines.joined().contains("−") && !lines.joined().contains("≡"), "\(lines)")
    }

    @Test(".deleteDisabled(true) stops d on its row and the footer doesn't offer it; the other rows delete, in edit mode or not")
    func deleteDisabled() throws {
        let model = Shopping()
        var lines = try shopping("d", model)
        #expect(model.items == ["Milk", "Eggs", "Bread", "Apples"], "Milk isn't deleted")
        #expect(lines.last?.contains("delete") == false, "\(lines.last ?? "")")
        #expect(lines.last?.contains("J move") == true, "it still moves: \(lines.last ?? "")")
        lines = try shopping("down", model)
        #expect(lines.last?.contains("d delete") == true, "\(lines.last ?? "")")
        _ = try shopping("down d", model)
        #expect(model.items == ["Milk", "Bread", "Apples"], "no edit mode needed: d deletes as ever")
        let editing = Shopping()
        _ = try shopping("end enter home d down down d", editing)
        #expect(editing.items == ["Milk", "Eggs", "Apples"])
    }

    @Test(".moveDisabled(true) stops K and J on its row and the footer doesn't offer them; it still deletes")
    func moveDisabled() throws {
        let model = Shopping()
        let lines = try shopping("down down J K", model)
        #expect(model.items == ["Milk", "Eggs", "Bread", "Apples"], "Bread doesn't move")
        #expect(lines.last?.contains("move") == false && lines.last?.contains("d delete") == true, "\(lines.last ?? "")")
        _ = try shopping("down J", model)
        #expect(model.items == ["Milk", "Bread", "Eggs", "Apples"], "the rows around it move past it")
        _ = try shopping("down d", model)
        #expect(model.items == ["Milk", "Eggs", "Apples"])
    }

    @Test("An app's own binding, given with .environment(\\.editMode, $mode): EditButton sets it; rows outside a list show it too")
    func ownBinding() throws {
        var lines = try own("")
        #expect(lines.contains("  Mode: inactive"), "\(lines)")
        lines = try own("end enter")
        #expect(lines.contains("  Mode: active") && lines.contains(" ▸ Done"), "\(lines)")
        #expect(lines.contains("   − One") && lines.contains("     Two") && lines.contains("   − Three"), "\(lines)")
        // A row that doesn't delete keeps its button; the others delete.
        lines = try own("down d enter")
        #expect(lines.contains("  Pressed: Two") && lines.contains("   One") && lines.contains("   Three"), "\(lines)")
        lines = try own("d")
        #expect(!lines.contains { $0.contains("One") } && lines.contains(" ▸ Two"), "\(lines)")
    }

    @Test("EditMode reads as SwiftUI's: .active and .transient are editing, .inactive isn't")
    func isEditing() {
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
