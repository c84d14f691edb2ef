import Coordinator
import HeadlessUIKit

/// `chain`: the coordinating chain from a responder to its end, each step with the reason the
/// chain went there (the rule of `coordinatingResponder` that applied).
///
///      1  ProductViewController#1   view controller
///      2  NavigationController#1    navigation controller  via parent
///      3  CatalogCoordinator#1      coordinator            via parentCoordinator
enum ChainRenderer {
    static func lines(from start: Responder) -> [String] {
        let steps = chain(from: start)
        let rows = steps.enumerated().map { index, step in
            [Columns.number(index + 1, of: steps.count), step.responder.objectName, step.responder.objectKind]
                + (step.reason.map { ["via \($0)"] } ?? [])
        }
        return Columns.align(rows)
    }

    struct Step {
        let responder: Responder
        /// Why the chain came here from the step before; nil for the first.
        let reason: String?
    }

    /// The chain as `coordinatingChain` walks it, with reasons, and without ever loading a view:
    /// a controller whose view is not loaded has no superview, so the chain ends there, which is
    /// also where loading the view would have led.
    static func chain(from start: Responder) -> [Step] {
        var steps = [Step(responder: start, reason: nil)]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var current = start
        while let (next, reason) = nextStep(from: current), seen.insert(ObjectIdentifier(next)).inserted {
            steps.append(Step(responder: next, reason: reason))
            current = next
        }
        return steps
    }

    private static func nextStep(from responder: Responder) -> (Responder, String)? {
        if let custom = responder as? CustomCoordinatingResponder {
            guard let next = custom.customCoordinatingResponder else { return nil }
            if let coordinator = responder as? any Coordinating, coordinator.parent === next { return (next, "parent") }
            return (next, "customCoordinatingResponder")
        }
        if let controller = responder as? ViewController {
            if let coordinator = controller.parentCoordinator { return (coordinator, "parentCoordinator") }
            if let parent = controller.parent { return (parent, "parent") }
            if let presenting = controller.presentingViewController { return (presenting, "presentingViewController") }
            guard controller.isViewLoaded, let superview = controller.view.superview else { return nil }
            return (superview, "view's superview")
        }
        guard let next = responder.next else { return nil }
        switch (responder, next) {
        case (is View, is ViewController): return (next, "its controller")
        case (is View, is View): return (next, "superview")
        default: return (next, "next")
        }
    }
}
