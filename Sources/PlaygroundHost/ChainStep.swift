import HeadlessUIKit

/// One stop of the chain a message sent from a responder would climb, with why it went there
/// from the stop before, in the words `chain` prints (`parent`, `parentCoordinator`); nil for the
/// first. An app's library may bend the chain (radianttap's runs it through the coordinators),
/// so the app says how it goes (`PlaygroundApp.chain(from:)`).
public struct ChainStep {
    public let responder: Responder
    public let reason: String?

    public init(responder: Responder, reason: String?) {
        self.responder = responder
        self.reason = reason
    }
}

extension ChainStep {
    /// The chain as UIKit's responders make it with no library bending it: a controller goes to
    /// its parent, else whoever presents it, else its view's superview; anything else to `next`.
    /// A view that is not loaded ends it, so looking at the chain never loads one.
    public static func unbentChain(from start: Responder) -> [ChainStep] {
        walk(from: start) { responder in
            guard let controller = responder as? ViewController else {
                return responder.next.map { ($0, nextReason(from: responder, to: $0)) }
            }
            if let parent = controller.parent { return (parent, "parent") }
            if let presenting = controller.presentingViewController { return (presenting, "presentingViewController") }
            guard controller.isViewLoaded, let superview = controller.view.superview else { return nil }
            return (superview, "view's superview")
        }
    }

    /// The chain from `start`, each stop's successor from `next`, ending at a responder met twice,
    /// so a wrongly bent chain cannot loop forever.
    public static func walk(from start: Responder, next: (Responder) -> (Responder, String)?) -> [ChainStep] {
        var steps = [ChainStep(responder: start, reason: nil)]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while let (responder, reason) = next(steps[steps.count - 1].responder), seen.insert(ObjectIdentifier(responder)).inserted {
            steps.append(ChainStep(responder: responder, reason: reason))
        }
        return steps
    }

    /// Why `next` leads from `previous` to `responder`, more precisely where it covers several
    /// cases: a view's controller, its superview.
    public static func nextReason(from previous: Responder, to responder: Responder) -> String {
        switch (previous, responder) {
        case (is View, is ViewController): "its controller"
        case (is View, is View): "superview"
        default: "next"
        }
    }
}
