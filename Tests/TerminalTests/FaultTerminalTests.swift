import Foundation
import PseudoTerminalSupport
import TestSupport
import Testing

/// Faults at the edges, on the real program: signals, a closed terminal, a killed recording,
/// unwritable and corrupt files. Nothing a person did may be lost, and the terminal must be left
/// as it was found.
@Suite("Faults at the edges")
struct FaultTerminalTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func start(_ arguments: [String] = [], _ environment: [String: String] = [:]) throws -> TerminalProgram {
        let program = try TerminalProgram(arguments: arguments, environment: sandbox.environment(environment))
        try program.expectPrompt(SessionText.prompt)
        return program
    }

    // MARK: The terminal's mode

    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case quit, ctrlD, hangUpSignal, terminateSignal, ctrlBackslash
        var testDescription: String { rawValue }
        /// The exit status: 128 + the signal for a signal.
        var status: Int32 {
            switch self {
            case .quit, .ctrlD: 0
            case .hangUpSignal: 128 + SIGHUP
            case .terminateSignal: 128 + SIGTERM
            case .ctrlBackslash: 128 + SIGQUIT
            }
        }
    }

    @Test("The terminal's mode is restored on every way out", arguments: WayOut.allCases)
    func terminalModeRestored(wayOut: WayOut) throws {
        let program = try start()
        let editing = try #require(program.terminalMode())
        #expect(editing.c_lflag & tcflag_t(ICANON) == 0, "libedit reads key by key while editing")
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        switch wayOut {
        case .quit: program.send("quit\r")
        case .ctrlD: program.sendControl("d")
        case .hangUpSignal: program.signal(SIGHUP)
        case .terminateSignal: program.signal(SIGTERM)
        case .ctrlBackslash: program.send("\u{1C}")
        }
        #expect(try program.waitForExit() == wayOut.status)
        let mode = try #require(program.terminalMode())
        // What `stty sane` sets and libedit's raw mode clears: lines, echo, signals, CR to NL.
        for (flag, name) in [(ICANON, "icanon"), (ECHO, "echo"), (ISIG, "isig"), (IEXTEN, "iexten")] {
            #expect(mode.c_lflag & tcflag_t(flag) != 0, "\(name) is off after \(wayOut)")
        }
        #expect(mode.c_iflag & tcflag_t(ICRNL) != 0, "icrnl is off after \(wayOut)")
        #expect(mode.c_oflag & tcflag_t(OPOST) != 0, "opost is off after \(wayOut)")
        if [.hangUpSignal, .terminateSignal, .ctrlBackslash].contains(wayOut) {
            let saved = try String(contentsOf: sandbox.historyFile, encoding: .utf8)
            #expect(saved.split(separator: "\n").contains("help"), "history after \(wayOut): \(saved)")
        }
    }

    // MARK: Replay

    @Test("Ctrl-C during a long replay stops it cleanly, with a summary")
    func ctrlCStopsALongReplay() throws {
        // 6,000 transcripts: about twenty seconds of replaying on this machine.
        let folder = sandbox.root.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let originals = try FileManager.default.contentsOfDirectory(at: Self.transcripts, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transcript" }
        let copies = 6_000 / originals.count + 1
        for original in originals {
            let text = try Data(contentsOf: original)
            for copy in 0..<copies {
                try text.write(to: folder.appendingPathComponent("\(copy)-\(original.lastPathComponent)"))
            }
        }
        let total = originals.count * copies

        // At a terminal, so that Ctrl-C is the terminal's: SIGINT to the foreground program.
        let program = try TerminalProgram(arguments: ["replay", folder.path], environment: sandbox.environment())
        try Self.waitForCPU(of: program.processID, seconds: 0.5)
        let interrupted = ContinuousClock.now
        program.sendControl("c")
        let status = try program.waitForExit()
        let stopping = ContinuousClock.now - interrupted

        #expect(status == 130)
        #expect(stopping < .seconds(5), "took \(stopping) to stop")
        let lines = program.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        let summary = try #require(lines.last?.wholeMatch(of: /(\d+) passed, (\d+) failed/), "\(program.output.suffix(500))")
        let notRun = try #require(
            lines.compactMap { $0.firstMatch(of: /interrupted: (\d+) of (\d+) transcripts not replayed$/) }.first,
            "\(program.output.suffix(500).debugDescription)")
        #expect(Int(summary.1)! + Int(summary.2)! + Int(notRun.1)! == total)
        #expect(Int(notRun.2) == total)
        #expect(Int(notRun.1)! > 0)
        #expect(Int(summary.2) == 0, "\(program.output.suffix(2000))")
    }

    // MARK: Piped sessions

    @Test("A piped session dies of Ctrl-C or Ctrl-\\ with the output of every command before it", arguments: [SIGINT, SIGQUIT])
    func pipedSessionKeepsItsOutputWhenASignalEndsIt(signal: Int32) throws {
        let path = try BuiltProgram.url().path
        let environment = sandbox.environment().map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var input: Int32 = -1
        var output: Int32 = -1
        var pid: pid_t = 0
        try #require(pipe_spawn(path, &argv, &envp, &input, &output, &pid) == 0)
        defer {
            close(input)
            close(output)
        }
        _ = "tree\n".withCString { write(input, $0, strlen($0)) }
        // The tree reaches the pipe when its command ends, not when the session does.
        var printed = ""
        var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !printed.contains("CatalogCoordinator#1"), poll(&ready, 1, 30_000) > 0 {
            let count = read(output, &buffer, buffer.count)
            if count <= 0 { break }
            printed += String(decoding: buffer[..<count], as: UTF8.self)
        }
        #expect(printed.hasPrefix("AppCoordinator#1"), "\(printed)")
        kill(pid, signal)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if signal == SIGINT {
            #expect(status & 0x7f == SIGINT, "killed by the signal, as a piped program is")
        } else {
            #expect((status >> 8) & 0xff == 128 + SIGQUIT)
        }
    }

    // MARK: Recording

    @Test("A recording killed outright keeps every command it completed, and replays")
    func killedRecordingKeepsEveryCompletedCommand() throws {
        let file = sandbox.root.appendingPathComponent("killed.transcript")
        let program = try start(["record", file.path])
        let commands = ["select Coats", "select Parka", "tap addToCart", "tree", "nosuchcommand", "stack"]
        for command in commands {
            program.send(command + "\r")
            try program.expectPrompt(SessionText.prompt)
        }
        program.signal(SIGKILL)
        #expect(try program.waitForExit() == 128 + SIGKILL)

        let recorded = try String(contentsOf: file, encoding: .utf8)
        let recordedCommands = recorded.split(separator: "\n").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        #expect(recordedCommands == commands, "\(recorded)")
        let replay = try BuiltProgram.runPiped(arguments: ["replay", file.path], input: "", environment: sandbox.environment())
        #expect(replay.status == 0, "\(replay.stdout)")
        #expect(replay.stdout.hasSuffix("1 passed, 0 failed\n"), "\(replay.stdout)")
    }

    // MARK: Files

    @Test("A corrupt history file is set aside and reported; the session goes on")
    func corruptHistoryFileSetAside() throws {
        let history = sandbox.historyFile
        try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41, 0x0A]).write(to: history)
        let program = try start()
        #expect(program.output.contains("history file \(history.path) is unreadable; moved it to \(history.path).corrupt"))
        program.send("help\r")
        try program.expect(SessionText.helpOutput)
        try program.expectPrompt(SessionText.prompt)
        program.send("quit\r")
        #expect(try program.waitForExit() == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: history.path + ".corrupt")) == Data([0xFF, 0xFE, 0x00, 0x41, 0x0A]))
        #expect(try String(contentsOf: history, encoding: .utf8).contains("help"))
    }

    @Test("A corrupt lesson progress file is set aside and reported; the lesson goes on")
    func corruptProgressFileSetAside() throws {
        let folder = sandbox.root.appendingPathComponent("progress")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let progress = folder.appendingPathComponent("progress.json")
        try "{ \"lessons\": [1, 2".write(to: progress, atomically: true, encoding: .utf8)
        let run = try BuiltProgram.runPiped(
            arguments: ["lesson", "1"], input: "goal\nhelp\n",
            environment: sandbox.environment(["COORDINATOR_PLAYGROUND_STATE_DIR": folder.path]))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let all = SessionText.unwrapped(run.stdout + run.stderr)
        #expect(
            all.contains("could not be used (it is not progress as this program writes it); it was set aside as progress.json.corrupt-1"),
            "\(all)")
        #expect(run.stdout.contains(SessionText.helpOutput))
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt-1"), encoding: .utf8) == "{ \"lessons\": [1, 2")
    }

    @Test("An unwritable progress folder costs one warning; the lesson goes on")
    func unwritableProgressFolder() throws {
        let blocker = sandbox.root.appendingPathComponent("blocker")
        try Data().write(to: blocker)  // a file where the folder should be: unwritable even for root
        let run = try BuiltProgram.runPiped(
            arguments: ["lesson", "1"], input: "skip\nskip\nskip\nhelp\n",
            environment: sandbox.environment(["COORDINATOR_PLAYGROUND_STATE_DIR": blocker.path + "/state"]))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let all = run.stdout + run.stderr
        #expect(all.components(separatedBy: "warning:").count - 1 == 1, "\(all)")
        #expect(all.contains("cannot be saved"), "\(all)")
        #expect(run.stdout.contains(SessionText.helpOutput))
    }

    // MARK: Support

    static let transcripts = PackagePaths.url("transcripts")

    /// Waits until the process has used `seconds` of CPU time: it is well into its work.
    static func waitForCPU(of pid: pid_t, seconds: Double) throws {
        let deadline = ContinuousClock.now + .seconds(20)
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ProcFileSystem.isAvailable else {
            poll(nil, 0, Int32(seconds * 2000))  // no /proc to ask (macOS): twice that, on the clock
            return
        }
        while ContinuousClock.now < deadline {
            if let stat = ProcFileSystem.read("\(pid)/stat"),
                let close = stat.lastIndex(of: ")")
            {
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                // After the name: state is field 3, utime 14 and stime 15 (1-based, whole line).
                if fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]), (user + system) / ticks >= seconds {
                    return
                }
            }
            poll(nil, 0, 10)
        }
        throw CPUWaitTimedOut()
    }

    struct CPUWaitTimedOut: Error {}
}
