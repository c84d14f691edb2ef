import ArgumentParser
import Foundation
import PlaygroundExercises
import PlaygroundPrompt
import Terminal

/// `exercise play [N]`: the playground's commands on the learner's app, run by the exercises'
/// runner (which links the learner's code; this program does not).
struct ExercisePlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open a prompt on your app of exercise N: tree, chain, why, holders, code on your own coordinators.")

    @Argument(help: "The exercise whose app to run.")
    var number: Int?

    @Flag(help: "Run the solution's app instead of yours.")
    var solution = false

    func run() throws {
        let shelf = try ExerciseShelf.load()
        let exercise = try shelf.exercise(number)
        let player = ExerciseWatch.player(exercisesRoot: shelf.root, swift: ExerciseShelf.swift())
        if !FileManager.default.fileExists(atPath: player.path) {
            ExerciseOutput.show("Building the exercises' prompt: the first build compiles every exercise and the prompt (a minute or two)…")
        }
        let built = player.build.run()
        guard built.ending == .exited(0) else {
            let errors = CompilerErrors.learnerErrors(in: built.output + "\n" + built.errors, exercise: exercise, exercisesRoot: shelf.root)
            TerminalOutput.showError("error: the exercises do not build; fix these first:")
            for line in errors.isEmpty ? (built.output + built.errors).split(separator: "\n").suffix(12).map(String.init) : errors {
                TerminalOutput.showError("  " + line)
            }
            throw ExitCode.failure
        }
        // The runner takes this process's place, and so the terminal: a child started by
        // Foundation's Process is in a process group of its own, which the terminal stops when
        // it reads.
        // Its `view` uses this program's server, which the exercises' package does not build.
        setenv(ViewProgram.variable, ViewProgram.beside, 1)
        FileManager.default.changeCurrentDirectoryPath(shelf.root)
        let arguments = [player.path, String(exercise.number)] + (solution ? ["--solution"] : [])
        var argv = arguments.map { strdup($0) } + [nil]
        execv(player.path, &argv)
        TerminalOutput.showError("error: \(player.path) cannot be started (\(String(cString: strerror(errno))))")
        throw ExitCode.failure
    }
}
