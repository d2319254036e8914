// swift-tools-version: 6.1
// The benchmark suite: a package of its own, so that the root package's `swift build --build-tests`
// (and so `make test` and CI) never builds the benchmark library. `make bench` at the root runs it.
import PackageDescription

let package = Package(
    name: "NavigatorBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navigator", path: "../.."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // In-process figures (package-benchmark): one key to one frame, breadcrumbs, at depth 10 and 1,000,000.
        .executableTarget(
            name: "NavigatorBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Navigation", package: "navigator"),
                .product(name: "Restoration", package: "navigator"),
                .product(name: "TerminalUI", package: "navigator"),
                .product(name: "NavigatorDemo", package: "navigator"),
                .product(name: "NavigatorUI", package: "navigator"),
            ],
            path: "Benchmarks/NavigatorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Puts the demo (its views, as `navigator` runs them) at any depth in a process of its own, for
        // max RSS and the filter over a million rows (run by bench.py).
        .executableTarget(
            name: "DeepStack",
            dependencies: [
                .product(name: "Navigation", package: "navigator"),
                .product(name: "TerminalUI", package: "navigator"),
                .product(name: "NavigatorDemo", package: "navigator"),
                .product(name: "NavigatorUI", package: "navigator"),
            ]
        ),
        // NavigatorUI's List(0..<N) with a row in the middle selected, for callgrind (run by bench.py).
        .executableTarget(
            name: "UIList",
            dependencies: [.product(name: "NavigatorUI", package: "navigator")]
        ),
        // The demo as `navigator` runs it (`DemoHost`: `DemoView`'s `NavigationStack(path:)` bound to the
        // `@Observable` model's path) at any depth, for callgrind: one key → frame, and pushes.
        .executableTarget(
            name: "UIDeepStack",
            dependencies: [
                .product(name: "Navigation", package: "navigator"),
                .product(name: "NavigatorDemo", package: "navigator"),
                .product(name: "NavigatorUI", package: "navigator"),
            ]
        ),
        // The floor under a push: the demo's Detail body over Observation with nothing else (BENCHMARKS.md).
        .executableTarget(name: "PushFloor"),
        // The worst key-to-frame time while the journal is compacted at depth 1,000,000 (run by bench.py).
        .executableTarget(
            name: "CompactionLatency",
            dependencies: [
                .product(name: "Navigation", package: "navigator"),
                .product(name: "Restoration", package: "navigator"),
                .product(name: "TerminalUI", package: "navigator"),
                .product(name: "NavigatorDemo", package: "navigator"),
                .product(name: "NavigatorUI", package: "navigator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
