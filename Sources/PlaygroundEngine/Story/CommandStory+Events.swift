import HeadlessUIKit
import PlaygroundHost

extension CommandStory {
    /// The story of `command` from what the runtime recorded while it ran, in order.
    init(command: String, recorded: [any RuntimeEvent]) {
        self.init(command: command, events: recorded.map(Self.event))
    }

    private static func event(_ recorded: any RuntimeEvent) -> Event {
        switch recorded {
        case let delivery as any MessageDelivery:
            .message(
                MessageJourney(
                    message: delivery.message, name: delivery.messageName, sender: delivery.sender,
                    hops: delivery.steps.map { Hop(responder: $0.responder, outcome: Outcome($0.action)) }))
        case let output as OutputEvent: .output(owner: output.owner, output: output.output, wiring: output.wiring)
        case let warning as Warning: .warning(warning.message)
        case let crash as Crash: .warning(crash.consoleText)
        case is NavigationEvent: .transition(kind: .navigation, line: recorded.summary)
        case is PresentationEvent: .transition(kind: .presentation, line: recorded.summary)
        case is TabBarEvent: .transition(kind: .tabSelection, line: recorded.summary)
        case is TransitionEndEvent: .transition(kind: .end, line: recorded.summary)
        case let step as any RouterStepEvent where step.isCallback: .transition(kind: .callback, line: recorded.summary)
        case is CallbackEvent, is AppearanceEvent, is DeferredPushEvent: .transition(kind: .callback, line: recorded.summary)
        case let decision as any Decision: .transition(kind: .decision(by: decision.decider), line: recorded.summary)
        // A service's request, a link kept for later: the app's own events, told in its words.
        default: .transition(kind: .other, line: recorded.summary)
        }
    }
}

extension CommandStory.Outcome {
    init(_ action: MessageHop.Action) {
        switch action {
        case .passed: self = .passed
        case .handled(let note): self = .handled(note)
        case .forwarded(let note): self = .forwarded(note)
        case .changed(let note): self = .changed(note)
        case .threw(let error): self = .threw(error)
        }
    }
}
