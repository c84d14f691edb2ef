import Foundation
import TestSupport
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The program's files as a script meets them: a full disk while recording or exporting, an
/// existing transcript, a missing or broken lessons folder, an empty transcripts folder. Every
/// failure is said in words and ends the program with status 1; nothing already written is lost.
@Suite("Files at the edges")
struct ProgramFileTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func path(_ name: String) -> String { sandbox.root.appendingPathComponent(name).path }

    private var environment: [String: String] {
        sandbox.environment(["COORDINATOR_PLAYGROUND_HISTORY": "", "COORDINATOR_PLAYGROUND_STATE_DIR": path("state")])
    }

    /// The program with its files limited to `blocks` of 512 bytes (`ulimit -f`), SIGXFSZ
    /// ignored: past the limit a write fails as it would on a full disk (EFBIG, where a full
    /// disk gives ENOSPC), after taking what fits.
    private func runOnAFullDisk(blocks: Int, arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let program = try BuiltProgram.url().path
        return try BuiltProgram.runPiped(
            executable: "/bin/sh", arguments: ["-c", "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\"", program] + arguments,
            input: input, environment: environment)
    }

    @Test("A recording cut by a full disk keeps every whole command, says so, and exits 1")
    func recordingOnAFullDisk() throws {
        let transcript = path("flow.transcript")
        let commands = ["tree", "push product 1", "stack", "help", "screen", "state"]
        let run = try runOnAFullDisk(blocks: 4, arguments: ["record", transcript], input: commands.joined(separator: "\n") + "\n")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            SessionText.unwrapped(run.stdout).contains(
                "error: recording stopped: cannot write \(transcript): the file would be larger than this process may write; it holds every command before this one"
            ), "\(run.stdout)")
        // Cut back to the last whole command: it replays, and holds the commands before `state`.
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(recorded.hasPrefix("# recorded with coordinator-playground\n> tree\n"))
        #expect(
            recorded.split(separator: "\n").filter { $0.hasPrefix("> ") } == [
                "> tree", "> push product 1", "> stack", "> help", "> screen",
            ])
        let replay = try BuiltProgram.runPiped(arguments: ["replay", transcript], input: "", environment: environment)
        #expect(replay.stdout == "1 passed, 0 failed\n")
        #expect(replay.status == 0)
    }

    @Test("An export on a full disk keeps the old picture whole and exits 1")
    func exportOnAFullDisk() throws {
        let picture = path("app.dot")
        let old = "digraph old { a -> b }\n"
        try old.write(toFile: picture, atomically: false, encoding: .utf8)
        let run = try runOnAFullDisk(blocks: 1, arguments: [], input: "export dot \(picture) --force\nscreen\n")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            SessionText.unwrapped(run.stdout).hasPrefix(
                "error: cannot write \(picture): the file would be larger than this process may write\nHomeViewController#1"),
            "\(run.stdout)")
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted() == ["app.dot", "home"])
    }

    @Test("Ctrl-C at a [y/N] question answers no, and stops nothing that follows")
    func ctrlCAtAQuestionAnswersNo() throws {
        let picture = path("app.dot")
        try "the old picture\n".write(toFile: picture, atomically: false, encoding: .utf8)
        let program = try TerminalProgram(environment: environment)
        try program.expectPrompt(SessionText.prompt)
        program.send("export dot \(picture)\r")
        try program.expectPrompt("[y/N] ")
        program.sendControl("c")
        try program.expect("kept \(picture) as")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(!program.output.contains("output stopped"), "\(program.output.debugDescription)")
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "the old picture\n")
    }

    @Test("At a terminal, export and record ask before replacing a file; no keeps it")
    func atATerminalReplacingAsksFirst() throws {
        let picture = path("app.dot"), transcript = path("flow.transcript")
        try "the old picture\n".write(toFile: picture, atomically: false, encoding: .utf8)
        try "> help\n".write(toFile: transcript, atomically: false, encoding: .utf8)
        let program = try TerminalProgram(environment: environment)
        try program.expectPrompt(SessionText.prompt)
        // A question wider than the terminal is laid out as output, its last row the prompt.
        program.send("export dot \(picture)\r")
        try program.expectPrompt("[y/N] ")
        #expect(SessionText.unwrapped(program.output.replacingOccurrences(of: "\r", with: "")).contains("app.dot exists. Replace"))
        program.send("n\r")
        try program.expect("kept \(picture) as it was")
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "the old picture\n")
        program.send("record \(transcript)\r")
        try program.expectPrompt("[y/N] ")
        program.send("\r")
        try program.expect("kept \(transcript) as")  // the long path takes the line: "it was" goes on below
        try program.expect("it was")
        program.send("export dot \(picture)\r")
        try program.expectPrompt("[y/N] ")
        program.send("y\r")
        try program.expect("wrote the dot picture to")
        try program.expect("app.dot")
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(try String(contentsOfFile: picture, encoding: .utf8).hasPrefix("digraph"))
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "> help\n")
    }

    @Test("record FILE on an existing file: piped, it is kept unless --force")
    func recordKeepsAnExistingTranscript() throws {
        let transcript = path("regression.transcript")
        try "> help\n".write(toFile: transcript, atomically: false, encoding: .utf8)
        let refused = try BuiltProgram.runPiped(arguments: ["record", transcript], input: "tree\n", environment: environment)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "error: \(transcript) exists and was kept; to replace it: coordinator-playground record --force \(transcript)\n")
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "> help\n")

        let forced = try BuiltProgram.runPiped(arguments: ["record", "--force", transcript], input: "tree\n", environment: environment)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: transcript, encoding: .utf8).hasPrefix("# recorded with coordinator-playground\n> tree\n"))
    }

    @Test(.enabled(if: DecoyDevice.canBeMade, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func recordToADeviceNodeIsRefusedAndTheNodeStays() throws {
        let node = path("full")
        try DecoyDevice.make(at: node, DecoyDevice.full)
        let run = try BuiltProgram.runPiped(arguments: ["record", node], input: "tree\n", environment: environment)
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot record to \(node): it is a character device, not a regular file\n")
        #expect(DecoyDevice.isCharacterDevice(node))
    }

    @Test("lesson with no lessons folder says why and exits 1")
    func lessonWithoutALessonsFolder() throws {
        let missing = path("no-such-lessons")
        let run = try BuiltProgram.runPiped(
            arguments: ["lesson", "1"], input: "",
            environment: environment.merging(["COORDINATOR_PLAYGROUND_LESSONS": missing]) { $1 })
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                warning: lessons unavailable: \(missing): there is no lessons folder here; COORDINATOR_PLAYGROUND_LESSONS names the folder to read
                error: there are no lessons to start

                """)
    }

    @Test("One malformed lesson file is named with its line; the other lessons still run")
    func oneMalformedLessonLeavesTheOthers() throws {
        let folder = path("lessons")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fixtures = PackagePaths.path("Tests/PlaygroundLessonsTests/Fixtures/Lessons")
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("lessons/01-why-coordinators.md"), toPath: folder + "/01-why-coordinators.md")
        try FileManager.default.copyItem(
            atPath: fixtures + "/malformed/02-unknown-condition.md", toPath: folder + "/02-unknown-condition.md")
        let run = try BuiltProgram.runPiped(
            arguments: ["lesson", "1"], input: "lesson list\n",
            environment: environment.merging(["COORDINATOR_PLAYGROUND_LESSONS": folder]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("warning: \(folder)/02-unknown-condition.md:"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("; that lesson is left out\n"))
        #expect(run.stdout.hasPrefix("Lesson 1: "))
        #expect(run.stdout.contains("Lessons:\n▸ 1. "))
    }

    @Test("Replaying a folder without transcripts fails: CI pointed at the wrong folder is not green")
    func replayingAnEmptyFolderFails() throws {
        let empty = path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let run = try BuiltProgram.runPiped(arguments: ["replay", empty], input: "", environment: environment)
        #expect(run.status == 1)
        #expect(run.stdout == "ERROR \(empty): no transcripts in \(empty) (*.transcript files)\n\n0 passed, 1 failed\n")
    }
}
