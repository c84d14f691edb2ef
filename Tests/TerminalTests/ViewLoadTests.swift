import Foundation
import Testing

/// A thousand commands typed as fast as the prompt takes them, with the view's page open in a
/// browser and without the view: the program's memory stays flat with the page open, and the
/// figures (per-command median each way, memory) are printed. Timing is printed, never asserted:
/// this machine is shared, and `Benchmarks/` keeps the figures.
@Suite(
    "The live view under load", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct ViewLoadTests {
    static let commandCount = 1_000
    /// Looked at after this many commands, once the allocator and the undo checkpoint have
    /// settled: growth is measured from here to the last command.
    static let settledAfter = 200

    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    struct Run {
        var median: Duration
        var settledKilobytes: Int
        var lastKilobytes: Int
        var growthKilobytes: Int { lastKilobytes - settledKilobytes }
    }

    @Test("A thousand rapid commands with the page open leave memory flat; the median is printed beside view off's")
    func aThousandCommandsWithThePageOpen() throws {
        let off = try TerminalProgram(environment: sandbox.environment())
        try off.expectPrompt(SessionText.prompt)
        let withoutView = try Self.run(off)
        off.send("quit\r")
        _ = try off.waitForExit()

        let page = try LivePage(sandbox: sandbox)
        let withView = try Self.run(page.program, page: page)
        #expect(try page.neverReloaded)
        page.program.send("quit\r")
        #expect(try page.program.waitForExit() == 0)

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
        for index in 0..<commandCount {
            let (command, shown) =
                index.isMultiple(of: 2)
                ? ("select promoted:0", "now showing ProductViewController") : ("back", "now showing HomeViewController")
            let typed = clock.now
            program.send(command + "\r")
            try program.expect(shown)
            try program.expect(SessionText.prompt)
            times.append(clock.now - typed)
            if index + 1 == settledAfter { settled = try residentKilobytes(of: program.processID) }
        }
        if let page {
            try page.browser.waitUntil(LivePage.phoneShows(#"HomeViewController#1 "Home""#))
        }
        let last = try residentKilobytes(of: program.processID)
        return Run(median: times.sorted()[times.count / 2], settledKilobytes: settled, lastKilobytes: last)
    }

    private static func residentKilobytes(of pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw HeadlessChromium.Failure(description: "no VmRSS in /proc/\(pid)/status") }
        return kilobytes
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration / .microseconds(1)) / 1000)
    }
}
