import PlaygroundHost
import RouterCoordinator

extension RouterCall: RouterStepEvent {
    package var isCallback: Bool { false }
}

extension CompletionEvent: RouterStepEvent {
    package var isCallback: Bool { true }
}
