extension ViewController {
    /// Presents `controller` modally. As in UIKit the presenter is the root of this controller's
    /// containment tree, and presenting from a controller that already presents does nothing
    /// but log a warning (`presentWarning` tells the reason beforehand).
    public func present(_ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        let presenter = containmentRoot
        if let reason = presentWarning(for: controller) {
            Runtime.current.record(Warning(message: reason))
            return
        }
        presenter.ownPresented = controller
        controller.ownPresenting = presenter
        presenter.view.window?.addSubview(controller.view)
        Runtime.current.record(PresentationEvent(kind: .present, presenter: presenter.objectID, presented: controller.objectID))
        if presenter.isAppeared { controller.setAppeared(true, animated: animated) }
        completion?()
    }

    /// Why `present(controller)` would be refused, or nil when it would go ahead.
    public func presentWarning(for controller: ViewController) -> String? {
        let presenter = containmentRoot
        if let already = presenter.ownPresented {
            return
                "Attempt to present \(controller.objectName) on \(presenter.objectName) which is already presenting \(already.objectName)"
        }
        if controller.ownPresenting != nil || controller.parent != nil || controller === presenter {
            return "Application tried to present \(controller.objectName), which is already in the hierarchy"
        }
        return nil
    }

    /// Dismisses what this controller (or its ancestor) presents, and everything that presents
    /// in turn; called on a presented controller with nothing above it, asks its presenter.
    /// With nothing presented either way, nothing happens.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let root = containmentRoot
        let presenter: ViewController
        if root.ownPresented != nil {
            presenter = root
        } else if let presenting = root.ownPresenting {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.ownPresented else { completion?(); return }
        // Everything stacked above goes too, innermost first.
        var stack: [ViewController] = [presented]
        while let next = stack.last?.ownPresented { stack.append(next) }
        for controller in stack.reversed() {
            let owner = controller.ownPresenting
            controller.setAppeared(false, animated: animated)
            controller.view.removeFromSuperview()
            owner?.ownPresented = nil
            controller.ownPresenting = nil
            Runtime.current.record(PresentationEvent(kind: .dismiss, presenter: owner?.objectID, presented: controller.objectID))
        }
        completion?()
    }

    /// Pushes when this controller is (inside) a navigation controller, else presents, as
    /// UIKit's `show(_:sender:)` does.
    public func show(_ controller: ViewController, sender: Any? = nil) {
        if let navigation = (self as? NavigationController) ?? navigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
}
