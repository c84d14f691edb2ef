// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoordinatorPlayground",
    products: [
        .executable(name: "coordinator-playground", targets: ["coordinator-playground"]),
        .executable(name: "coordinator-playground-view", targets: ["coordinator-playground-view"]),
        .library(name: "Coordinator", targets: ["Coordinator"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        // The engine, transcripts and lessons, for packages that drive them in-process: the
        // benchmarks in Benchmarks/ measure them through this public API.
        .library(name: "Playground", targets: ["PlaygroundEngine", "TextLayout", "PlaygroundTranscripts", "PlaygroundLessons"]),
        // The shop as an app the engine runs, for the same packages.
        .library(name: "ShopHost", targets: ["ShopHost"]),
        // The items app (the ApplicationCoordinator README's style), likewise.
        .library(name: "ItemsHost", targets: ["ItemsHost"]),
        // Both, as the program runs them: the app list, declared once.
        .library(name: "ShippedApps", targets: ["ShippedApps"]),
        // What an exercise's app is written against and plugged in through, for the package in
        // exercises/: the host protocol with both libraries' adapters, the router library, and
        // the exercises' checks and verdicts, which the program and its runner share.
        .library(name: "PlaygroundHost", targets: ["PlaygroundHost", "CoordinatorHostAdapter", "RouterHostAdapter"]),
        .library(name: "RouterCoordinator", targets: ["RouterCoordinator"]),
        .library(name: "PlaygroundExercises", targets: ["PlaygroundExercises", "PlaygroundLessons", "PlaygroundEngine", "TextLayout"]),
        // The prompt itself, for the exercises' runner: `exercise play` is this prompt on the
        // learner's app, `view` and all.
        .library(name: "PlaygroundPrompt", targets: ["PlaygroundPrompt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The view server's HTTP and WebSocket, chosen by what a clean debug build of a tiny
        // server with each costs on this 2-core machine (CPU seconds user + sys, and wall time at
        // a load of 4 to 7): FlyingFox 0.27.1 19.5 s (16 s), no dependencies; swift-nio 2.101.3
        // alone 72.8 s (57 s); hummingbird 2.28.1 with hummingbird-websocket 2.8.1 176.9 s (3 min 41 s).
        // FlyingFox's parser has no limits, so the view server reads each request itself in front
        // of it (PlaygroundViewServer's BoundedFront). Measured the same way on 2026-11-27 at a
        // load of 5 to 10, side by side: the tiny FlyingFox server 44.5 s (1 min 55 s); FlyingFox
        // with the whole server module set (its sources and SystemCalls) 58.4 s (2 min 16 s), so
        // the bounded front and the rest of the module cost 14 s of CPU (the tiny server's 19.5 s
        // above became 44.5 s at today's load, so the figures above compare with each other only).
        // Once the front did its own I/O (poll on a thread per connection), the whole
        // `coordinator-playground-view` product built clean side by side at a load of 13 to 15:
        // 115.5 s before the front, 121.3 s with it (106.3 s alone at a load of 2).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // For the engine tests only: the diff a whole-change assertion prints when it fails.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibedit",
            // Linux: Debian's libedit-dev. macOS: the SDK's histedit.h and libedit (no pkg-config
            // file), or Homebrew's keg-only libedit when PKG_CONFIG_PATH names it (the Makefile does).
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The few system calls spelled differently in Darwin and Glibc, spelled once.
        .target(name: "SystemCalls"),
        .target(name: "HeadlessUIKit"),
        .target(
            name: "Coordinator",
            dependencies: [
                "HeadlessUIKit",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // The ApplicationCoordinator README's style (routers, closures, plain-object coordinators),
        // beside `Coordinator` and independent of it.
        .target(name: "RouterCoordinator", dependencies: ["HeadlessUIKit"]),
        .target(name: "ExampleApp", dependencies: ["Coordinator", "HeadlessUIKit"]),
        // The ApplicationCoordinator README's app (routers, closures, factories) on that library.
        .target(name: "ItemsApp", dependencies: ["RouterCoordinator", "HeadlessUIKit"]),
        // What the engine needs of an app (docs/app-contract.md): what every app has, and the
        // capabilities some add. It names one library type, the message `send` hands to radianttap's.
        .target(name: "PlaygroundHost", dependencies: ["Coordinator", "HeadlessUIKit"]),
        // Each library's answer to the host protocol, beside the library: its coordinators as the
        // engine shows them, what acts for a screen, its words in `help`.
        .target(name: "CoordinatorHostAdapter", dependencies: ["PlaygroundHost", "Coordinator", "HeadlessUIKit"]),
        .target(name: "RouterHostAdapter", dependencies: ["PlaygroundHost", "RouterCoordinator", "HeadlessUIKit"]),
        .target(
            name: "ShopHost",
            dependencies: ["PlaygroundHost", "CoordinatorHostAdapter", "ExampleApp", "Coordinator", "HeadlessUIKit"],
            // The shop's own source ships with it, for `code` to show the piece behind a name, and
            // the source of the library it is built on, for `code` to open that too.
            resources: [.copy("../ExampleApp"), .copy("../Coordinator")]
        ),
        .target(
            name: "ItemsHost",
            dependencies: ["PlaygroundHost", "RouterHostAdapter", "ItemsApp", "RouterCoordinator", "HeadlessUIKit"],
            // The items app's own source ships with it, for `code`, and its library's.
            resources: [.copy("../ItemsApp"), .copy("../RouterCoordinator")]
        ),
        // The apps the program runs, in order, for the program, its tests and the benchmarks.
        .target(name: "ShippedApps", dependencies: ["PlaygroundEngine", "ShopHost", "ItemsHost"]),
        // Lesson Markdown read once into blocks and spans, which the terminal and the pages both
        // draw. Our own, not JohnSundell/Ink 0.6.0 (swift-markdown is not among the packages
        // here): Ink gives an HTML string and no tree for the terminal to lay out, and a clean
        // debug build of a tiny program reading a lesson costs 18.3 to 19.4 s of CPU (user + sys)
        // with Ink, 13.3 s with this module, 8.9 to 10.2 s with neither, at a load of 3 on this
        // 2-core machine (2026-11-27; see MarkdownDocument).
        .target(name: "MarkdownModel"),
        // Printed lines laid out for a width: what a terminal shows, and at 80 columns what a pipe
        // receives and a transcript records. Below the engine, which only prints lines, so the
        // transcripts and the executable lay them out without reaching into it.
        .target(name: "TextLayout", dependencies: ["MarkdownModel"]),
        // Swift source read for `code`: each file cut into its declarations, the types indexed by
        // what they are to the app, and the piece behind a name cut out. Below the engine, which
        // hands it an app's files and prints the lines it gives; it knows nothing of apps.
        .target(name: "SourceReading"),
        // Pure: a line in, output out; no file system, and no app but the ones it is given.
        .target(
            name: "PlaygroundEngine",
            // Of the coordinator libraries, only what `send` hands a message to.
            dependencies: ["PlaygroundHost", "Coordinator", "HeadlessUIKit", "TextLayout", "SourceReading"]),
        .target(name: "PlaygroundTranscripts", dependencies: ["PlaygroundEngine", "TextLayout", "SafeFile"]),
        .target(
            name: "PlaygroundLessons",
            dependencies: ["PlaygroundEngine", "TextLayout", "MarkdownModel", "SafeFile"],
            // The lessons ship with the program (`make install` copies the bundle beside it).
            resources: [.copy("../../lessons")]
        ),
        // Exercises (exercises/): the catalog read from the folder, the checks run on the learner's
        // app, the verdict and its rendering, progress, and the child processes `exercise watch`
        // runs. Beside the lessons, whose file format and goals the checks reuse; the program and
        // the exercises' own runner (a package of its own, which links the learner's code) share it.
        .target(name: "PlaygroundExercises", dependencies: ["PlaygroundLessons", "PlaygroundEngine", "TextLayout", "SafeFile"]),
        // The picture: the snapshot drawn as SVG and a self-contained page. Pure, like the engine.
        .target(name: "PlaygroundPicture", dependencies: ["PlaygroundEngine", "MarkdownModel"]),
        // At the edge, beside Terminal: serves the picture on 127.0.0.1 and pushes each new one.
        .target(
            name: "PlaygroundViewServer",
            dependencies: ["PlaygroundPicture", "SystemCalls", .product(name: "FlyingFox", package: "FlyingFox")]),
        // How the prompt and the view's server process talk: pictures one way, a greeting back.
        .target(name: "PlaygroundViewWire"),
        // The view's server as a process of its own, which `view` starts beside the prompt:
        // FlyingFox links Foundation's networking (and libcurl), which would otherwise be loaded
        // at every start of the prompt.
        .executableTarget(
            name: "coordinator-playground-view", dependencies: ["PlaygroundViewServer", "PlaygroundPicture", "PlaygroundViewWire"]),
        // Pictures to keep: a replayed transcript or a lesson's solutions as a page stepped
        // through a command at a time.
        .target(
            name: "PlaygroundWalkthrough",
            dependencies: [
                "PlaygroundPicture", "PlaygroundTranscripts", "PlaygroundLessons", "PlaygroundEngine", "TextLayout", "MarkdownModel",
                "SafeFile",
            ]),
        .target(name: "Terminal", dependencies: ["CLibedit", "SafeFile", "SystemCalls"]),
        .target(name: "SafeFile", dependencies: ["SystemCalls"]),
        // The prompt: the person's lines to a session and its output to the screen, through the
        // line editor and the pager, with the live view and the files commands write. Any app:
        // the program runs it on the shipped apps, the exercises' runner on the learner's.
        .target(
            name: "PlaygroundPrompt",
            dependencies: [
                "PlaygroundHost", "PlaygroundEngine", "TextLayout", "PlaygroundTranscripts", "PlaygroundLessons", "Terminal",
                "PlaygroundPicture", "PlaygroundViewWire", "PlaygroundWalkthrough", "SystemCalls",
            ]),
        .executableTarget(
            name: "coordinator-playground",
            dependencies: [
                "PlaygroundEngine", "TextLayout", "PlaygroundTranscripts", "PlaygroundLessons", "PlaygroundExercises", "ShippedApps",
                "PlaygroundPrompt", "Terminal", "PlaygroundPicture", "PlaygroundWalkthrough", "SafeFile", "SystemCalls",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
        .testTarget(name: "MarkdownModelTests", dependencies: ["MarkdownModel"]),
        .testTarget(name: "SourceReadingTests", dependencies: ["SourceReading"]),
        // `Sent`: a message awaited from a test, for the library's tests and the shop's.
        .target(name: "MessageTestSupport", dependencies: ["Coordinator", "HeadlessUIKit"], path: "Tests/MessageTestSupport"),
        .testTarget(name: "CoordinatorTests", dependencies: ["Coordinator", "HeadlessUIKit", "MessageTestSupport"]),
        .testTarget(name: "RouterCoordinatorTests", dependencies: ["RouterCoordinator", "HeadlessUIKit"]),
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "Coordinator", "HeadlessUIKit", "MessageTestSupport"]),
        .testTarget(name: "ItemsAppTests", dependencies: ["ItemsApp", "RouterCoordinator", "HeadlessUIKit"]),
        .testTarget(
            name: "PlaygroundEngineTests",
            dependencies: [
                "PlaygroundEngine", "TextLayout", "SourceReading", "PlaygroundHost", "ShopHost", "ExampleApp", "Coordinator",
                "HeadlessUIKit", "TestSupport", "ItemsHost",
                // Reads the transcript corpus: its commands are the fuzzers' seeds.
                "PlaygroundTranscripts",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]),
        // The engine on a tiny app of its own, through the host protocol alone: no shop here.
        .testTarget(name: "FakeHostTests", dependencies: ["PlaygroundEngine", "PlaygroundHost", "HeadlessUIKit"]),
        .testTarget(
            name: "PlaygroundTranscriptsTests",
            dependencies: ["PlaygroundTranscripts", "PlaygroundEngine", "TextLayout", "ShopHost", "TestSupport", "SafeFile"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "PlaygroundLessonsTests",
            dependencies: [
                "PlaygroundLessons", "PlaygroundEngine", "TextLayout", "ShopHost", "TestSupport",
                // The sessions of the README and docs/tour.md are transcripts.
                "PlaygroundTranscripts",
                // `make docs` writes docs/commands.md through it.
                "SafeFile",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "PlaygroundExercisesTests",
            dependencies: ["PlaygroundExercises", "PlaygroundLessons", "PlaygroundEngine", "ShippedApps", "SafeFile", "TestSupport"],
            exclude: ["Fixtures"]),
        .target(name: "PseudoTerminalSupport", path: "Tests/PseudoTerminalSupport"),
        // The line editor alone at a terminal, for the pty tests that need it busy on cue.
        .executableTarget(name: "LineEditorHarness", dependencies: ["Terminal"], path: "Tests/LineEditorHarness"),
        .target(name: "TestSupport", dependencies: ["PlaygroundEngine", "ShippedApps"], path: "Tests/TestSupport"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "SafeFile", "PseudoTerminalSupport", "TestSupport", "SystemCalls"]),
        .testTarget(name: "SafeFileTests", dependencies: ["SafeFile", "SystemCalls"]),
        .testTarget(
            name: "PlaygroundPictureTests",
            dependencies: ["PlaygroundPicture", "PlaygroundEngine", "TestSupport", "HeadlessUIKit", "MarkdownModel"],
            exclude: ["Fixtures"]),
        // Starts the view's server process too (`swift build --build-tests` builds it beside them).
        .testTarget(
            name: "PlaygroundViewServerTests",
            dependencies: ["PlaygroundViewServer", "PlaygroundPicture", "PlaygroundViewWire", "TestSupport", "SystemCalls"]),
        .testTarget(
            name: "PlaygroundWalkthroughTests",
            dependencies: [
                "PlaygroundWalkthrough", "PlaygroundTranscripts", "PlaygroundLessons", "PlaygroundPicture", "PlaygroundEngine",
                "TextLayout", "SafeFile", "TestSupport", "MarkdownModel",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
