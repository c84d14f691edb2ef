import Foundation
@_spi(Benchmarks) import PlaygroundEngine
@_spi(Benchmarks) import PlaygroundTranscripts
import Workloads

// Measures the in-process performance figures (each with its target). Each measurement prints what it saw on stderr and
// one JSON line per figure on stdout ({"figure", "measured", "target", "ok"}), which
// scripts/bench.py gathers into the final table. Usage: bench-figures MEASUREMENT [options]
//   engine [sessions] [rounds]        one command in the engine, mixed realistic sessions
//   replay [commands]                 replay throughput of one long transcript
//   corpus [workers] [repeats]        transcripts/ plus every lesson's solution, in-process
//   hierarchy [sizes...]              chain, tree, state on deep and wide hierarchies
//   hierarchy-once COMMAND SHAPE SIZE one of them once (for callgrind's instruction count)
//   memory [cycles]                   resident memory over push/pop and present/dismiss cycles
//   generate PATH [commands]          write the long transcript only

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// One line of JSON for bench.py: a figure with its target, or (without them) a note.
func printLine(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

func figure(_ name: String, measured: String, target: String, ok: Bool) {
    printLine(["figure": name, "measured": measured, "target": target, "ok": ok])
}

/// A line of the table with no target: context for the figures.
func info(_ text: String) {
    printLine(["figure": "(info) " + text])
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
    return sorted[min(sorted.count - 1, max(0, rank))]
}

func median(_ values: [Double]) -> Double { percentile(values.sorted(), 50) }

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

let arguments = Array(CommandLine.arguments.dropFirst())
func argument(_ index: Int, default value: Int) -> Int {
    arguments.count > index ? Int(arguments[index]) ?? value : value
}

// MARK: - engine

/// Fresh sessions of `rounds` rounds each (a long sitting at the prompt), every command timed.
/// As at the prompt, the work the session keeps for the pause after a command (building the app
/// an instant `undo` takes over, see `Session.doPauseWork`) is done between commands, untimed, and
/// reported on its own: that is the figure. Then the same commands back to back with no pause, as
/// a script piped in runs them, where `undo` replays the log: reported for information.
func measureEngine(sessions: Int, rounds: Int) {
    let atPrompt = engineSamples(sessions: sessions, rounds: rounds, pauses: true)
    let p50 = percentile(atPrompt.samples, 50), p99 = percentile(atPrompt.samples, 99)
    figure(
        "one command in the engine (mixed session at the prompt): median", measured: "\(format(p50, 2)) µs", target: "≤ 20 µs",
        ok: p50 <= 20)
    figure(
        "one command in the engine (mixed session at the prompt): p99", measured: "\(format(p99, 2)) µs", target: "≤ 200 µs", ok: p99 <= 200
    )
    let idle = atPrompt.idle
    info(
        "work done in the pause after a command: median \(format(percentile(idle, 50), 1)) µs, p99 \(format(percentile(idle, 99), 1)) µs, max \(format(idle.last ?? 0, 1)) µs"
    )
    let backToBack = engineSamples(sessions: sessions, rounds: rounds, pauses: false)
    let undo = (backToBack.byCommand["undo"] ?? []).sorted()
    info(
        "the same commands back to back (no pauses, `undo` replays the log): median \(format(percentile(backToBack.samples, 50), 2)) µs, "
            + "p99 \(format(percentile(backToBack.samples, 99), 1)) µs; `undo` median \(format(percentile(undo, 50), 1)) µs")
}

/// Every command's time in µs, sorted, by command name, and (with `pauses`) the time of the
/// work done after each command, sorted; prints the distribution and the slowest commands.
func engineSamples(sessions: Int, rounds: Int, pauses: Bool) -> (samples: [Double], byCommand: [String: [Double]], idle: [Double]) {
    let commands = MixedSession.commands(rounds: rounds)
    // Warm up: caches, lazily built tables, the allocator.
    do {
        let session = Shop.session()
        for command in MixedSession.round {
            _ = session.execute(command)
            if pauses { session.finishPauseWork() }
        }
    }
    var samples: [Double] = []
    var idle: [Double] = []
    var byCommand: [String: [Double]] = [:]
    samples.reserveCapacity(sessions * commands.count)
    var errors = 0
    for _ in 0..<sessions {
        let session = Shop.session()
        for command in commands {
            let start = clock.now
            let result = session.execute(command)
            let elapsed = seconds(clock.now - start) * 1e6
            if pauses {
                let start = clock.now
                session.finishPauseWork()
                idle.append(seconds(clock.now - start) * 1e6)
            }
            if result.isError { errors += 1 }
            samples.append(elapsed)
            byCommand[command.split(separator: " ").first.map(String.init) ?? command, default: []].append(elapsed)
        }
    }
    samples.sort()
    idle.sort()
    let p50 = percentile(samples, 50), p99 = percentile(samples, 99)
    note(
        "engine\(pauses ? ", at the prompt" : ", back to back"): \(samples.count) commands in \(sessions) sessions of \(commands.count) (\(rounds) rounds), \(errors) errors"
    )
    note(
        "engine: median \(format(p50, 2)) µs, p90 \(format(percentile(samples, 90), 2)) µs, p99 \(format(p99, 2)) µs, max \(format(samples.last ?? 0)) µs"
    )
    for (name, values) in byCommand.sorted(by: { median($0.value) > median($1.value) }) {
        let sorted = values.sorted()
        note(
            "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) n=\(sorted.count) median \(format(percentile(sorted, 50), 2)) µs  p99 \(format(percentile(sorted, 99), 2)) µs"
        )
    }
    precondition(errors == 0, "the mixed session must run without errors")
    return (samples, byCommand, idle)
}

// MARK: - replay

func measureReplay(count: Int) throws {
    let path = NSTemporaryDirectory() + "coordinator-playground-long-\(count).transcript"
    let start = clock.now
    try LongTranscript.write(count: count, to: path)
    note("replay: wrote \(count) commands to \(path) in \(format(seconds(clock.now - start), 2)) s")
    var rates: [Double] = []
    for _ in 0..<5 {
        let start = clock.now
        let result = TranscriptSuite.replay(file: path, apps: Shop.apps, update: false)
        let elapsed = seconds(clock.now - start)
        guard result.passed else { throw WorkloadError("the long transcript did not replay: \(result.outcome)") }
        rates.append(Double(count) / elapsed)
        note("replay: \(count) commands in \(format(elapsed * 1000)) ms: \(Int(Double(count) / elapsed)) commands/s")
    }
    let rate = median(rates)
    figure(
        "replay throughput, one long transcript (\(count / 1000)k commands)", measured: "\(Int(rate)) commands/s",
        target: "≥ 50,000 commands/s", ok: rate >= 50_000)
}

// MARK: - corpus

/// One figure per call: the wall time of the whole corpus with `workers` threads (the
/// caller pins the process to 1 or 2 cores with taskset and compares).
func measureCorpus(workers: Int, repeats: Int) throws {
    let items = try Corpus.items()
    var times: [Double] = []
    for _ in 0..<repeats {
        let start = clock.now
        let failures = Corpus.run(items, workers: workers)
        times.append(seconds(clock.now - start))
        guard failures.isEmpty else { throw WorkloadError("the corpus failed: \(failures.joined(separator: "\n"))") }
    }
    let wall = median(times)
    note(
        "corpus: \(items.count) items, \(workers) workers: median \(format(wall * 1000)) ms of \(repeats) runs (min \(format(times.min()! * 1000)) ms)"
    )
    // Machine-readable for bench.py, which computes the speed-up between two pinned runs.
    print("{\"corpus_seconds\": \(wall), \"workers\": \(workers), \"items\": \(items.count)}")
}

// MARK: - hierarchy

/// The shapes measured: a command on a hierarchy built by `make`.
func hierarchyCases() -> [(command: String, shape: String, make: (Int) -> Session)] {
    [
        ("chain", "deep", Hierarchies.deepCoordinators),
        ("tree", "deep", Hierarchies.deepCoordinators),
        ("tree", "wide", Hierarchies.wideCoordinators),
        ("state", "deep", Hierarchies.deepCoordinators),
        ("state", "wide", Hierarchies.wideCoordinators),
    ]
}

/// Wall time of each case at each size. Whether the work grows linearly is judged on
/// instructions (scripts/bench.py counts them with callgrind over `hierarchy-once`): wall time
/// per element also grows with size once the hierarchy and its output leave the caches (100k
/// coordinators, a 105 MB `state`), which no algorithm avoids; the wall ratios are shown beside.
func measureHierarchy(sizes: [Int]) {
    for (command, shape, make) in hierarchyCases() {
        var times: [Int: Double] = [:]
        for size in sizes {
            let build = clock.now
            let session = make(size)
            let built = seconds(clock.now - build)
            var runs: [Double] = []
            var lineCount = 0
            for _ in 0..<(size >= 100_000 ? 3 : 7) {
                let start = clock.now
                let result = session.execute(command)
                runs.append(seconds(clock.now - start))
                // Counted on bytes, allocating nothing: splitting a 100 MB output into a million
                // substrings between runs was most of this loop's time and left the allocator
                // handing the next run fresh pages.
                lineCount = result.output.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            }
            times[size] = median(runs)
            note(
                "hierarchy: \(command) on \(size) \(shape): \(format(median(runs) * 1000, 2)) ms (\(lineCount) lines; built in \(format(built, 2)) s)"
            )
        }
        let shown = sizes.map { "\($0 / 1000)k \(format(times[$0]! * 1000, 1)) ms" }.joined(separator: ", ")
        let at10k = times[10_000] ?? .nan
        let ratios = zip(sizes, sizes.dropFirst()).map { times[$1]! / times[$0]! / (Double($1) / Double($0)) }
        figure(
            "`\(command)` on a \(shape) hierarchy, wall (\(shown))",
            measured: "\(format(at10k * 1000, 1)) ms at 10k (×\(ratios.map { format($0 * 10, 1) }.joined(separator: ", ×")) per tenfold)",
            target: "≤ 50 ms at 10k", ok: at10k <= 0.050)
    }
}

/// One case, built and run once: what callgrind counts (only `Session.execute`, see bench.py).
func runHierarchyOnce(command: String, shape: String, size: Int) throws {
    guard let make = hierarchyCases().first(where: { $0.command == command && $0.shape == shape })?.make else {
        throw WorkloadError("no hierarchy case \(command) \(shape)")
    }
    let result = make(size).execute(command)
    guard !result.isError else { throw WorkloadError(result.output) }
}

// MARK: - memory

func measureMemory(cycles: Int) {
    func track(_ label: String, settle: () -> Void = {}, _ cycle: () -> Void) {
        let checkpoints = [10_000, cycles / 4, cycles / 2, 3 * cycles / 4, cycles]
        var resident: [Int: Int] = [:]
        let start = clock.now
        for index in 1...cycles {
            cycle()
            if checkpoints.contains(index) {
                settle()
                resident[index] = Cycles.residentBytes()
            }
        }
        let mb = { (bytes: Int) in Double(bytes) / 1_048_576 }
        let growth = mb(resident[cycles]! - resident[10_000]!)
        note(
            "memory: \(label): \(checkpoints.map { "\($0 / 1000)k \(format(mb(resident[$0]!))) MB" }.joined(separator: ", ")) (\(format(seconds(clock.now - start), 1)) s)"
        )
        figure(
            "memory, \(cycles / 1000)k \(label): growth from cycle 10k",
            measured: "\(format(growth, 2)) MB (\(format(mb(resident[10_000]!), 1)) → \(format(mb(resident[cycles]!), 1)) MB)",
            target: "≤ 5 MB", ok: growth <= 5)
    }
    let library = LibraryCycles()
    track("push/pop cycles, libraries", library.pushPop)
    track("present/dismiss cycles, libraries", library.presentDismiss)
    let session = Shop.session()
    // Read once the pauses' work is done (an app an undo left rebuilt), as at the prompt.
    track("push/pop cycles, engine", settle: session.finishPauseWork, { Cycles.pushPop(in: session) })
    let other = Shop.session()
    track("present/dismiss cycles, engine", settle: other.finishPauseWork, { Cycles.presentDismiss(in: other) })
}

// MARK: - main

do {
    switch arguments.first {
    case "engine": measureEngine(sessions: argument(1, default: 20), rounds: argument(2, default: 10))
    case "replay": try measureReplay(count: argument(1, default: 100_000))
    case "corpus": try measureCorpus(workers: argument(1, default: 2), repeats: argument(2, default: 15))
    case "hierarchy":
        let sizes = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [1_000, 10_000, 100_000]
        measureHierarchy(sizes: sizes)
    case "hierarchy-once":
        guard arguments.count == 4, let size = Int(arguments[3]) else { throw WorkloadError("hierarchy-once COMMAND SHAPE SIZE") }
        try runHierarchyOnce(command: arguments[1], shape: arguments[2], size: size)
    case "memory": measureMemory(cycles: argument(1, default: 1_000_000))
    case "generate":
        guard arguments.count > 1 else { throw WorkloadError("generate PATH [commands]") }
        try LongTranscript.write(count: argument(2, default: 100_000), to: arguments[1])
    default:
        throw WorkloadError("usage: bench-figures engine|replay|corpus|hierarchy|hierarchy-once|memory|generate [options]")
    }
} catch {
    note("error: \(error)")
    exit(1)
}
