import Foundation
import TestSupport
import Testing

/// What a long piped session costs in memory, on the program itself, as the peak resident memory
/// the kernel reports (see `ReplayMemoryTests.run`). `make bench` prints the same figures on
/// 100,000 pushes with the release binary.
@Suite("Memory of a long session")
struct LongSessionMemoryTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func peakKilobytes(pushes: Int, then last: [String] = []) throws -> (kilobytes: Int, output: String) {
        let script = (Array(repeating: "push product 1", count: pushes) + last).joined(separator: "\n") + "\n"
        let environment = sandbox.environment(["COORDINATOR_PLAYGROUND_HISTORY": ""])
        let (status, kilobytes, output) = try ReplayMemoryTests.run([try BuiltProgram.url().path], input: script, environment: environment)
        try #require(status == 0)
        return (kilobytes, output)
    }

    /// A product screen holds 26 views: 15 of them are its lists' cells, which nothing reads in
    /// a session of pushes (made when read, `Runtime.reserve`), and its lists share their rows.
    /// No second app is kept for `undo` (`PauseRebuild`). The aim is under 4 KB; asserted with
    /// room for the allocator's moods.
    @Test(
        "A pushed screen costs under 6 KB of resident memory",
        .enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)"))
    func pushedScreensAreSmall() throws {
        let few = try peakKilobytes(pushes: 500)
        let many = try peakKilobytes(pushes: 3_500)
        let perScreen = Double((many.kilobytes - few.kilobytes) * 1024) / 3_000
        print("resident memory per pushed screen (500 → 3,500 pushes): \(Int(perScreen)) bytes")
        #expect(perScreen < 6_000)
    }

    /// Laid out a line at a time, the document was cut into a string and a laid-out line per
    /// line: seven times its size in memory, and nine tenths of the time.
    @Test(
        "Piped, `state` needs under four times its document's size beyond the app's memory",
        .enabled(if: ProcFileSystem.isAvailable, "\(ProcFileSystem.absence)"))
    func stateIsWrittenWhole() throws {
        let pushes = try peakKilobytes(pushes: 3_000)
        let withState = try peakKilobytes(pushes: 3_000, then: ["state"])
        let document = withState.output.utf8.count - pushes.output.utf8.count
        try #require(withState.output.hasPrefix(pushes.output) && document > 5_000_000)
        let extra = (withState.kilobytes - pushes.kilobytes) * 1024
        print("`state` after 3,000 pushes: a \(document / 1_000_000) MB document, \(extra / 1_000_000) MB more at the peak")
        #expect(extra < 4 * document)
    }
}
