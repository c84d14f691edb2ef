import HeadlessUIKit
import PlaygroundHost

/// What a command did from a closure output on, step by step, as `why` tells it.
struct OutputStory {
    /// One step: what kind of thing acted (`output`, `decision`, `router`, `UIKit`, `message`,
    /// `app`, `warning`) and what it did, in the words the trace uses.
    struct Step: Equatable {
        let kind: String
        let text: String
    }

    /// The output the story starts with.
    let first: OutputEvent
    let steps: [Step]

    /// The story from `first` (one of `events`) to the end of the command; nil when `first` is
    /// not among them.
    init?(from first: OutputEvent, in events: [any RuntimeEvent]) {
        guard let start = events.firstIndex(where: { ($0 as? OutputEvent) == first }) else { return nil }
        self.first = first
        var steps: [Step] = []
        var handOffs: [HandOff] = []
        func flushHandOffs() {
            guard let last = handOffs.last else { return }
            let receivers = handOffs.map(\.receiver.description).joined(separator: ", ")
            steps.append(Step(kind: "decision", text: "\(last.giver) hands \(last.what) to \(receivers): \(last.reason)"))
            handOffs.removeAll()
        }
        for event in events[start...] {
            // One hand-off to each screen of a stack is one step: the same thing, handed to each.
            if let handOff = event as? HandOff {
                if let last = handOffs.last, last.giver != handOff.giver || last.what != handOff.what || last.reason != handOff.reason {
                    flushHandOffs()
                }
                handOffs.append(handOff)
                continue
            }
            flushHandOffs()
            if let step = Self.step(for: event) { steps.append(step) }
        }
        flushHandOffs()
        self.steps = steps
    }

    /// The step an event is, or nil for a transition's own steps (its end, the appearance
    /// callbacks, the delegates and completions UIKit calls), which only a trace records.
    private static func step(for event: any RuntimeEvent) -> Step? {
        switch event {
        case is AppearanceEvent, is CallbackEvent, is TransitionEndEvent, is DeferredPushEvent, is Crash:
            return nil
        case let delivery as any MessageDelivery:
            let outcome = delivery.handledBy.map { "handled by \($0)" } ?? "unhandled"
            return Step(
                kind: "message",
                text: "\(delivery.message) from \(delivery.sender), \(outcome) (`why \(delivery.messageName)` tells its way)")
        case is OutputEvent: return Step(kind: "output", text: event.summary)
        case is any RouterStepEvent: return Step(kind: "router", text: event.summary)
        case is NavigationEvent, is PresentationEvent, is TabBarEvent: return Step(kind: "UIKit", text: event.summary)
        case let warning as Warning: return Step(kind: "warning", text: warning.message)
        case is any Decision: return Step(kind: "decision", text: event.summary)
        // A service's request, a link kept for later: the app's own events, in its words.
        default: return Step(kind: "app", text: event.summary)
        }
    }
}
