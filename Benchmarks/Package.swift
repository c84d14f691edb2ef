// swift-tools-version: 6.1
// The performance suite (speed and memory figures, each with its target), kept out of the main package so that `make test` never builds
// it. `make bench` (in the top Makefile) runs it all and prints the table of figures.
import PackageDescription

let package = Package(
    name: "CoordinatorPlaygroundBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "CoordinatorPlayground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What every measurement runs: realistic sessions, long transcripts, deep and wide
        // hierarchies, cycles. Shared so that ordo-one's suite and the figures measure the same.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "Playground", package: "CoordinatorPlayground"),
                .product(name: "ShopHost", package: "CoordinatorPlayground"),
                .product(name: "ItemsHost", package: "CoordinatorPlayground"),
                .product(name: "ShippedApps", package: "CoordinatorPlayground"),
                .product(name: "Coordinator", package: "CoordinatorPlayground"),
                .product(name: "HeadlessUIKit", package: "CoordinatorPlayground"),
            ]
        ),
        // Measures each performance figure in-process and prints one `figure` line per result;
        // scripts/bench.py adds the out-of-process ones and prints the table.
        .executableTarget(name: "bench-figures", dependencies: ["Workloads"]),
        // The reference for start-up: a Swift "hello world" that imports Foundation.
        .executableTarget(name: "hello-world"),
        // ordo-one/benchmark's view of the same workloads (percentiles, mallocs, resident memory):
        // `swift package --allow-writing-to-package-directory benchmark`.
        .executableTarget(
            name: "PlaygroundBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PlaygroundBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
