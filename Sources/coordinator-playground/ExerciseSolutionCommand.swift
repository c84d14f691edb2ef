import ArgumentParser
import Foundation
import PlaygroundExercises
import Terminal

/// `exercise solution N`: prints the files the solution changes, after asking (a solution read
/// too early spoils the exercise).
struct ExerciseSolutionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solution", abstract: "Show exercise N's solution (asks first; --yes does not).")

    @Argument(help: "The exercise whose solution to show.")
    var number: Int

    @Flag(help: "Do not ask.")
    var yes = false

    func run() throws {
        let shelf = try ExerciseShelf.load()
        let exercise = try shelf.exercise(number)
        if !yes && isatty(STDIN_FILENO) == 1 {
            print("Show the solution of exercise \(exercise.number) (\(exercise.title))? [y/N] ", terminator: "")
            fflush(nil)
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard ["y", "yes"].contains(answer) else {
                print("Kept hidden.")
                return
            }
        }
        for file in exercise.filesTheSolutionChanges {
            let path = exercise.solutionFolder + "/" + file
            print("== exercises/Solutions/\(exercise.id)/\(file)")
            print((try? String(contentsOfFile: path, encoding: .utf8)) ?? "(cannot be read)")
        }
    }
}
