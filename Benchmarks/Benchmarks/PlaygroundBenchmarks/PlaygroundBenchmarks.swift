import Benchmark
import Foundation
@_spi(Benchmarks) import PlaygroundEngine
@_spi(Benchmarks) import PlaygroundTranscripts
import Workloads

// ordo-one/benchmark's view of the workloads the figures measure (scripts/bench.py prints the
// figures themselves): wall clock percentiles, allocations and resident memory per benchmark.
// Run with `swift package --allow-writing-to-package-directory benchmark` in Benchmarks/.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // One round of the mixed realistic session (48 commands) in a session that has already run a
    // few rounds, back to back: with no pause between commands `undo` replays the log (the figure
    // times commands one at a time, with the pauses' work done between them).
    Benchmark("engine: one mixed round (48 commands, back to back)") { benchmark in
        let session = Shop.session()
        for command in MixedSession.commands(rounds: 3) { _ = session.execute(command) }
        benchmark.startMeasurement()
        for command in MixedSession.round { blackHole(session.execute(command)) }
    }

    // One long transcript replayed whole (10k commands here; the figure uses 100k).
    let path = NSTemporaryDirectory() + "coordinator-playground-benchmark-10k.transcript"
    Benchmark(
        "replay: long transcript (10k commands)",
        configuration: .init(
            maxDuration: .seconds(5), maxIterations: 20,
            setup: { try LongTranscript.write(count: 10_000, to: path) })
    ) { _ in
        blackHole(TranscriptSuite.replay(file: path, apps: Shop.apps, update: false))
    }

    Benchmark("corpus: transcripts/ and lessons, 2 workers", configuration: .init(maxIterations: 30)) { benchmark in
        let items = try Corpus.items()
        benchmark.startMeasurement()
        blackHole(Corpus.run(items, workers: 2))
    }

    for (command, shape, make) in [
        ("chain", "deep", Hierarchies.deepCoordinators), ("tree", "deep", Hierarchies.deepCoordinators),
        ("tree", "wide", Hierarchies.wideCoordinators), ("state", "deep", Hierarchies.deepCoordinators),
    ] as [(String, String, @Sendable (Int) -> Session)] {
        Benchmark("\(command): \(shape) 10k", configuration: .init(maxIterations: 30)) { benchmark in
            let session = make(10_000)
            benchmark.startMeasurement()
            blackHole(session.execute(command))
        }
    }

    Benchmark(
        "memory: 100k push/pop cycles (libraries)",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident, .memoryLeaked], maxIterations: 3)
    ) { _ in
        let cycles = LibraryCycles()
        for _ in 0..<100_000 { cycles.pushPop() }
    }
}
