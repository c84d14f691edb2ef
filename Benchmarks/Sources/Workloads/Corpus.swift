import Dispatch
import Foundation
@_spi(Benchmarks) import PlaygroundEngine
@_spi(Benchmarks) import PlaygroundLessons
@_spi(Benchmarks) import PlaygroundTranscripts

/// The whole corpus CI replays: every transcript under transcripts/ and every lesson's solution
/// (each lesson's steps run in order in a fresh session, as `solution run` and CI do).
public enum Corpus {
    /// The main package's folder (this file is Benchmarks/Sources/Workloads/Corpus.swift).
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    public enum Item: Sendable {
        case transcript(path: String)
        case lesson(Lesson)
    }

    /// Every transcript file and every lesson, largest first is not attempted: the order is the
    /// files' (what `replay` does), so the measure is of the program as it is.
    public static func items() throws -> [Item] {
        let transcripts = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/transcripts")
            .filter { $0.hasSuffix(".transcript") }.sorted()
            .map { Item.transcript(path: packageRoot + "/transcripts/" + $0) }
        let lessons = try LessonLibrary.load(directory: packageRoot + "/lessons", apps: Shop.apps).map(Item.lesson)
        return transcripts + lessons
    }

    /// Runs one item; nil when it passed, else why not.
    public static func run(_ item: Item) -> String? {
        switch item {
        case .transcript(let path):
            let result = TranscriptSuite.replay(file: path, apps: Shop.apps, update: false)
            return result.passed ? nil : "\(path): \(result.outcome)"
        case .lesson(let lesson):
            do {
                _ = try LessonReplay.session(for: lesson, atStartOfStep: lesson.steps.count) { Session(options: $0) }
                return nil
            } catch {
                return error.message
            }
        }
    }

    /// Runs every item, in parallel on `workers` threads (1: one after the other on this
    /// thread). Returns the failures.
    public static func run(_ items: [Item], workers: Int) -> [String] {
        guard workers > 1 else { return items.compactMap(run) }
        let failures = Failures()
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while case let index = next.take(), index < items.count {
                    if let failure = run(items[index]) { failures.append(failure) }
                }
            }
        }
        group.wait()
        return failures.all
    }
}

/// Hands out 0, 1, 2, ... to workers that take items as they finish the last (so a long item
/// does not hold up the ones queued behind it on the same thread).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func take() -> Int {
        lock.withLock {
            defer { value += 1 }; return value
        }
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ failure: String) { lock.withLock { items.append(failure) } }
    var all: [String] { lock.withLock { items } }
}
