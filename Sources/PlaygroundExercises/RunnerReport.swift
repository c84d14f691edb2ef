import Foundation

/// What one run of `exercise-NN check` comes to, for the person watching: the verdict it
/// printed, or one line naming the step that crashed or never ended.
package enum RunnerReport {
    package static func lines(of outcome: ChildProcess.Outcome, timeLimit: Duration) -> (lines: [String], passed: Bool) {
        var verdict: [String] = []
        var step: StepAnnouncement?
        for line in outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let announced = StepAnnouncement(line: line) { step = announced } else { verdict.append(line) }
        }
        if verdict.last == "" { verdict.removeLast() }
        let stepName = step?.named ?? "before the first step"
        switch outcome.ending {
        case .exited(0):
            return (verdict, true)
        case .exited(1):
            return (verdict, false)
        case .timedOut:
            return (["✗ \(stepName) did not finish within \(timeLimit.components.seconds) s and was stopped: an endless loop?"], false)
        case .exited(2):
            // The runner's own refusal (no such exercise, a checks file that does not read).
            let reason = outcome.errors.split(separator: "\n").last.map(String.init) ?? "it exited with status 2"
            return (["✗ the exercise runner stopped: \(reason)"], false)
        case .notStarted(let reason):
            return (["✗ the exercise runner could not start: \(reason)"], false)
        case .exited, .signalled:
            return (["✗ \(stepName) crashed your code: \(crashReason(in: outcome))"], false)
        }
    }

    /// The runtime's own line (`AppCoordinator.swift:12: Fatal error: …`), its file named
    /// without its folders, or the signal.
    static func crashReason(in outcome: ChildProcess.Outcome) -> String {
        let lines = outcome.errors.split(separator: "\n").map(String.init)
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }), let marker = fatal.range(of: "Fatal error:") {
            let place = fatal[..<marker.lowerBound].split(separator: "/").last ?? ""
            return String(place + fatal[marker.lowerBound...])
        }
        if case .signalled(let signal) = outcome.ending { return "it was killed by signal \(signal)" }
        if case .exited(let status) = outcome.ending { return lines.last ?? "it exited with status \(status)" }
        return lines.last ?? "it ended"
    }
}
