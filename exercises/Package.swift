// swift-tools-version: 6.0
import PackageDescription

// The exercises: a package of its own, so `make test` and `make play` never build it. Each
// folder `NN-slug` listed here is one exercise and becomes two modules and a program:
// `ExerciseNN` (the learner's `Sources/` with the exercise's `Scaffold/`), `SolutionNN`
// (`Solutions/NN-slug/Sources/` with the same scaffold, through the link
// `Solutions/NN-slug/Scaffold`), and `exercise-NN` (`Runners/NN/main.swift`), the checks' runner
// that links both. One program an exercise, without the prompt, so that `exercise watch N`
// builds exercise N alone: the first build compiles one exercise, not ten, and no prompt.
// `exercise-play` links them all with the prompt, for `exercise play`. Listed, not read from the folder: SwiftPM keeps a
// manifest's result while its text is unchanged, so a folder added without a line here went
// unseen by some builds.
let exercises = [
    "01-send-a-message",
    "02-intercept-a-message",
    "03-handle-pop-back",
    "04-the-child-that-stays",
    "05-closure-outputs",
    "06-queue-until-ready",
    "07-a-flow-with-a-router",
    "08-router-back-button",
    "09-deep-link",
    "10-present-after-dismissal",
]

/// What every exercise's code is written against and plugged in through.
let appDependencies: [Target.Dependency] = [
    "ExerciseSupport",
    .product(name: "Coordinator", package: "CoordinatorPlayground"),
    .product(name: "RouterCoordinator", package: "CoordinatorPlayground"),
    .product(name: "HeadlessUIKit", package: "CoordinatorPlayground"),
    .product(name: "PlaygroundHost", package: "CoordinatorPlayground"),
]

let exerciseTargets: [Target] = exercises.flatMap { folder -> [Target] in
    let number = String(folder.prefix(while: \.isNumber))
    return [
        .target(
            name: "Exercise\(number)", dependencies: appDependencies, path: folder, exclude: ["README.md", "checks.md"],
            sources: ["Sources", "Scaffold"]),
        .target(name: "Solution\(number)", dependencies: appDependencies, path: "Solutions/\(folder)", sources: ["Sources", "Scaffold"]),
        .executableTarget(
            name: "exercise-\(number)",
            dependencies: [.target(name: "Exercise\(number)"), .target(name: "Solution\(number)"), "ExerciseRunner"],
            path: "Runners/\(number)"),
    ]
}

let package = Package(
    name: "CoordinatorPlaygroundExercises",
    dependencies: [.package(name: "CoordinatorPlayground", path: "..")],
    targets: exerciseTargets + [
        // What the scaffolds share: the app and scene delegates, the learner's files for `code`.
        .target(
            name: "ExerciseSupport",
            dependencies: [
                .product(name: "Coordinator", package: "CoordinatorPlayground"),
                .product(name: "HeadlessUIKit", package: "CoordinatorPlayground"),
                .product(name: "PlaygroundHost", package: "CoordinatorPlayground"),
            ]),
        // What every exercise's runner does: the checks, on the app it is given.
        .target(
            name: "ExerciseRunner",
            dependencies: [
                .product(name: "PlaygroundExercises", package: "CoordinatorPlayground"),
                .product(name: "PlaygroundHost", package: "CoordinatorPlayground"),
            ]),
        // `exercise play`: the prompt on any exercise's app, learner's or solution's.
        .executableTarget(
            name: "exercise-play",
            dependencies: exercises.flatMap { folder -> [Target.Dependency] in
                let number = String(folder.prefix(while: \.isNumber))
                return [.target(name: "Exercise\(number)"), .target(name: "Solution\(number)")]
            } + [
                .product(name: "Playground", package: "CoordinatorPlayground"),
                .product(name: "PlaygroundPrompt", package: "CoordinatorPlayground"),
                .product(name: "PlaygroundHost", package: "CoordinatorPlayground"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
