import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A replay whose `state` output drifted line by line is diffed in memory linear in the output:
/// the whole (expected × actual) table it once filled asked for gigabytes on a 90 KB transcript.
/// Measured on the program itself, as the peak resident memory the kernel reports for it.
@Suite("Replay memory")
struct ReplayMemoryTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test(
        "A 90 KB transcript whose state drifted replays in under 100 MB",
        .enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)"))
    func driftedStateReplaysInLittleMemory() throws {
        let environment = sandbox.environment(["COORDINATOR_PLAYGROUND_HISTORY": ""])
        let transcript = sandbox.root.appendingPathComponent("drifted.transcript").path
        // The app grew since the transcript was made: `state` now prints far more than the
        // transcript expects, and what it expects no longer lines up anywhere.
        let commands = Array(repeating: "push product 1", count: 40) + ["state"]
        let recording = try BuiltProgram.runPiped(
            arguments: ["record", transcript], input: commands.joined(separator: "\n") + "\n", environment: environment)
        try #require(recording.status == 0, "\(recording.stderr)")
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        let parts = recorded.components(separatedBy: "> state\n")
        try #require(parts.count == 2)
        let drifted = parts[1].split(separator: "\n").prefix(2_400).map { "  \($0) drifted" }.joined(separator: "\n") + "\n"
        try (parts[0] + "> state\n" + drifted).write(toFile: transcript, atomically: false, encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: transcript)[.size] as? Int ?? 0
        try #require((85_000...100_000).contains(size), "the transcript is \(size) bytes")

        let (status, peakKilobytes, stdout) = try Self.run([try BuiltProgram.url().path, "replay", transcript], environment: environment)
        print("replay of a \(size / 1000) KB transcript whose state drifted: peak resident memory \(peakKilobytes / 1024) MB")
        #expect(status == 1)
        #expect(stdout.hasPrefix("FAIL \(transcript):"))
        #expect(stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(peakKilobytes < 100 * 1024)
    }

    /// Runs `arguments`, `input` on its stdin (from a scratch file; none when nil), and returns
    /// its exit status, its peak resident memory (kB) and what it printed (into a scratch file,
    /// read back).
    ///
    /// The peak is the program's own (`VmHWM` of its /proc status, sampled while it runs), not
    /// `wait4`'s `ru_maxrss`: a child spawned from this big test process counts the parent's
    /// memory it shared until its `exec`.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String]) throws -> (Int32, Int, String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("replay-memory-\(UUID().uuidString)").path
        defer { unlink(output) }
        let inputPath = output + ".input"
        defer { unlink(inputPath) }
        var actions = SystemCalls.newSpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            try input.write(toFile: inputPath, atomically: false, encoding: .utf8)
            posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(.init(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var peakKilobytes = 0
        while true {
            if let status = ProcFileSystem.read("\(pid)/status"),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                peakKilobytes = max(peakKilobytes, kilobytes)
            }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            usleep(5_000)
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, peakKilobytes, try String(contentsOfFile: output, encoding: .utf8))
    }
}
