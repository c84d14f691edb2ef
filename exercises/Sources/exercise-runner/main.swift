import Foundation
import PlaygroundEngine
import PlaygroundExercises
import PlaygroundLessons
import TextLayout

/// `exercise-runner check N [--solution]`: runs exercise N's checks on the learner's app (or the
/// solution's) and prints the verdict; exits 0 when every check passes, 1 when one fails.
/// Before each step it prints the step's announcement, for `exercise watch` to name the step
/// when the learner's code crashes or never returns.
///
/// `exercise-runner play N [--solution]`: the playground's commands on that app, a line at a
/// time (no line editing: the prompt's line editor lives in the program, not in a library).
let usage = "usage: exercise-runner check N [--solution] | play N [--solution]"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, ["check", "play"].contains(arguments[0]), let number = Int(arguments[1]) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let useSolution = arguments.contains("--solution")

/// The exercises' folder: the package's own, where this file's package is.
let root =
    ProcessInfo.processInfo.environment["COORDINATOR_PLAYGROUND_EXERCISES"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("exercise-runner: " + message + "\n").utf8))
    exit(2)
}

let exercises: [Exercise]
do {
    exercises = try ExerciseCatalog.load(from: root)
} catch {
    fail(error.message)
}
guard let exercise = exercises.first(where: { $0.number == number }), let apps = registry[number] else {
    fail("there is no exercise \(number) (there are: \(exercises.map { String($0.number) }.joined(separator: ", ")))")
}
/// The terminal's width, which `exercise play` passes on; 80, as piped output is, by default.
let width = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? TextLayout.pipedWidth
let app = useSolution ? apps.solution : apps.learner
let playgroundApps = PlaygroundApps(app)

switch arguments[0] {
case "check":
    let checks: Lesson
    do {
        let text = try String(contentsOfFile: exercise.checksPath, encoding: .utf8)
        checks = try LessonParser.parse(text, path: exercise.checksPath, number: number, apps: playgroundApps)
    } catch {
        fail("\(error)")
    }
    let verdict = ExerciseCheck(checks: checks).run { step in
        print(StepAnnouncement(number: step.number, title: step.title).line)
        fflush(nil)
    }
    for line in verdict.lines { print(line) }
    exit(verdict.passed ? 0 : 1)
default:
    let session = Session(options: playgroundApps.defaultOptions)
    for line in TextLayout.lines(of: [OutputLine(session.banner)], width: width, plain: true) { print(line.text) }
    while true {
        print(session.prompt, terminator: "")
        fflush(nil)
        guard let line = readLine() else { break }
        let result = session.execute(line)
        for line in TextLayout.lines(of: result.lines, width: width, plain: true) { print(line.text) }
        if result.shouldQuit { break }
    }
}
