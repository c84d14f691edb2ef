import Foundation
import TestSupport
import Testing

/// A thousand commands typed as fast as the prompt takes them, with the view's page open in a
/// browser and without the view: the program's memory stays flat with the page open, and the
/// figures (per-command median each way, memory) are printed. Timing is printed, never asserted:
/// this machine is shared, and `Benchmarks/` keeps the figures.
@Suite(
    "The live view under load", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"),
    .enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)"))
struct ViewLoadTests {
    static let commandCount = 1_000
    /// Looked at after this many commands, once the allocator has settled: growth is measured
    /// from here to the last command.
    static let settledAfter = 200

    init() throws {
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    struct Run: Sendable {
        var median: Duration
        var settledKilobytes: Int
        var lastKilobytes: Int
        /// CPU time of the prompt's own thread per command, after the settling commands: what
        /// the view costs the prompt, whatever else the machine is doing (a loaded machine
        /// makes every wall-clock figure wait for the scheduler).
        var promptCPU: Duration
        /// The same for the whole program, the view's drawing thread included.
        var programCPU: Duration
        var growthKilobytes: Int { lastKilobytes - settledKilobytes }
    }

    @Test("A thousand rapid commands with the page open leave memory flat; the median is printed beside view off's")
    func aThousandCommandsWithThePageOpen() async throws {
        let (withoutView, withView, neverReloaded, exitStatus) = try await onAThreadOfItsOwn {
            let sandbox = try Sandbox()
            // No history: saving it after every line (synced to disk) would be most of each
            // command's time, and the same with the view or without.
            let noHistory = ["COORDINATOR_PLAYGROUND_HISTORY": ""]
            let off = try TerminalProgram(environment: sandbox.environment(noHistory))
            try off.expectPrompt(SessionText.prompt)
            let withoutView = try Self.run(off)
            off.send("quit\r")
            _ = try off.waitForExit()

            let page = try LivePage(sandbox: sandbox, environment: noHistory)
            let withView = try Self.run(page.program, page: page)
            let neverReloaded = try page.neverReloaded
            page.program.send("quit\r")
            return (withoutView, withView, neverReloaded, try page.program.waitForExit())
        }
        #expect(neverReloaded)
        #expect(exitStatus == 0)

        let ratio = Double(withView.median / .nanoseconds(1)) / Double(withoutView.median / .nanoseconds(1))
        print(
            """
            view under load, \(Self.commandCount) commands (select promoted:0 / back), per-command median from Enter to the next prompt: \
            view off \(Self.milliseconds(withoutView.median)) ms, view on with the page open \(Self.milliseconds(withView.median)) ms \
            (×\(String(format: "%.2f", ratio)))
            view under load, resident memory after \(Self.settledAfter) and \(Self.commandCount) commands: \
            view off \(withoutView.settledKilobytes / 1024) → \(withoutView.lastKilobytes / 1024) MB, \
            view on \(withView.settledKilobytes / 1024) → \(withView.lastKilobytes / 1024) MB \
            (growth \(withoutView.growthKilobytes) kB and \(withView.growthKilobytes) kB)
            view under load, CPU per command, the prompt's thread: view off \(Self.microseconds(withoutView.promptCPU)) µs, \
            view on \(Self.microseconds(withView.promptCPU)) µs; the whole program (the view's drawing thread too): \
            \(Self.microseconds(withoutView.programCPU)) µs and \(Self.microseconds(withView.programCPU)) µs
            """)
        // Flat: the server keeps the newest picture alone, however many were published. The undo
        // log grows a few bytes a command either way; 4 MB leaves room for the allocator.
        #expect(
            withView.growthKilobytes < 4 * 1024,
            "with the page open, memory grew \(withView.growthKilobytes) kB over the last \(Self.commandCount - Self.settledAfter) commands"
        )
    }

    /// Types the commands, each as soon as the prompt is back, and times each from its Enter to
    /// the prompt after its output. With `page`, checks at the end that the page followed.
    private static func run(_ program: TerminalProgram, page: LivePage? = nil) throws -> Run {
        let clock = ContinuousClock()
        var times: [Duration] = []
        var settled = 0
        var settledCPU = (prompt: Duration.zero, program: Duration.zero)
        for index in 0..<commandCount {
            let (command, shown) =
                index.isMultiple(of: 2)
                ? ("select promoted:0", "now showing ProductViewController") : ("back", "now showing HomeViewController")
            let typed = clock.now
            program.send(command + "\r")
            try program.expect(shown)
            try program.expectIgnoringColour(SessionText.prompt)
            times.append(clock.now - typed)
            if index + 1 == settledAfter {
                settled = try residentKilobytes(of: program.processID)
                settledCPU = try cpuTimes(of: program.processID)
            }
        }
        let cpu = try cpuTimes(of: program.processID)
        let measured = commandCount - settledAfter
        if let page {
            try page.browser.waitUntil(LivePage.phoneShows(#"HomeViewController#1 "Home""#))
        }
        let last = try residentKilobytes(of: program.processID)
        return Run(
            median: times.sorted()[times.count / 2], settledKilobytes: settled, lastKilobytes: last,
            promptCPU: (cpu.prompt - settledCPU.prompt) / measured, programCPU: (cpu.program - settledCPU.program) / measured)
    }

    /// CPU time so far of the program's main thread (the prompt: its scheduler statistics), and
    /// of the whole program (user and system time, in clock ticks).
    private static func cpuTimes(of pid: pid_t) throws -> (prompt: Duration, program: Duration) {
        guard let schedstat = ProcFileSystem.read("\(pid)/task/\(pid)/schedstat"), let stat = ProcFileSystem.read("\(pid)/stat")
        else { throw HeadlessChromium.Failure(description: "no /proc/\(pid)/stat") }
        // The fields after the command name, which is in parentheses and may hold spaces.
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        guard let running = Int(schedstat.split(separator: " ").first ?? ""), fields.count > 12,
            let user = Int(fields[11]), let system = Int(fields[12])
        else { throw HeadlessChromium.Failure(description: "no CPU times for \(pid)") }
        let tick = Duration.seconds(1) / Int(sysconf(Int32(_SC_CLK_TCK)))
        return (.nanoseconds(running), tick * (user + system))
    }

    private static func microseconds(_ duration: Duration) -> Int {
        Int(duration / .microseconds(1))
    }

    private static func residentKilobytes(of pid: pid_t) throws -> Int {
        guard let status = ProcFileSystem.read("\(pid)/status"),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw HeadlessChromium.Failure(description: "no VmRSS in /proc/\(pid)/status") }
        return kilobytes
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration / .microseconds(1)) / 1000)
    }
}
