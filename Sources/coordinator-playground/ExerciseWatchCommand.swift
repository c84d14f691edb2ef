import ArgumentParser
import Foundation
import PlaygroundExercises

/// `exercise watch [N]`: builds and checks the learner's code now and after every save.
struct ExerciseWatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check exercise N on every save of your files (by default the first that does not pass yet).",
        discussion: """
            On each save the exercises' package is built (swift build) and the checks run on your \
            code in a process of their own, stopped after 10 s. With --once it checks once and \
            exits: 0 when every check passes, 1 when one fails.
            """)

    @Argument(help: "The exercise to watch.")
    var number: Int?

    @Flag(help: "Check once and exit, without watching.")
    var once = false

    func run() throws {
        let shelf = try ExerciseShelf.load()
        let exercise = try shelf.exercise(number)
        let children = shelf.children(for: exercise)
        let watch = ExerciseWatch(
            exercise: exercise, exercisesRoot: shelf.root, build: children.build, check: children.check,
            print: { ExerciseOutput.show($0) },
            recordResult: { shelf.record(exercise, passed: $0) })
        ChildProcess.stopChildrenOnInterrupt()
        ExerciseOutput.show("Exercise \(exercise.number): \(exercise.title)")
        if once {
            if !watch.runOnce() { throw ExitCode.failure }
            return
        }
        watch.watch(shouldStop: { false })
    }
}
