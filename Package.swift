// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// `#Preview`'s plugin is built for every app, but not for the fuzz build (`make fuzz` sets NAVIGATOR_FUZZ):
// its -sanitize=fuzzer flags reach the plugin, a program of its own, and libFuzzer's `main` can't link
// with it. Nothing in the fuzzed code uses `#Preview`.
let previewPlugin: [Target.Dependency] = Context.environment["NAVIGATOR_FUZZ"] == nil ? ["NavigatorUIMacros"] : []

// UI code runs on the main actor, as SwiftUI's does (README: "Concurrency").
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "navigator",
    // Linux only: built and tested there (curses through a module map, SO_PEERCRED, flock).
    // What app authors use: `import NavigatorUI` (and NavigatorUITesting in their test targets). The other
    // modules are its inside, which no product brings: their declarations are `package`, but for
    // Navigation's, public so that the default cross-module optimization specializes the router's generic
    // code where it is used (as `package`, a push cost 17,600 instructions more: BENCHMARKS.md, stop 33).
    products: [
        // SwiftUI's names for views and navigation, on top of the others: `import NavigatorUI` alone.
        .library(name: "NavigatorUI", targets: ["NavigatorUI"]),
        // Snapshot tests of views for app authors' test targets: swift-snapshot-testing's `.terminal` strategy.
        .library(name: "NavigatorUITesting", targets: ["NavigatorUITesting"]),
        .executable(name: "navigator", targets: ["navigator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `Logger`, which `import NavigatorUI` brings: an App's lines go to its log (`MyApp --console`).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Only NavigatorUITesting and its tests use it: an app that doesn't test with it never fetches
        // or builds it, and `navigator` doesn't either (its SnapshotTesting product needs nothing else).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The navigation model: paths, destinations, the router, observation. No terminal, no files.
        .target(name: "Navigation"),
        // Saving and restoring a navigation tree: the state file, its journal, the lock, the recorder.
        .target(name: "Restoration", dependencies: ["Navigation"]),
        // Screens, layout onto a cell canvas, breadcrumbs, keys, display width; SplitRecorder keeps a
        // split view's state with Restoration's PathStore.
        .target(name: "TerminalUI", dependencies: ["Navigation"], swiftSettings: mainActor),
        // libncursesw, bound through a module map; see Sources/CNcursesw/shim.h.
        // No `pkgConfig:`: the flags ncursesw's pkg-config gives are -D defines SwiftPM refuses (a warning
        // on every build), which shim.h sets itself; the headers and the library are in the system's paths.
        .systemLibrary(name: "CNcursesw"),
        // Restores the terminal from signal handlers (C: only async-signal-safe calls there).
        // It also wakes the input loop for the main actor's work, through libdispatch's main-queue hooks.
        .target(name: "CTerminalGuard", dependencies: ["CNcursesw"], linkerSettings: [.linkedLibrary("dispatch")]),
        // The only code that touches curses: terminal checks, input loop, resize, signals.
        .target(name: "CursesFrontEnd", dependencies: ["TerminalUI", "CNcursesw", "CTerminalGuard"], swiftSettings: mainActor),
        // SwiftUI-shaped views (View, NavigationStack, NavigationLink, @State ...) evaluated into screens of
        // a StackApp; `App` runs one full screen through CursesFrontEnd.
        .target(name: "NavigatorUI", dependencies: ["Navigation", "Restoration", "TerminalUI", "CursesFrontEnd", "LinkInbox", "CPreviews", "Combine", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")] + previewPlugin, swiftSettings: mainActor),
        // `#Preview`'s compiler plugin: the compiler's plugin protocol spoken by hand, no swift-syntax
        // (which would add minutes to every app's first build).
        .macro(name: "NavigatorUIMacros"),
        // What SwiftUI code imports Combine for (`ObservableObject`, `@Published`, `AnyCancellable`), on
        // Linux, which has no Combine: `import Combine` compiles unchanged; NavigatorUI re-exports it.
        .target(name: "Combine", swiftSettings: mainActor),
        // Where the linker put the program's `#Preview` records.
        .target(name: "CPreviews"),
        // `assertSnapshot(of: view, as: .terminal(size:keys:))`: a view run headless, its frame recorded as
        // text (with its styles, if asked), for app authors' test targets.
        .target(
            name: "NavigatorUITesting",
            dependencies: ["NavigatorUI", "TerminalUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: mainActor
        ),
        // Links from outside: a running app receives them on a Unix socket of its user's.
        .target(name: "LinkInbox", dependencies: ["CEpoll"]),
        // epoll, which Swift's Glibc module lacks: the inbox's one descriptor over all its connections.
        .systemLibrary(name: "CEpoll"),
        // The demo app: routes, their screens, the deep-link grammar.
        .target(name: "NavigatorDemo", dependencies: ["Navigation", "TerminalUI", "NavigatorUI", .product(name: "ArgumentParser", package: "swift-argument-parser")], swiftSettings: mainActor),
        .executableTarget(
            name: "navigator",
            dependencies: ["NavigatorDemo"]
        ),
        // Fuzzing (Tests/Fuzz/README.md): the properties every parser of outside input keeps, checked by
        // libFuzzer in `make fuzz` (navigator-fuzz built with -D FUZZING -sanitize=fuzzer) and, on the
        // committed corpus, by FuzzTests in every `swift test`.
        .target(name: "FuzzChecks", dependencies: ["Navigation", "Restoration", "TerminalUI", "NavigatorDemo"]),
        .executableTarget(name: "navigator-fuzz", dependencies: ["FuzzChecks"]),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzChecks"]),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["Navigation", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "RestorationTests",
            dependencies: ["Restoration", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "CursesFrontEnd"], swiftSettings: mainActor),
        .testTarget(
            name: "NavigatorDemoTests",
            dependencies: ["NavigatorDemo", "NavigatorUI", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Frames"],  // the demo's frames, read from the source tree by DemoFrameTests
            swiftSettings: mainActor
        ),
        // The tests written as an app author writes code (the seeds' examples, NavigatorUI's views, a second
        // app) are built with `packageAccess: false`, as code outside the package is: they see the products'
        // public API alone, nothing declared `package` (ReadmeSwiftTests.appAuthorsTestsUseThePublicAPIAlone).
        // Every code example of the seed documents, as written, with `import NavigatorUI` for `import SwiftUI`.
        .testTarget(name: "SeedExampleTests", dependencies: ["NavigatorUI"], exclude: ["README.md"], packageAccess: false, swiftSettings: mainActor),
        // NavigatorUI's SwiftUI-shaped views, tested against `import NavigatorUI` alone.
        // (ArgumentParser: an App's own options are a `ParsableArguments` type, as an app author declares them.)
        .testTarget(
            name: "NavigatorUITests",
            dependencies: ["NavigatorUI", .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "ArgumentParser", package: "swift-argument-parser")],
            packageAccess: false,
            swiftSettings: mainActor
        ),
        // NavigatorUITesting used as an app author's test target uses it; its snapshots are committed.
        .testTarget(
            name: "NavigatorUITestingTests",
            dependencies: ["NavigatorUI", "NavigatorUITesting"],
            exclude: ["__Snapshots__"],
            packageAccess: false,
            swiftSettings: mainActor
        ),
        // What app authors' tests can't see of NavigatorUI's views: how modifiers style a frame's cells, and the
        // trees a host's router holds (saved presentations, a stack's own screens), read with package access.
        .testTarget(name: "NavigatorUIStyleTests", dependencies: ["NavigatorUI"], swiftSettings: mainActor),
        // An app built on NavigatorUI's `App`, as an app author builds one: its executable is run by EndToEndTests.
        .executableTarget(name: "MailAppFixture", dependencies: ["NavigatorUI"], path: "Tests/MailAppFixture", packageAccess: false, swiftSettings: mainActor),
        // The built `navigator` binary (and MailAppFixture's), driven headless and inside tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["navigator", "MailAppFixture", "LinkInbox"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-docc-plugin builds the documentation from the DocC catalogs in Sources/*/*.docc (`make docs`,
// which sets NAVIGATOR_DOCS=1 for `swift package generate-documentation`). Only then: SwiftPM compiles
// every plugin of the graph on a fresh build, and its two would add 11 s of CPU to `swift build`.
if Context.environment["NAVIGATOR_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// The benchmarks (Tests/Benchmarks, `make bench`): only when NAVIGATOR_BENCH is set, so that `swift build
// --build-tests` (and so `make test` and CI) never builds the benchmark library. They are the package's
// own targets, so they reach the modules' `package` declarations, as the tests do. bench.py builds them
// in a scratch path of their own (Tests/Benchmarks/.build): switching never rebuilds `.build`.
if Context.environment["NAVIGATOR_BENCH"] != nil {
    package.dependencies.append(.package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]))
    let demo: [Target.Dependency] = ["Navigation", "Restoration", "TerminalUI", "NavigatorDemo", "NavigatorUI"]
    package.targets += [
        // In-process figures (package-benchmark): one key to one frame, breadcrumbs, at depth 10 and 1,000,000.
        .executableTarget(
            name: "NavigatorBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "benchmark")] + demo,
            path: "Tests/Benchmarks/Benchmarks/NavigatorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Puts the demo (its views, as `navigator` runs them) at any depth in a process of its own, for
        // max RSS and the filter over a million rows (run by bench.py).
        .executableTarget(name: "DeepStack", dependencies: demo, path: "Tests/Benchmarks/Sources/DeepStack"),
        // NavigatorUI's List(0..<N) with a row in the middle selected, for callgrind (run by bench.py).
        .executableTarget(name: "UIList", dependencies: ["NavigatorUI"], path: "Tests/Benchmarks/Sources/UIList"),
        // A lazy stack and a form of N rows, for callgrind: what a key costs as the screen grows (run by bench.py).
        .executableTarget(name: "UIScreens", dependencies: ["NavigatorUI"], path: "Tests/Benchmarks/Sources/UIScreens"),
        // The demo as `navigator` runs it (`DemoHost`: `DemoView`'s `NavigationStack(path:)` bound to the
        // `@Observable` model's path) at any depth, for callgrind: one key → frame, and pushes.
        .executableTarget(name: "UIDeepStack", dependencies: demo, path: "Tests/Benchmarks/Sources/UIDeepStack"),
        // The floor under a push: the demo's Detail body over Observation with nothing else (BENCHMARKS.md).
        .executableTarget(name: "PushFloor", path: "Tests/Benchmarks/Sources/PushFloor"),
        // The worst key-to-frame time while the journal is compacted at depth 1,000,000 (run by bench.py).
        .executableTarget(name: "CompactionLatency", dependencies: demo, path: "Tests/Benchmarks/Sources/CompactionLatency"),
    ]
}
