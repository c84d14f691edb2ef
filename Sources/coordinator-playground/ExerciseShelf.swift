import ArgumentParser
import Foundation
import PlaygroundExercises
import Terminal

/// The exercises as the `exercise` commands find them: the folder, the catalog read from it, the
/// progress file, and the runner the exercises' package builds.
struct ExerciseShelf {
    let root: String
    let exercises: [Exercise]
    let progressPath: String

    static let folderVariable = "COORDINATOR_PLAYGROUND_EXERCISES"

    /// `$COORDINATOR_PLAYGROUND_EXERCISES`, else `exercises/` in the current folder, else the
    /// checkout this program was built from.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ExerciseShelf {
        let candidates = [
            environment[folderVariable],
            FileManager.default.currentDirectoryPath + "/exercises",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("exercises").path,
        ].compactMap { $0 }.filter { !$0.isEmpty }
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }) else {
            TerminalOutput.showError(
                "error: no exercises folder here: run this from the repository's folder, or set \(folderVariable)")
            throw ExitCode.failure
        }
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        do {
            let exercises = try ExerciseCatalog.load(from: root)
            let progress = StateLocation.progressFile(environment: environment).deletingLastPathComponent()
                .appendingPathComponent("exercises.json").path
            return ExerciseShelf(root: root, exercises: exercises, progressPath: progress)
        } catch {
            TerminalOutput.showError("error: \(error.message)")
            throw ExitCode.failure
        }
    }

    var progress: ExerciseProgress { ExerciseProgress.load(from: progressPath) }

    /// Exercise `number`, or the first that does not pass yet when none is given.
    func exercise(_ number: Int?) throws -> Exercise {
        if let number {
            guard let exercise = exercises.first(where: { $0.number == number }) else {
                let numbers = exercises.map { String($0.number) }.joined(separator: ", ")
                throw ValidationError("there is no exercise \(number) (there are: \(numbers))")
            }
            return exercise
        }
        let passed = progress.passed
        guard let exercise = exercises.first(where: { !passed.contains($0.id) }) ?? exercises.first else {
            throw ValidationError("there are no exercises in \(root)")
        }
        return exercise
    }

    func children(for exercise: Exercise) -> (build: ChildProcess, check: ChildProcess) {
        ExerciseWatch.children(for: exercise, exercisesRoot: root, swift: Self.swift())
    }

    /// `$SWIFT` (as the Makefile takes it), else the first `swift` on the PATH.
    static func swift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let swift = environment["SWIFT"], swift.hasPrefix("/") { return swift }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        return folders.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swift"
    }

    func record(_ exercise: Exercise, passed: Bool) {
        var progress = self.progress
        progress.record(exercise, passed: passed)
        do {
            try progress.save(to: progressPath)
        } catch {
            TerminalOutput.showError("warning: exercise progress cannot be saved to \(progressPath) (\(error.reason))")
        }
    }
}
