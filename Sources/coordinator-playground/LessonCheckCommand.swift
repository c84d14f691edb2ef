import ArgumentParser
import PlaygroundEngine
import PlaygroundLessons
import ShippedApps
import Terminal

/// `coordinator-playground lesson check FILE…`: the lesson checker, for a lesson's author, with
/// the same rules `make test` holds every lesson to.
struct LessonCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check lesson files: every step starts unsolved and ends only on its act and look.",
        discussion: """
            For every step: no goal holds as it starts; its solution, typed a command at a time, \
            completes it exactly at its last needed command; every command its text asks for is \
            in the solution; and leaving out any one command leaves it unsolved, unless the \
            solution's line says why it is optional ('# optional: …'). Each finding names the \
            file, the step and its line. Exits with 1 when any step fails.
            """
    )

    @Argument(help: "The lesson files to check.")
    var files: [String]

    @Flag(help: "Also list the optional commands and why each is allowed.")
    var verbose = false

    func run() throws {
        let checker = LessonChecker(apps: PlaygroundApps.shipped)
        var failures = 0
        for file in files {
            let lesson: Lesson
            do {
                lesson = try LessonParser.parse(fileAt: file, apps: PlaygroundApps.shipped)
            } catch {
                TerminalOutput.showError("error: \(error)")
                failures += 1
                continue
            }
            let findings = checker.check(lesson)
            let failed = findings.filter { $0.kind == .failure }
            for finding in findings where finding.kind == .failure || verbose {
                print(finding.description)
            }
            failures += failed.count
            print("\(file): \(lesson.steps.count) steps, \(failed.isEmpty ? "every one holds" : "\(failed.count) problems")")
        }
        if failures > 0 { throw ExitCode.failure }
    }
}
