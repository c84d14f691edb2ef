// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoordinatorPlayground",
    products: [
        .executable(name: "coordinator-playground", targets: ["coordinator-playground"]),
        .library(name: "Coordinator", targets: ["Coordinator"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        // The engine (Session, TranscriptSuite, lessons) for packages that drive it in-process:
        // the benchmarks in Benchmarks/ measure it through this public API.
        .library(name: "Playground", targets: ["Playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibedit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "HeadlessUIKit"),
        .target(
            name: "Coordinator",
            dependencies: [
                "HeadlessUIKit",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(name: "ExampleApp", dependencies: ["Coordinator", "HeadlessUIKit"]),
        .target(
            name: "Playground",
            dependencies: [
                "ExampleApp", "Coordinator", "HeadlessUIKit",
                .product(name: "OrderedCollections", package: "swift-collections"),
                "SafeFile",
            ],
            // The lessons ship with the program (`make install` copies the bundle beside it).
            resources: [.copy("../../lessons")]
        ),
        .target(name: "Terminal", dependencies: ["CLibedit", "SafeFile"]),
        .target(name: "SafeFile"),
        .executableTarget(
            name: "coordinator-playground",
            dependencies: [
                "Playground", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
        .testTarget(name: "CoordinatorTests", dependencies: ["Coordinator", "HeadlessUIKit"]),
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "Coordinator", "HeadlessUIKit"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "ExampleApp", "Coordinator", "HeadlessUIKit", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                "SafeFile",
            ],
            exclude: ["Fixtures"]),
        .target(name: "PseudoTerminalSupport", path: "Tests/PseudoTerminalSupport"),
        // The line editor alone at a terminal, for the pty tests that need it busy on cue.
        .executableTarget(name: "LineEditorHarness", dependencies: ["Terminal"], path: "Tests/LineEditorHarness"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "SafeFile", "PseudoTerminalSupport", "TestSupport"]),
        .testTarget(name: "SafeFileTests", dependencies: ["SafeFile"]),
    ],
    swiftLanguageModes: [.v6]
)
