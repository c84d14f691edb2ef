import Foundation
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

/// Long random runs: generated commands by the million (`make fuzz`), and random and mutated
/// lines (bytes, quotes, unicode, control characters, very long lines) straight into the engine.
/// `make test` runs a few thousand of each; the environment makes them long.
@Suite struct FuzzSessionTests {
    static let environment = ProcessInfo.processInfo.environment

    /// `make fuzz`: FUZZ_COMMANDS=1000000. Two workers (one per core), each its own sessions.
    @Test func generatedCommandsByTheMillion() {
        let total = Self.environment["FUZZ_COMMANDS"].flatMap(Int.init) ?? 4_000
        let seed = Self.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
        let workers = 2
        let results = FuzzResults()
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var random = SplitMix(seed: seed &+ UInt64(worker) &* 0x9E37_79B9)
            var runners = [
                SequenceRunner(),
                SequenceRunner(
                    options: .shop("service catalog pending", "service cart pending", "service account pending", "service profile pending")),
            ]
            var done = 0
            var sequence = 0
            let share = total / workers + (worker < total % workers ? 1 : 0)
            while done < share {
                let index = sequence % runners.count
                // Every sequence: each command's effect, the structural invariants after each, and
                // a replay of the log at the end; one in four also undoes and redoes every change;
                // one in forty walks the strong references.
                runners[index].checks.undoEveryStep = sequence % 4 == 0
                runners[index].checks.reachabilityAtEnd = sequence % 40 == 0
                let length = min(share - done, 1 + Int(random.next() % 40))
                let choices = (0..<length).map { _ in Int(truncatingIfNeeded: random.next() >> 1) }
                if let problem = runners[index].run(choices) {
                    results.fail("worker \(worker) seed \(seed) sequence \(sequence): \(problem)")
                }
                done += length
                sequence += 1
            }
            for runner in runners { results.add(runner) }
        }
        let elapsed = clock.now - start
        let summary = results.summary
        print(
            "fuzz: \(summary.commands) commands run (\(summary.refused) refused) in \(summary.sequences) sequences, \(summary.failures.count) failures, slowest command: '\(summary.slowest.line)' \(summary.slowest.duration), in \(elapsed) on \(workers) workers"
        )
        #expect(summary.commands >= total)
        #expect(summary.failures.isEmpty, "\(summary.failures.prefix(3).joined(separator: "\n\n"))")
    }

    /// Random bytes and mutations of real command lines: every line answers one error line (the
    /// last) or a valid result, and a refused line leaves the app as it was. FUZZ_LINES for more.
    @Test func randomAndMutatedLinesNeverCrash() {
        let count = Self.environment["FUZZ_LINES"].flatMap(Int.init) ?? 6_000
        var random = SplitMix(seed: Self.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 7)
        let corpus = Self.realLines()
        var runner = SequenceRunner()
        runner.checks.undoEveryStep = false
        var session = Session()
        var before = SequenceRunner.snapshot(session)
        var refused = 0, longest = 0
        for index in 0..<count {
            if index % 300 == 0 {
                session = Session()
                before = SequenceRunner.snapshot(session)
            }
            let line = LineMutator.line(from: corpus, random: &random)
            longest = max(longest, line.utf8.count)
            let refusalsBefore = runner.refusals
            if let problem = runner.step(line, in: session, before: &before) {
                Issue.record("line \(index) \(line.debugDescription.prefix(300)): \(problem.prefix(2000))")
                return
            }
            refused += runner.refusals - refusalsBefore
            if index % 50 == 49 {
                let found = InvariantChecker.violations(in: session, checkReachability: false, checkState: false)
                #expect(found == [], "after \(line.debugDescription.prefix(300))")
            }
        }
        print(
            "fuzz: \(count) random and mutated lines (\(refused) refused, longest \(longest) bytes), no crash; slowest: '\(runner.slowest.line.prefix(60))' \(runner.slowest.duration)"
        )
    }

    /// The command lines of every transcript: what people really type.
    static func realLines() -> [String] {
        let files = TranscriptFiles.collect(paths: [PackagePaths.path("transcripts")]).files
        let lines = files.flatMap { (try? TranscriptParser.read(path: $0))?.commands.map(\.text) ?? [] }
        return lines + CommandTable.allNames
    }
}

/// Makes hostile lines: random bytes (decoded as the front end decodes them), and real lines with
/// characters inserted, deleted, duplicated or swapped, quotes unbalanced, control characters,
/// combining marks and emoji, and now and then a line of tens of thousands of characters.
enum LineMutator {
    static let hostile: [String] = [
        "\"", "'", "\\", "\"\"", "''", " ", "\t", "\r", "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{1B}", "\u{1B}[A",
        "\u{7F}", "\u{85}", "\u{A0}", "\u{200B}", "\u{200F}", "\u{2028}", "\u{FEFF}", "\u{301}", "e\u{301}",
        "🧥", "👩‍👩‍👧", "🇷🇺", "Нью-Йорк", "ユ", "#", "=", "==", ":", "-", "to", "from", "%", "> ", "...", "[..]",
    ]

    static func line(from corpus: [String], random: inout SplitMix) -> String {
        let choice = random.next() % 100
        if choice < 10 {
            let bytes = (0..<Int(random.next() % 120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A }
            return String(decoding: bytes, as: UTF8.self)
        }
        var characters = Array(corpus[Int(random.next() % UInt64(corpus.count))])
        if choice < 12 {
            // Very long: the line repeated, or one enormous word, quoted or not.
            let word = String(repeating: characters.isEmpty ? "x" : String(characters), count: 2_000)
            return random.next() % 2 == 0 ? word : "type username \"" + word
        }
        for _ in 0..<(1 + Int(random.next() % 4)) {
            let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
            switch random.next() % 6 {
            case 0, 1: characters.insert(contentsOf: hostile[Int(random.next() % UInt64(hostile.count))], at: position)
            case 2 where !characters.isEmpty: characters.remove(at: min(position, characters.count - 1))
            case 3 where !characters.isEmpty:
                let end = min(characters.count, position + 1 + Int(random.next() % 8))
                characters.insert(contentsOf: characters[min(position, end)..<end], at: min(position, end))
            case 4: characters = Array(String(characters).uppercased())
            default:
                let other = corpus[Int(random.next() % UInt64(corpus.count))]
                characters.insert(contentsOf: other, at: position)
            }
        }
        return String(characters.filter { $0 != "\n" && $0 != "\r\n" })
    }
}

/// Totals from the fuzz workers, under a lock.
final class FuzzResults: @unchecked Sendable {
    struct Summary {
        var commands = 0, refused = 0, sequences = 0
        var failures: [String] = []
        var slowest: (line: String, duration: Duration) = ("", .zero)
    }

    private let lock = NSLock()
    private var totals = Summary()

    func add(_ runner: SequenceRunner) {
        lock.withLock {
            totals.commands += runner.commandsRun
            totals.refused += runner.refusals
            totals.sequences += runner.sequencesRun
            if runner.slowest.duration > totals.slowest.duration { totals.slowest = runner.slowest }
        }
    }

    func fail(_ message: String) { lock.withLock { totals.failures.append(message) } }

    var summary: Summary { lock.withLock { totals } }
}
