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
            let handler = story?.events.lazy.compactMap { event -> ObjectName? in
                guard case .message(let journey) = event else { return nil }
                return journey.hops.first { if case .handled = $0.outcome { true } else { false } }?.responder
            }.first
            guard let handler else { return PredictionOutcome(answer: nil, evidence: lines.filter { $0.contains("handled") }) }
            return PredictionOutcome(
                answer: prediction.choice(named: handler.typeName),
                evidence: lines.filter { $0.contains(handler.description) && $0.contains("handle") })
        case .visible:
            guard let visible = snapshot?.visible else { return PredictionOutcome(answer: nil, evidence: []) }
            return PredictionOutcome(
                answer: prediction.choice(named: visible.typeName), evidence: lines.filter { $0.hasPrefix("now showing") })
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
}
