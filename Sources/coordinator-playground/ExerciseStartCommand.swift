import ArgumentParser
import Foundation
import PlaygroundExercises

/// `exercise` lists the exercises and which pass; `exercise N` prints exercise N's README and
/// how to go on.
struct ExerciseStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "List the exercises, or start exercise N: print what to write, and how to check it.")

    @Argument(help: "The exercise to start; without it, the list.")
    var number: Int?

    func run() throws {
        let shelf = try ExerciseShelf.load()
        guard let number else {
            let passed = shelf.progress.passed
            ExerciseOutput.show("Exercises (\(passed.count) of \(shelf.exercises.count) pass):")
            for exercise in shelf.exercises {
                ExerciseOutput.show(
                    "  \(exercise.number < 10 ? " " : "")\(exercise.number) \(passed.contains(exercise.id) ? "✓" : " ") \(exercise.title)")
            }
            ExerciseOutput.show("Start one with: coordinator-playground exercise N")
            return
        }
        let exercise = try shelf.exercise(number)
        let readme = (try? String(contentsOfFile: exercise.readmePath, encoding: .utf8)) ?? ""
        ExerciseOutput.show(readme.trimmingCharacters(in: .whitespacesAndNewlines), markdown: true)
        ExerciseOutput.show("")
        ExerciseOutput.show("Your files: \(exercise.learnerFiles.map { "exercises/\(exercise.id)/\($0)" }.joined(separator: ", "))")
        ExerciseOutput.show("Next: coordinator-playground exercise watch \(exercise.number)")
    }
}
