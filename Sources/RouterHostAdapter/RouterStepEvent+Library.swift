import PlaygroundHost
import RouterCoordinator

extension RouterCall: RouterStepEvent {
    public var isCallback: Bool { false }
}

extension CompletionEvent: RouterStepEvent {
    public var isCallback: Bool { true }
}
