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
            print("Exercises (\(passed.count) of \(shelf.exercises.count) pass):")
            for exercise in shelf.exercises {
                print("  \(exercise.number < 10 ? " " : "")\(exercise.number) \(passed.contains(exercise.id) ? "✓" : " ") \(exercise.title)")
            }
            print("Start one with: coordinator-playground exercise N")
            return
        }
        let exercise = try shelf.exercise(number)
        let readme = (try? String(contentsOfFile: exercise.readmePath, encoding: .utf8)) ?? ""
        print(readme.trimmingCharacters(in: .whitespacesAndNewlines))
        print("")
        print("Your files: \(exercise.learnerFiles.map { "exercises/\(exercise.id)/\($0)" }.joined(separator: ", "))")
        print("Next: coordinator-playground exercise watch \(exercise.number)")
    }
}
