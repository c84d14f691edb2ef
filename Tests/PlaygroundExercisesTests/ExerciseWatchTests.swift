import Foundation
import PlaygroundExercises
import TestSupport
import Testing

/// The watch loop's process handling, with fake builds and fake runners (shell scripts): what
/// the person reads when the learner's code crashes, loops, or does not compile.
@Suite struct ExerciseWatchTests {
    static func shell(_ script: String, timeLimit: Duration = .seconds(30)) -> ChildProcess {
        ChildProcess(executable: "/bin/sh", arguments: ["-c", script], timeLimit: timeLimit)
    }

    static let exercise = Exercise(
        number: 4, id: "04-the-child-that-stays", title: "The child that stays", folder: "/x/exercises/04-the-child-that-stays",
        learnerFiles: ["Sources/SettingsCoordinator.swift"], solutionFolder: "/x/exercises/Solutions/04-the-child-that-stays")

    static func watch(build: ChildProcess, check: ChildProcess) -> (ExerciseWatch, () -> [String], () -> [Bool]) {
        let printed = Lines()
        let results = Results()
        let watch = ExerciseWatch(
            exercise: exercise, exercisesRoot: "/x/exercises", build: build, check: check, print: { printed.append($0) },
            recordResult: { results.append($0) })
        return (watch, { printed.lines }, { results.values })
    }

    @Test func aCrashInTheLearnersCodeIsOneLineNamingTheStep() {
        let runner = Self.shell(
            """
            echo '@@step 1 Settings opens'; echo 'step 1: Settings opens'
            echo '@@step 2 Done frees it'
            echo '/x/exercises/04-the-child-that-stays/Sources/SettingsCoordinator.swift:20: Fatal error: not yet' >&2
            echo 'Current stack trace:' >&2; echo '0 libswiftCore.so ...' >&2
            kill -SEGV $$
            """)
        let (watch, printed, results) = Self.watch(build: Self.shell("exit 0"), check: runner)
        #expect(!watch.runOnce())
        #expect(printed() == ["✗ step 2 (Done frees it) crashed your code: SettingsCoordinator.swift:20: Fatal error: not yet"])
        #expect(results() == [false])
    }

    @Test func anEndlessLoopIsKilledAfterTheTimeLimitWithTheStepNamed() {
        let runner = Self.shell("echo '@@step 3 Back frees it'; while :; do :; done", timeLimit: .seconds(1))
        let (watch, printed, _) = Self.watch(build: Self.shell("exit 0"), check: runner)
        #expect(!watch.runOnce())
        #expect(printed() == ["✗ step 3 (Back frees it) did not finish within 1 s and was stopped: an endless loop?"])
    }

    @Test func theVerdictIsPrintedWithoutTheAnnouncementsAndAPassIsRecorded() {
        let runner = Self.shell("echo '@@step 1 Opens'; echo 'step 1: Opens'; echo '  ✓ visible X'; echo '✓ every check passes'; exit 0")
        let (watch, printed, results) = Self.watch(build: Self.shell("exit 0"), check: runner)
        #expect(watch.runOnce())
        #expect(printed() == ["step 1: Opens", "  ✓ visible X", "✓ every check passes"])
        #expect(results() == [true])
    }

    /// The first build takes a minute or more: the watch says so, rather than sit silent, and
    /// only while the exercise's runner is not built yet.
    @Test func theFirstBuildIsAnnouncedAndLaterOnesAreNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = folder + "/exercise-04"
        let script = #"printf '#!/bin/sh\necho "step 1: Opens"\necho "✓ every check passes"\n' > RUNNER; chmod +x RUNNER"#
        let build = Self.shell(script.replacingOccurrences(of: "RUNNER", with: runner))
        let check = ChildProcess(executable: runner, arguments: ["check"], timeLimit: .seconds(30))
        let (watch, printed, _) = Self.watch(build: build, check: check)
        #expect(watch.runOnce())
        #expect(watch.runOnce())
        #expect(
            printed() == [
                "Building exercise 4's program: the first build compiles the playground's libraries too (about a minute)…",
                "step 1: Opens", "✓ every check passes", "step 1: Opens", "✓ every check passes",
            ])
    }

    @Test func compilerErrorsAreTheLearnersFilesOnlyWithFileAndLine() {
        let build = Self.shell(
            """
            echo '[3/9] Compiling Exercise04 SettingsCoordinator.swift'
            echo '/x/exercises/04-the-child-that-stays/Sources/SettingsCoordinator.swift:21:9: error: cannot find '"'"'parnt'"'"' in scope'
            echo '/x/exercises/Solutions/04-the-child-that-stays/Sources/SettingsCoordinator.swift:3:1: error: elsewhere'
            echo '/x/exercises/04-the-child-that-stays/Sources/SettingsCoordinator.swift:21:9: error: cannot find '"'"'parnt'"'"' in scope'
            exit 1
            """)
        let (watch, printed, results) = Self.watch(build: build, check: Self.shell("exit 0"))
        #expect(!watch.runOnce())
        #expect(
            printed() == [
                "✗ your code does not compile:",
                "  04-the-child-that-stays/Sources/SettingsCoordinator.swift:21: error: cannot find 'parnt' in scope",
            ])
        #expect(results() == [false])
    }

    @Test func progressIsSavedAndReadBackAndNeverWrittenThroughALink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-progress-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var progress = ExerciseProgress()
        progress.record(Self.exercise, passed: true)
        try progress.save(to: folder + "/exercises.json")
        #expect(ExerciseProgress.load(from: folder + "/exercises.json").passed == ["04-the-child-that-stays"])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/exercises.json")
        #expect(throws: (any Error).self) { try progress.save(to: folder + "/link.json") }
    }
}

/// What the watch printed, gathered from its callback.
private final class Lines: @unchecked Sendable {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

private final class Results: @unchecked Sendable {
    private(set) var values: [Bool] = []
    func append(_ value: Bool) { values.append(value) }
}
