import Foundation
import HeadlessUIKit
import TestSupport

@_spi(Benchmarks) @testable import PlaygroundEngine

/// Runs a generated session: a fresh app, one command per number, and after every command the
/// invariant checks (`InvariantChecker`). Stops at the first broken one and says which, with the lines that led there
/// (what a shrunk failure prints).
struct SequenceRunner {
    struct Checks {
        /// Undo right after every command that changed the app, compare, then run it again.
        var undoEveryStep = true
        /// Check `state`'s stale lists at every step; else at the end.
        var fullStateEveryStep = false
        /// The strong-reference walk (the slowest check) after every command; else at the end.
        var reachabilityEveryStep = false
        /// The strong-reference walk at the end of the sequence.
        var reachabilityAtEnd = true
        /// A fresh session replaying the log at the end must give the same app.
        var replayAtEnd = true
    }

    var options = StartOptions.shop()
    var checks = Checks()
    var generator = CommandGenerator()
    /// Totals over every run of this runner.
    private(set) var commandsRun = 0
    private(set) var sequencesRun = 0
    private(set) var refusals = 0
    private(set) var slowest: (line: String, duration: Duration) = ("", .zero)

    /// Runs `choices`; nil when every check held, else what broke.
    mutating func run(_ choices: [Int]) -> String? {
        sequencesRun += 1
        let session = Session(options: options)
        var lines: [String] = []
        func failure(_ what: String) -> String {
            "\(what)\nafter the lines:\n" + lines.map { "  > " + $0 }.joined(separator: "\n")
        }
        func check(reachability: Bool, state: Bool) -> String? {
            let violations = InvariantChecker.violations(in: session, checkReachability: reachability, checkState: state)
            return violations.isEmpty ? nil : failure(violations.map(\.description).joined(separator: "\n"))
        }
        var before = Self.snapshot(session)
        for choice in choices {
            let line = generator.line(for: choice, in: session)
            lines.append(line)
            if let problem = step(line, in: session, before: &before) { return failure(problem) }
            if let problem = check(reachability: checks.reachabilityEveryStep, state: checks.fullStateEveryStep) { return problem }
        }
        if !checks.reachabilityEveryStep || !checks.fullStateEveryStep,
            let problem = check(reachability: checks.reachabilityAtEnd, state: true)
        {
            return problem
        }
        if checks.replayAtEnd {
            // `app NAME` may have switched the app: the log replays on the options it started.
            let fresh = Session(options: session.options)
            for logged in session.log {
                let result = fresh.execute(logged)
                if result.isError { return failure("replaying the log, '\(logged)' failed: \(result.output)") }
            }
            let live = Self.snapshot(session), replayed = Self.snapshot(fresh)
            if live != replayed {
                return failure("a fresh session replaying the log differs from the live one:\n" + firstDifference(live, replayed))
            }
        }
        return nil
    }

    /// Runs one line and checks what it did; nil when all is well.
    /// `before` is the app before the line; it becomes the one after.
    mutating func step(_ line: String, in session: Session, before: inout AppSnapshot) -> String? {
        let logBefore = session.log
        let optionsBefore = session.options
        let clock = ContinuousClock()
        var result = CommandResult(output: "")
        let duration = clock.measure { result = session.execute(line) }
        commandsRun += 1
        if duration > slowest.duration { slowest = (line, duration) }
        let outputLines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let errorLines = outputLines.filter { $0.hasPrefix("error: ") }

        if result.isError {
            refusals += 1
            // A crash closes with UIKit's exception line and the note after it, not an error line.
            let closes =
                result.crashed
                ? result.lines.filter { $0.kind == .crash }.count == 1 && errorLines.isEmpty
                    && outputLines.last.map(String.init) == Session.afterCrash
                : errorLines.count == 1 && outputLines.last?.hasPrefix("error: ") == true
            guard closes else {
                return "'\(line)' was refused without exactly one closing error line:\n\(result.output)"
            }
            guard session.log == logBefore else { return "'\(line)' was refused but logged" }
            let after = Self.snapshot(session)
            guard after == before else {
                return "'\(line)' was refused (\(errorLines.first ?? "a crash")) but changed the app:\n" + firstDifference(before, after)
            }
            return nil
        }
        guard errorLines.isEmpty else { return "'\(line)' succeeded but printed an error line:\n\(result.output)" }
        let after = Self.snapshot(session)
        defer { before = after }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if session.log == logBefore + [trimmed] {
            guard checks.undoEveryStep else { return nil }
            // Undo gives the app as it was before; doing it again gives the same app again.
            // Every other time after a pause at the prompt, so that the app the pause rebuilds
            // after `undo` is checked as well as the one the next command rebuilds.
            if commandsRun % 2 == 0 { session.finishPauseWork() }
            let undo = session.execute("undo")
            guard !undo.isError, session.log == logBefore else { return "undo after '\(line)' failed: \(undo.output)" }
            let undone = Self.snapshot(session)
            guard undone == before else {
                return "undo after '\(line)' does not give the app before it:\n" + firstDifference(before, undone)
            }
            let again = session.execute(line)
            guard !again.isError, session.log == logBefore + [trimmed] else {
                return "'\(line)' failed when run again after undo: \(again.output)"
            }
            let redone = Self.snapshot(session)
            guard redone == after else { return "'\(line)' run again after undo gives another app:\n" + firstDifference(after, redone) }
        } else if session.log == logBefore {
            // Looking, tracing, help and quit change nothing; `app NAME` starts a fresh app.
            guard after == before || session.options != optionsBefore else {
                return "'\(line)' changed nothing in the log but changed the app:\n" + firstDifference(before, after)
            }
        } else if !(session.log.isEmpty || session.log == Array(logBefore.dropLast())) {
            return "'\(line)' changed the log unexpectedly: \(logBefore) → \(session.log)"
        }
        return nil
    }

    /// The app as it stands: two apps are the same when their snapshots are equal.
    static func snapshot(_ session: Session) -> AppSnapshot {
        session.appSnapshot()!
    }
}

/// The first line where two texts differ, with its neighbours, for a readable failure.
func firstDifference(_ expected: AppSnapshot, _ actual: AppSnapshot) -> String {
    firstDifference(text(of: expected), text(of: actual))
}

/// A snapshot as `state` and `objects` print it, to show where two differ.
func text(of snapshot: AppSnapshot) -> String {
    StateRenderer.json(of: snapshot) + "\n" + ObjectsRenderer.lines(for: snapshot.liveObjects).joined(separator: "\n")
}

func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index = Array(zip(left, right)).firstIndex { $0 != $1 } ?? min(left.count, right.count)
    let range = max(0, index - 2)..<(index + 3)
    let show = { (lines: [Substring]) in lines.indices.filter(range.contains).map { "    \($0 + 1): \(lines[$0])" }.joined(separator: "\n")
    }
    return "  expected (line \(index + 1)):\n\(show(left))\n  actual:\n\(show(right))"
}
