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
            // It links every exercise: one left not compiling stops it (the build's last lines say which).
            TerminalOutput.showError("error: the exercises do not build; fix these first:")
            for line in CompilerErrors.shown(for: built, exercise: exercise, exercisesRoot: shelf.root).lines {
                TerminalOutput.showError("  " + line)
            }
            throw ExitCode.failure
        }
        // Its `view` uses this program's server, which the exercises' package does not build.
        setenv(ViewProgram.variable, ViewProgram.beside, 1)
        FileManager.default.changeCurrentDirectoryPath(shelf.root)
        let arguments = [player.path, String(exercise.number)] + (solution ? ["--solution"] : [])
        var argv = arguments.map { strdup($0) } + [nil]
        // The player takes this process's place, and so the terminal: a child started by
        // Foundation's Process is in a process group of its own, which the terminal stops when
        // it reads.
        execv(player.path, &argv)
        TerminalOutput.showError("error: \(player.path) cannot be started (\(String(cString: strerror(errno))))")
        throw ExitCode.failure
    }
}
