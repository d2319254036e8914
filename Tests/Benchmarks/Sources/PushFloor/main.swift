// The floor under a push through SwiftUI-shaped views over Observation: the least any engine can do for
// one `enter` on the demo's Detail screen, written with nothing else. A model's `@Observable` path,
// written through a key-path binding (as `$model.path` is); the pushed level's destination looked up by
// its value's type; the demo's `DetailView` body as it is written (RouteViews.swift), its views walked
// into a list of texts and links; the body evaluated under a persistent observation (the `willSet` form),
// kept while the level is on top or just under it, let go of when covered by two (as navigator does to
// keep a level over pushes undone). No breadcrumbs, no selection, no layout, no drawing, no saving.
//
//   PushFloor N [--seed-shape] [--unobserved]
//
// pushes N levels on Detail 1. `--seed-shape` writes "Go back 2 steps" as seed 002 does (the path's
// count read in the action) instead of in the body (`.disabled(path.count < 2)`, as the demo does):
// then a push no longer changes what the level under it read. `--unobserved` evaluates each level
// with no observation, as navigator evaluates a level met for the first time while keys are queued
// (`ViewHost.leavesUnobserved`). BENCHMARKS.md has the figures.
@_spi(SwiftUI) import Observation

let readsPathInBody = !CommandLine.arguments.contains("--seed-shape")
let observes = !CommandLine.arguments.contains("--unobserved")

/// A path whose appends share the levels below (as `NavigationPath` does).
struct FloorPath {
    final class Node {
        let value: AnyHashable
        let below: Node?
        init(_ value: AnyHashable, _ below: Node?) { self.value = value; self.below = below }
    }
    var count = 0
    var top: Node?
    mutating func append(_ value: some Hashable) { top = Node(AnyHashable(value), top); count += 1 }
    mutating func removeLast(_ k: Int = 1) { for _ in 0..<k { top = top?.below }; count -= k }
}

@Observable final class FloorModel { var path = FloorPath() }

struct FloorBinding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    var wrappedValue: Value { get { get() } nonmutating set { set(newValue) } }
    init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        get = { object[keyPath: keyPath] }
        set = { object[keyPath: keyPath] = $0 }
    }
}

final class FloorEnvironment { var path: FloorBinding<FloorPath>? }

enum Route: Hashable {
    case detail(id: Int)
    var title: String { switch self { case .detail(let id): "Detail \(id)" } }
}

// The views, evaluated into a list by a static walk (as `_evaluate(_:into:)` is).
protocol FloorView {
    associatedtype Body: FloorView
    var body: Body { get }
    static func walk(_ view: Self, _ into: Walk)
}
extension FloorView { static func walk(_ view: Self, _ into: Walk) { Body.walk(view.body, into) } }
extension Never: FloorView { var body: Never { fatalError() } }
protocol Primitive: FloorView where Body == Never {}
extension Primitive { var body: Never { fatalError() } }

struct Item {
    var label: String
    var isDisabled: Bool
    var help: String?
    var action: () -> Void
}
final class Walk {
    let environment: FloorEnvironment
    var texts: [String] = []
    var items: [Item] = []
    var title: String?
    var isDisabled = false
    var help: String?
    init(_ environment: FloorEnvironment) { self.environment = environment }
}

struct Text: Primitive {
    let string: String
    init(_ string: String) { self.string = string }
    static func walk(_ view: Self, _ into: Walk) { into.texts.append(view.string) }
}
struct NavigationLink: Primitive {
    let label: String
    let value: AnyHashable
    init(_ label: String, value: some Hashable) { self.label = label; self.value = AnyHashable(value) }
    static func walk(_ view: Self, _ into: Walk) {
        let path = into.environment.path!, value = view.value
        into.items.append(Item(label: view.label, isDisabled: into.isDisabled, help: into.help) { path.wrappedValue.append(value) })
    }
}
struct Button: Primitive {
    let label: String
    let action: () -> Void
    init(_ label: String, action: @escaping () -> Void) { self.label = label; self.action = action }
    static func walk(_ view: Self, _ into: Walk) {
        into.items.append(Item(label: view.label, isDisabled: into.isDisabled, help: into.help, action: view.action))
    }
}
struct Disabled<Content: FloorView>: Primitive {
    let content: Content
    let isDisabled: Bool
    static func walk(_ view: Self, _ into: Walk) {
        let outer = into.isDisabled
        into.isDisabled = outer || view.isDisabled
        Content.walk(view.content, into)
        into.isDisabled = outer
    }
}
struct Help<Content: FloorView>: Primitive {
    let content: Content
    let help: String
    static func walk(_ view: Self, _ into: Walk) {
        let outer = into.help
        into.help = view.help
        Content.walk(view.content, into)
        into.help = outer
    }
}
struct Titled<Content: FloorView>: Primitive {
    let content: Content
    let title: String
    static func walk(_ view: Self, _ into: Walk) { into.title = view.title; Content.walk(view.content, into) }
}
extension FloorView {
    func disabled(_ isDisabled: Bool) -> Disabled<Self> { Disabled(content: self, isDisabled: isDisabled) }
    func help(_ help: String) -> Help<Self> { Help(content: self, help: help) }
    func navigationTitle(_ title: String) -> Titled<Self> { Titled(content: self, title: title) }
}
struct Four<A: FloorView, B: FloorView, C: FloorView, D: FloorView>: Primitive {
    let a: A, b: B, c: C, d: D
    static func walk(_ view: Self, _ into: Walk) { A.walk(view.a, into); B.walk(view.b, into); C.walk(view.c, into); D.walk(view.d, into) }
}
@resultBuilder enum Builder {
    static func buildBlock<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> Four<A, B, C, D> { Four(a: a, b: b, c: c, d: d) }
    static func buildBlock<A: FloorView>(_ a: A) -> A { a }
}

// The demo's two views, as RouteViews.swift writes them.
struct BackToHome: FloorView {
    let environment: FloorEnvironment
    var body: some FloorView {
        Button("Back to Home") { let path = environment.path!; path.wrappedValue.removeLast(path.wrappedValue.count) }
    }
}
struct DetailView: FloorView {
    let id: Int
    let environment: FloorEnvironment
    @Builder var body: some FloorView {
        let stack = environment.path!
        let next = id < Int.max ? id + 1 : nil
        Text("Item number \(id). “Next” pushes Detail \(next.map(String.init) ?? "—"); back returns to the level below.")
        NavigationLink("Next", value: Route.detail(id: next ?? id))
            .disabled(next == nil)
            .help("no id after \(id)")
        BackToHome(environment: environment)
        Button("Go back 2 steps") { if stack.wrappedValue.count >= 2 { stack.wrappedValue.removeLast(2) } }
            .disabled(readsPathInBody ? stack.wrappedValue.count < 2 : false)
            .help("needs 2 levels below")
            .navigationTitle(Route.detail(id: id).title)
    }
}

/// A level of the stack: its value and its evaluation, observed.
final class Level: @unchecked Sendable {
    let value: AnyHashable
    var items: [Item] = []
    var texts: [String] = []
    var title: String?
    var isEvaluated = false
    var hearings = 0
    init(_ value: AnyHashable) { self.value = value }
}

@MainActor final class Engine {
    let model = FloorModel()
    let environment = FloorEnvironment()
    var levels: [Level] = []
    var destinations: [ObjectIdentifier: (AnyHashable, FloorEnvironment) -> (Walk) -> Void] = [:]

    init() {
        environment.path = FloorBinding(model, \.path)
        destinations[ObjectIdentifier(Route.self)] = { value, environment in
            switch value.base as! Route {
            case .detail(let id):
                let view = DetailView(id: id, environment: environment)
                return { DetailView.walk(view, $0) }
            }
        }
    }

    /// The levels follow the path (read outside any observation).
    func synchronize() {
        let path = model.path
        if path.count > levels.count {
            var added: [AnyHashable] = [], node = path.top
            for _ in levels.count..<path.count { added.append(node!.value); node = node!.below }
            levels += added.reversed().map(Level.init)
        } else if path.count < levels.count {
            levels.removeLast(levels.count - path.count)
        }
    }

    func top() -> Level {
        let level = levels[levels.count - 1]
        if !level.isEvaluated { evaluate(level) }
        return level
    }

    func evaluate(_ level: Level) {
        let walk = Walk(environment)
        let content = destinations[ObjectIdentifier(type(of: level.value.base))]!(level.value, environment)
        if !observes { content(walk) } else {
        withObservationTracking({ content(walk) }, willSet: { [level] tracking in
            // Heard on top, kept; heard again (covered by two), let go of.
            level.hearings += 1
            if level.hearings > 1 { tracking.cancel(); level.isEvaluated = false }
        })
        }
        level.items = walk.items
        level.texts = walk.texts
        level.title = walk.title
        level.isEvaluated = true
    }

    func enter() {
        if let item = top().items.first(where: { !$0.isDisabled }) { item.action() }
        synchronize()
    }
}

MainActor.assumeIsolated {
    let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
    let engine = Engine()
    engine.model.path.append(Route.detail(id: 1))
    engine.synchronize()
    for _ in 0..<count { engine.enter() }
    print(engine.levels.count, engine.top().title ?? "")
}
