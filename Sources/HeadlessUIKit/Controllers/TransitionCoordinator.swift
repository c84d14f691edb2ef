/// What `transitionCoordinator` returns while a transition is in flight: which controller leaves
/// and which arrives, and a place for code to run when it ends. Apple's documentation of
/// `UIViewControllerTransitionCoordinator`: it "is ephemeral and lasts for the duration of the
/// transition animation". Here that is from the call that starts the transition to its end, a
/// run-loop timer later (`Runtime.settle`).
///
/// The end does, in order: the did-callbacks; for a dismissal, the presentation links go; the
/// transition is no longer in flight (UIKit's refusals stop); the delegates (`didShow`,
/// `presentationControllerDidDismiss`); the alongside completions in the order they were given;
/// the completion block; what was to run after it (an alert action's handler); then the
/// controllers no longer have this coordinator, and a navigation controller pushes what it kept.
public final class TransitionCoordinator {
    public enum Key: Sendable { case from, to }

    /// How long the model's animations last, in virtual time. UIKit's own durations are not
    /// established by a source the project found; these are close to what a device shows.
    static let navigationDuration = Duration.milliseconds(350)
    static let presentationDuration = Duration.milliseconds(500)

    public let isAnimated: Bool
    public let transitionDuration: Duration
    private let from: ViewController?
    private let to: ViewController?

    /// True from the start until the did-callbacks have run at the end: while it is, UIKit
    /// refuses other presentations, dismissals and stack changes of the controllers involved.
    private(set) var isInFlight = true

    enum Kind {
        case navigation(NavigationEvent.Operation)
        case presentation
        case dismissal
    }
    let kind: Kind
    /// The navigation controller, or the presenting controller.
    let owner: ViewController
    private let runtime: Runtime
    /// The controllers whose `transitionCoordinator` this is, cleared at the very end.
    var participants: [ViewController] = []
    /// The kind's own steps of the end: the did-callbacks (and a dismissal's links), then the
    /// delegates, then what follows once the coordinator is gone.
    var finishAppearance: () -> Void = {}
    var tellDelegates: () -> Void = {}
    var afterward: () -> Void = {}
    var completion: (() -> Void)?
    /// Code UIKit runs after the completion block (an alert action's handler), with what the
    /// trace calls it.
    private var finalActions: [(event: CallbackEvent, action: () -> Void)] = []

    /// Run in order at the end; one added while they run still runs.
    private var alongsideCompletions: [(TransitionCoordinator) -> Void] = []
    private var hasEnded = false

    init(kind: Kind, owner: ViewController, from: ViewController?, to: ViewController?, animated: Bool, runtime: Runtime) {
        self.kind = kind
        self.owner = owner
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.runtime = runtime
        switch kind {
        case .navigation: transitionDuration = animated ? Self.navigationDuration : .zero
        case .presentation, .dismissal: transitionDuration = animated ? Self.presentationDuration : .zero
        }
    }

    /// The controller leaving (`.from`) or arriving (`.to`). After a pop, `.from` is no longer
    /// on the stack: that is how radianttap's `NavigationCoordinator` tells a pop from a push.
    public func viewController(forKey key: Key) -> ViewController? {
        key == .from ? from : to
    }

    /// Runs `animation` now, beside the transition's own (there is nothing to draw here), and
    /// keeps `completion` for the end. Returns true, as UIKit does for a transition that runs.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        guard let completion else { return true }
        if hasEnded {
            // Too late for this end: it still runs later, never inside the call.
            runtime.runLoop.perform { [self] in
                runtime.recordDetail(CallbackEvent(.alongsideCompletion))
                completion(self)
            }
        } else {
            alongsideCompletions.append(completion)
        }
        return true
    }

    // MARK: Start and end

    /// Starts the clock: the end comes `transitionDuration` later, at settle.
    func start() {
        runtime.runLoop.schedule(after: transitionDuration) { [self] in end() }
    }

    /// Keeps `action` to run after the completion block.
    func runAfterCompletion(_ event: CallbackEvent, _ action: @escaping () -> Void) {
        finalActions.append((event, action))
    }

    private func end() {
        guard !runtime.hasCrashed else { return }
        runtime.recordDetail(TransitionEndEvent(owner: owner.objectID, kind: endKind, duration: transitionDuration))
        finishAppearance()
        isInFlight = false
        guard !runtime.hasCrashed else { return }
        tellDelegates()
        var index = 0
        while index < alongsideCompletions.count, !runtime.hasCrashed {
            runtime.recordDetail(CallbackEvent(.alongsideCompletion))
            alongsideCompletions[index](self)
            index += 1
        }
        hasEnded = true
        if let completion, !runtime.hasCrashed {
            if case .presentation = kind {
                runtime.recordDetail(CallbackEvent(.completion(of: .present)))
            } else {
                runtime.recordDetail(CallbackEvent(.completion(of: .dismiss)))
            }
            completion()
        }
        for final in finalActions where !runtime.hasCrashed {
            runtime.recordDetail(final.event)
            final.action()
        }
        for controller in participants { controller.forget(self) }
        guard !runtime.hasCrashed else { return }
        afterward()
    }

    private var endKind: TransitionEndEvent.Kind {
        switch kind {
        case .navigation(let operation): .navigation(operation)
        case .presentation: .presentation(of: to?.objectID ?? owner.objectID)
        case .dismissal: .dismissal(of: from?.objectID ?? owner.objectID)
        }
    }
}
