import HeadlessUIKit

/// A responder that continues the coordinating chain somewhere other than the default: every
/// coordinator (to its parent), and, at the top, the scene coordinator (to its scene delegate)
/// and the scene delegate (to its window).
public protocol CustomCoordinatingResponder: AnyObject {
    var customCoordinatingResponder: Responder? { get }
}

extension Responder {
    /// The next stop of a message: the responder chain, bent so that it runs through the
    /// coordinators. A controller goes to its `parentCoordinator` if it has one, else its
    /// `parent`, else its `presentingViewController`, else its view's superview; any other
    /// responder to `next`, unless it says otherwise (`CustomCoordinatingResponder`).
    public var coordinatingResponder: Responder? {
        if let custom = self as? CustomCoordinatingResponder {
            return custom.customCoordinatingResponder
        }
        if let controller = self as? ViewController {
            if let coordinator = controller.parentCoordinator { return coordinator }
            if let parent = controller.parent { return parent }
            if let presenting = controller.presentingViewController { return presenting }
            return controller.view.superview
        }
        return next
    }

    /// The coordinating chain from this responder to its end, this responder first. Stops at a
    /// responder met twice, so a wrongly bent chain cannot loop forever.
    public var coordinatingChain: [Responder] {
        var chain: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var current: Responder? = self
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            current = responder.coordinatingResponder
        }
        return chain
    }

    /// The coordinator that manages this responder: the first `parentCoordinator` up the chain.
    public var containingCoordinator: (any Coordinating)? {
        for responder in coordinatingChain {
            if let controller = responder as? ViewController, let coordinator = controller.parentCoordinator {
                return coordinator
            }
        }
        return nil
    }
}
