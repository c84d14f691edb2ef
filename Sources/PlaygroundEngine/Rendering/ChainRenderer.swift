import Coordinator
import HeadlessUIKit
import TextLayout

/// `chain`: the coordinating chain from a responder to its end, each step with the reason the
/// chain went there (the rule of `coordinatingResponder` that applied).
///
///      1  ProductViewController#1   view controller
///      2  NavigationController#1    navigation controller  via parent
///      3  CatalogCoordinator#1      coordinator            via parentCoordinator
enum ChainRenderer {
    /// A table's rows: a screen narrower than the table sets its columns closer before it
    /// breaks a reason (`TableLayout`).
    static func lines(from start: Responder) -> [OutputLine] {
        let steps = steps(from: start)
        let rows = steps.enumerated().map { index, step in
            [Columns.number(index + 1, of: steps.count), step.responder.objectName, step.responder.objectKind]
                + (step.reason.map { ["via \($0)"] } ?? [])
        }
        return Columns.table(rows)
    }

    /// Each stop of the chain with the reason in words; nil for the first.
    static func steps(from start: Responder) -> [(responder: Responder, reason: String?)] {
        let links = chain(from: start)
        return links.enumerated().map { index, link in
            (link.responder, index == 0 ? nil : reason(for: link, after: links[index - 1].responder))
        }
    }

    /// The chain as `coordinatingResponder` walks it (the library's own rule), without ever
    /// loading a view, so looking at the chain never changes the app.
    static func chain(from start: Responder) -> [CoordinatingLink] {
        start.coordinatingLinks(loadingViews: false)
    }

    /// The rule in the words of the code, more precisely where one rule covers several cases:
    /// the library's `Coordinator` override, which returns its parent; the override of
    /// `coordinatingResponder` in the class of the row above; a view's `next`.
    private static func reason(for link: CoordinatingLink, after previous: Responder) -> String {
        switch link.rule {
        case .overridden:
            if let coordinator = previous as? any Coordinating, coordinator.parent === link.responder { return "parent" }
            return "override"
        case .parentCoordinator: return "parentCoordinator"
        case .parent: return "parent"
        case .presentingViewController: return "presentingViewController"
        case .viewSuperview: return "view's superview"
        case .next, nil:
            switch (previous, link.responder) {
            case (is View, is ViewController): return "its controller"
            case (is View, is View): return "superview"
            default: return "next"
            }
        }
    }
}
