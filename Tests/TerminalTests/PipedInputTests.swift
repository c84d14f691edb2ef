import Foundation
import TestSupport
import Testing

/// The program fed by a pipe, as a script or a transcript runner would use it.
@Suite("Without a terminal")
struct PipedInputTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test("Piped commands print only their output: no banner, prompt or colour")
    func pipedOutputIsPlain() throws {
        let help = try BuiltProgram.runPiped(input: "help\n", environment: sandbox.environment())
        let run = try BuiltProgram.runPiped(input: "help\nquit\n", environment: sandbox.environment())

        #expect(run.status == 0)
        #expect(run.stdout == help.stdout)
        #expect(run.stdout.contains(SessionText.helpOutput))
        #expect(!run.stdout.contains(SessionText.banner))
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stderr.isEmpty)
    }

    @Test("--bail stops at the first failing command with status 1")
    func bailStopsAtFirstError() throws {
        let script = "help\nno-such-command\nhelp\n"
        let bailing = try BuiltProgram.runPiped(arguments: ["--bail"], input: script, environment: sandbox.environment())
        let carryingOn = try BuiltProgram.runPiped(input: script, environment: sandbox.environment())

        #expect(bailing.status == 1)
        #expect(bailing.stdout.components(separatedBy: SessionText.helpOutput).count - 1 == 1)
        #expect(bailing.stdout.contains(SessionText.unknownCommand("no-such-command")))
        #expect(carryingOn.status == 0)
        #expect(carryingOn.stdout.components(separatedBy: SessionText.helpOutput).count - 1 == 2)
    }

    @Test(
        "A usage error exits with status 2 (not ArgumentParser's 64), its message on stderr",
        arguments: [["--no-such-option"], ["lesson", "one"], ["record"], ["record", "x.transcript", "--start", "bogus"]])
    func usageErrorStatus(arguments: [String]) throws {
        let run = try BuiltProgram.runPiped(arguments: arguments, input: "", environment: sandbox.environment())
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("record into a missing folder: one line in words, status 1 (a failure, not a usage error)")
    func recordIntoMissingFolder() throws {
        let path = sandbox.root.appendingPathComponent("missing/session.transcript").path
        let run = try BuiltProgram.runPiped(arguments: ["record", path], input: "help\n", environment: sandbox.environment())
        #expect(run.status == 1)
        let folder = sandbox.root.appendingPathComponent("missing").path
        #expect(run.stderr == "error: cannot record to \(path): the folder \(folder) does not exist\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("SIGQUIT (Ctrl-\\) ends a piped session with status 131 and no crash report")
    func quitSignal() throws {
        let process = Process()
        process.executableURL = try BuiltProgram.url()
        process.environment = sandbox.environment()
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Once the program waits for its next line (blocked reading stdin), its handlers are in.
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            guard ProcFileSystem.isAvailable else {
                poll(nil, 0, 500)  // no /proc to ask (macOS): half a second reaches the read
                break
            }
            if let syscall = ProcFileSystem.read("\(process.processIdentifier)/syscall"),
                syscall.hasPrefix("0 0x0 ") || syscall.hasPrefix("63 0x0 ")
            {
                break
            }
            poll(nil, 0, 5)
        }
        kill(process.processIdentifier, SIGQUIT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 131)
        #expect(stderr.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test("--help describes the program")
    func helpFlag() throws {
        let run = try BuiltProgram.runPiped(arguments: ["--help"], input: "", environment: sandbox.environment())
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: coordinator-playground"))
        #expect(run.stdout.contains("Coordinator pattern"))
    }
}

/// `coordinator-playground lesson check FILE…`, as a lesson's author runs it.
@Suite("lesson check")
struct LessonCheckCommandTests {
    @Test("A lesson that breaks the rules: each failure named with its file, step and line; status 1")
    func aBrokenLessonFails() throws {
        let sandbox = try Sandbox()
        let path = PackagePaths.path("Tests/PlaygroundLessonsTests/Fixtures/Lessons/checker/01-broken.md")
        let run = try BuiltProgram.runPiped(arguments: ["lesson", "check", path], input: "", environment: sandbox.environment())
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.stdout)")
        #expect(
            lines.first
                == "\(path):5: step 1: error: the goal 'The home screen is showing' (visible HomeViewController) already holds as the step starts (line 10)"
        )
        #expect(lines.last == "\(path): 6 steps, 6 problems")
        #expect(!run.stdout.contains("' is optional: "), "notes only with --verbose")
    }

    @Test("The project's own lessons all hold; --verbose lists the optional commands")
    func theProjectsLessonsHold() throws {
        let sandbox = try Sandbox()
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("lessons"))
            .filter { $0.first?.isNumber == true }.sorted().map { PackagePaths.path("lessons/" + $0) }
        let run = try BuiltProgram.runPiped(
            arguments: ["lesson", "check", "--verbose"] + files, input: "", environment: sandbox.environment())
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").filter { $0.hasSuffix("every one holds") }.count == files.count)
    }
}
