import Foundation
import PlaygroundEngine
import PlaygroundExercises
import PlaygroundHost
import PlaygroundLessons

/// What each exercise's runner does (`exercise-NN check [--solution]`, one program an exercise,
/// so that the first build of an exercise compiles its own code and not the nine others', nor
/// the prompt): runs the exercise's checks on the learner's app (or the solution's) and prints
/// the verdict; exits 0 when every check passes, 1 when one fails. Before each step it prints
/// the step's announcement, for `exercise watch` to name the step when the learner's code
/// crashes or never returns. `exercise play` is another program, `exercise-play`.
public enum ExerciseRunner {
    public static func main(exercise number: Int, learner: any PlaygroundApp.Type, solution: any PlaygroundApp.Type) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let program = String(format: "exercise-%02d", number)
        guard arguments.first == "check", arguments.dropFirst().allSatisfy({ $0 == "--solution" }) else {
            fail("usage: \(program) check [--solution]", status: 2)
        }
        check(exercise: number, apps: PlaygroundApps(arguments.contains("--solution") ? solution : learner), program: program)
    }

    /// The folder of the exercises: this package's, where this file is, unless the program says.
    private static var root: String {
        ProcessInfo.processInfo.environment["COORDINATOR_PLAYGROUND_EXERCISES"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    private static func check(exercise number: Int, apps: PlaygroundApps, program: String) -> Never {
        let checks: Lesson
        do {
            guard let exercise = try ExerciseCatalog.load(from: root).first(where: { $0.number == number }) else {
                fail("\(program): there is no exercise \(number) in \(root)", status: 2)
            }
            let text = try String(contentsOfFile: exercise.checksPath, encoding: .utf8)
            checks = try LessonParser.parse(text, path: exercise.checksPath, number: number, apps: apps)
        } catch {
            fail("\(program): \(error)", status: 2)
        }
        let verdict = ExerciseCheck(checks: checks).run { step in
            print(StepAnnouncement(number: step.number, title: step.title).line)
            fflush(nil)
        }
        for line in verdict.lines { print(line) }
        exit(verdict.passed ? 0 : 1)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
