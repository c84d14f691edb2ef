import Foundation
import HeadlessUIKit
import PlaygroundEngine

extension PredictionOutcome {
    /// Reads what `prediction`'s command did from what the app shows after it: its printed
    /// `lines`, the story of what it did, the app's snapshot, and, for `alive TYPE`, what
    /// `holders TYPE` prints (`holders`, run only when a TYPE is alive).
    static func read(
        _ prediction: Prediction, lines: [String], story: CommandStory?, snapshot: AppSnapshot?, holders: (String) -> [String]
    ) -> PredictionOutcome {
        switch prediction.reading {
        case .handler:
            guard let handler = firstHandler(in: story) else {
                return PredictionOutcome(answer: nil, evidence: lines.filter { $0.contains("handled") })
            }
            return PredictionOutcome(answer: prediction.choice(named: handler.typeName), evidence: handlerLines(handler, in: lines))
        case .visible:
            guard let visible = snapshot?.visible else { return PredictionOutcome(answer: nil, evidence: []) }
            // What put the screen there: who handled the message that asked for it, the
            // coordinators' decisions and the transitions that name it (not the callbacks
            // indented under them), then `now showing`.
            let handled = firstHandler(in: story).map { handlerLines($0, in: lines).prefix(1) } ?? []
            let traced = lines.filter { line in
                let decisionOrTransition = line.hasPrefix("» ") || (line.hasPrefix("~ ") && !line.hasPrefix("~  "))
                return decisionOrTransition && line.names(visible.description)
            }
            return PredictionOutcome(
                answer: prediction.choice(named: visible.typeName),
                evidence: handled + traced + lines.filter { $0.hasPrefix("now showing") })
        case .alive(let type):
            let alive = snapshot?.liveObjects.contains { $0.names.contains { $0.typeName.equalsIgnoringCase(type) } } ?? false
            let evidence = alive ? holders(type) : ["no \(type) is alive: `objects` lists none"]
            return PredictionOutcome(answer: prediction.choice(named: alive ? "yes" : "no"), evidence: evidence)
        case .first:
            let mentions = prediction.choices.compactMap { choice -> (line: Int, column: Int, choice: String)? in
                for (index, line) in lines.enumerated() {
                    if let range = line.range(of: choice, options: .caseInsensitive) {
                        return (index, line.distance(from: line.startIndex, to: range.lowerBound), choice)
                    }
                }
                return nil
            }
            let first = mentions.min { ($0.line, $0.column) < ($1.line, $1.column) }
            let evidence = lines.filter { line in prediction.choices.contains { line.range(of: $0, options: .caseInsensitive) != nil } }
            return PredictionOutcome(answer: first?.choice, evidence: evidence)
        }
    }

    /// The responder that handled the command's first message that was handled.
    private static func firstHandler(in story: CommandStory?) -> ObjectName? {
        story?.events.lazy.compactMap { event -> ObjectName? in
            guard case .message(let journey) = event else { return nil }
            return journey.hops.first { if case .handled = $0.outcome { true } else { false } }?.responder
        }.first
    }

    /// The hop line where `handler` handled a message.
    private static func handlerLines(_ handler: ObjectName, in lines: [String]) -> [String] {
        lines.filter { $0.names(handler.description) && $0.contains("handle") }
    }
}

extension String {
    /// Whether the line names the object `name` (`ProductViewController#3`), not one whose
    /// number only starts the same (`ProductViewController#31`).
    fileprivate func names(_ name: String) -> Bool {
        var rest = self[...]
        while let range = rest.range(of: name) {
            if rest[range.upperBound...].first?.isNumber != true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
