import HeadlessUIKit

/// The playground's stand-in for an override of `coordinatingResponder`. radianttap's library
/// declares `@objc open var coordinatingResponder` in an extension of `UIResponder`
/// (UIKit-CoordinatingExtensions.swift:49 at 8.0), and a class bends the chain by overriding it:
/// `Coordinator` returns its parent (Coordinator.swift:72 at 8.0); the recommended
/// SceneCoordinator returns its scene delegate, and SceneDelegate its window (Implement.md:149
/// and 183 at 8.0). Swift without the Objective-C runtime cannot override a property declared in
/// an extension, so a class that would override it adopts this protocol instead, and
/// `coordinatingResponder` asks it first.
public protocol CoordinatingResponderOverride: AnyObject {
    /// What this class's override of `coordinatingResponder` returns.
    var overriddenCoordinatingResponder: Responder? { get }
}

/// Which rule of `coordinatingResponder` led to a stop of the chain.
package enum CoordinatingRule: Sendable {
    /// The responder's class overrides `coordinatingResponder` (`CoordinatingResponderOverride`).
    case overridden
    /// A controller's coordinator.
    case parentCoordinator
    /// A controller's container.
    case parent
    /// The controller that presented a controller.
    case presentingViewController
    /// The superview of a controller's view.
    case viewSuperview
    /// The plain responder chain.
    case next
}

/// One stop of the coordinating chain, with the rule that led there.
package struct CoordinatingLink {
    package let responder: Responder
    /// Nil for the responder the chain starts from.
    package let rule: CoordinatingRule?
}

extension Responder {
    /// The next stop of a message: the responder chain, bent so that it runs through the
    /// coordinators. A controller goes to its `parentCoordinator` if it has one, else its
    /// `parent`, else its `presentingViewController`, else its view's superview; any other
    /// responder to `next`, unless its class overrides this (`CoordinatingResponderOverride`).
    public var coordinatingResponder: Responder? {
        nextCoordinatingLink(loadingViews: true)?.responder
    }

    /// The coordinating chain from this responder to its end, this responder first. Stops at a
    /// responder met twice, so a wrongly bent chain cannot loop forever.
    package var coordinatingChain: [Responder] {
        coordinatingLinks(loadingViews: true).map(\.responder)
    }

    /// The coordinating chain with the rule behind each stop. `loadingViews` false walks it
    /// without changing the app (for tools that only look): a controller whose view is not
    /// loaded ends the chain, which is also where loading the view would have led, as a fresh
    /// view has no superview.
    package func coordinatingLinks(loadingViews: Bool) -> [CoordinatingLink] {
        var links: [CoordinatingLink] = []
        walkCoordinatingChain(loadingViews: loadingViews) { link in
            links.append(link)
            return true
        }
        return links
    }

    /// Hands `visit` each stop of the chain, this responder first, until it returns false, the
    /// chain ends, or a responder comes round again.
    private func walkCoordinatingChain(loadingViews: Bool, _ visit: (CoordinatingLink) -> Bool) {
        var link = CoordinatingLink(responder: self, rule: nil)
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while visit(link), let next = link.responder.nextCoordinatingLink(loadingViews: loadingViews),
            seen.insert(ObjectIdentifier(next.responder)).inserted
        {
            link = next
        }
    }

    /// The one statement of the rule: `coordinatingResponder`, with the reason.
    private func nextCoordinatingLink(loadingViews: Bool) -> CoordinatingLink? {
        if let overriding = self as? CoordinatingResponderOverride {
            return overriding.overriddenCoordinatingResponder.map { CoordinatingLink(responder: $0, rule: .overridden) }
        }
        if let controller = self as? ViewController {
            if let coordinator = controller.parentCoordinator {
                return CoordinatingLink(responder: coordinator, rule: .parentCoordinator)
            }
            if let parent = controller.parent { return CoordinatingLink(responder: parent, rule: .parent) }
            if let presenting = controller.presentingViewController {
                return CoordinatingLink(responder: presenting, rule: .presentingViewController)
            }
            guard loadingViews || controller.isViewLoaded, let superview = controller.view.superview else { return nil }
            return CoordinatingLink(responder: superview, rule: .viewSuperview)
        }
        return next.map { CoordinatingLink(responder: $0, rule: .next) }
    }

    /// The coordinator that manages this responder: the first `parentCoordinator` up the chain.
    package var containingCoordinator: (any Coordinating)? {
        // As far up as the first, not the whole chain: a screen deep in a stack has a long one.
        var found: (any Coordinating)?
        walkCoordinatingChain(loadingViews: true) { link in
            found = (link.responder as? ViewController)?.parentCoordinator
            return found == nil
        }
        return found
    }
}
