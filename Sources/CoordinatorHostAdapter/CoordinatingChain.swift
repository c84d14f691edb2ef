import Coordinator
import HeadlessUIKit
import PlaygroundHost

/// The chain as radianttap's `coordinatingResponder` walks it (the library's own rule), each stop
/// with the rule that led there in the words of the code, without ever loading a view.
package enum CoordinatingChain {
    package static func steps(from start: Responder) -> [ChainStep] {
        let links = start.coordinatingLinks(loadingViews: false)
        return links.enumerated().map { index, link in
            ChainStep(responder: link.responder, reason: index == 0 ? nil : reason(for: link, after: links[index - 1].responder))
        }
    }

    /// More precise where one rule covers several cases: the library's `Coordinator` override,
    /// which returns its parent; the override of `coordinatingResponder` in the class of the row
    /// above; a view's `next`.
    private static func reason(for link: CoordinatingLink, after previous: Responder) -> String {
        switch link.rule {
        case .overridden:
            if let coordinator = previous as? any Coordinating, coordinator.parent === link.responder { return "parent" }
            return "override"
        case .parentCoordinator: return "parentCoordinator"
        case .parent: return "parent"
        case .presentingViewController: return "presentingViewController"
        case .viewSuperview: return "view's superview"
        case .next, nil: return ChainStep.nextReason(from: previous, to: link.responder)
        }
    }

    /// The coordinator a controller reports to (its `parentCoordinator`), for `stack` and the
    /// snapshot.
    package static func coordinator(reportedToBy controller: ViewController) -> Responder? {
        controller.parentCoordinator
    }
}
