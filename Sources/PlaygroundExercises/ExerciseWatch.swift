import Foundation

/// `exercise watch`: on every save of the learner's files, builds the runner and runs the
/// checks in a child process, then prints the verdict. The build and the run are children so
/// that nothing the learner's code does (a crash, an endless loop) reaches the watching program,
/// and each has a time limit.
package final class ExerciseWatch {
    package let exercise: Exercise
    private let exercisesRoot: String
    private let build: ChildProcess
    private let check: ChildProcess
    private let print: (String) -> Void
    private let recordResult: (Bool) -> Void

    package init(
        exercise: Exercise, exercisesRoot: String, build: ChildProcess, check: ChildProcess, print: @escaping (String) -> Void,
        recordResult: @escaping (Bool) -> Void = { _ in }
    ) {
        self.exercise = exercise
        self.exercisesRoot = exercisesRoot
        self.build = build
        self.check = check
        self.print = print
        self.recordResult = recordResult
    }

    /// The runner the way `exercise watch` starts it: `swift build` of the exercise's own product
    /// in the exercises' package, then `exercise-NN check`.
    package static func children(
        for exercise: Exercise, exercisesRoot: String, swift: String, checkTimeLimit: Duration = .seconds(10)
    ) -> (build: ChildProcess, check: ChildProcess) {
        let runner = building(exercise.runnerProduct, in: exercisesRoot, swift: swift)
        return (
            runner.build,
            ChildProcess(executable: runner.path, arguments: ["check"], currentDirectory: exercisesRoot, timeLimit: checkTimeLimit)
        )
    }

    /// `exercise play`'s program, which links every exercise with the prompt, and its build.
    package static func player(exercisesRoot: String, swift: String) -> (path: String, build: ChildProcess) {
        building("exercise-play", in: exercisesRoot, swift: swift)
    }

    /// `swift build` of `product` in the exercises' package, and where it puts the program.
    private static func building(_ product: String, in exercisesRoot: String, swift: String) -> (path: String, build: ChildProcess) {
        (
            exercisesRoot + "/.build/debug/" + product,
            ChildProcess(
                executable: swift, arguments: ["build", "--product", product], currentDirectory: exercisesRoot,
                timeLimit: .seconds(900))
        )
    }

    /// Builds and checks once, printing what comes of it; whether every check passed.
    @discardableResult
    package func runOnce() -> Bool {
        if !FileManager.default.fileExists(atPath: check.executable) {
            // Minutes of silence would look like a hang.
            print(
                "Building exercise \(exercise.number)'s program: the first build compiles the playground's libraries too (about a minute)…")
        }
        let built = build.run()
        guard built.ending == .exited(0) else {
            let failure = CompilerErrors.shown(for: built, exercise: exercise, exercisesRoot: exercisesRoot)
            print(failure.inLearnersFiles ? "✗ your code does not compile:" : "✗ the build failed:")
            for line in failure.lines { print("  " + line) }
            recordResult(false)
            return false
        }
        let report = RunnerReport.lines(of: check.run(), timeLimit: check.timeLimit)
        for line in report.lines { print(line) }
        recordResult(report.passed)
        return report.passed
    }

    /// Runs once, then again after each save, until `shouldStop` says so (checked between polls).
    package func watch(every interval: Duration = .milliseconds(200), shouldStop: () -> Bool) {
        var stamps = modificationStamps()
        runOnce()
        print("Watching \(exercise.id)/Sources: save a file to check again, Ctrl-C to stop.")
        while !shouldStop() {
            Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds))
            let now = modificationStamps()
            guard now != stamps else { continue }
            stamps = now
            print("")
            print("Saved: checking exercise \(exercise.number) again…")
            runOnce()
            print("Watching: save a file to check again, Ctrl-C to stop.")
        }
    }

    /// Each learner file's modification time and size (nil when it is gone): a save changes it.
    private func modificationStamps() -> [String?] {
        exercise.learnerPaths.map { path in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(date) \(attributes[.size] as? Int ?? 0)"
        }
    }
}
