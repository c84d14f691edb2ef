extension ViewController {
    /// Presents `controller` as a sheet. As in UIKit the presenter is the root of this
    /// controller's containment tree; `presentedViewController` is set at once, the presented
    /// controller's `viewWillAppear` comes now, its `viewDidAppear` and then `completion` when
    /// the presentation ends, at settle (never inside this call), animated or not. A refusal
    /// (`presentRefusal`) logs its warning and never runs `completion`, or crashes the app.
    public func present(_ controller: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        switch presentRefusal(for: controller) {
        case .crash(let crash)?:
            runtime.terminate(with: crash)
            return
        case .warning(let warning)?:
            runtime.record(warning)
            return
        case nil:
            break
        }
        let presenter = containmentRoot
        presenter.ownPresented = controller
        controller.ownPresenting = presenter
        presenter.view.window?.addSubview(controller.view)
        runtime.record(PresentationEvent(kind: .present, presenter: presenter.objectID, presented: controller.objectID))
        let transition = TransitionCoordinator(
            kind: .presentation, owner: presenter, from: presenter, to: controller, animated: animated, runtime: runtime)
        transition.participants = [presenter, controller]
        presenter.presentationTransition = transition
        controller.presentationTransition = transition
        if presenter.isOnScreen { controller.beginAppearanceTransition(true, animated: animated) }
        transition.finishAppearance = { controller.endAppearanceTransition() }
        transition.completion = completion
        transition.start()
    }

    /// What UIKit would do instead of presenting `controller` from this controller, checked in
    /// UIKit's order (exceptions first: UIKit raises them even when two presents of one
    /// instance come in one turn); nil when it would present. X is `controller`, Y the
    /// presenter (this controller's containment root), Z this controller.
    public func presentRefusal(for controller: ViewController) -> PresentRefusal? {
        let presenter = containmentRoot
        let x = controller.objectName
        let y = presenter.objectName
        if controller === presenter {
            return .crash(
                Crash(
                    .invalidArgument, reason: "Application tried to present modal view controller on itself. Presenting controller is \(y)."
                ))
        }
        // Presented by this same presenter already counts as active: the crash reported when
        // one tap presented one picker twice.
        if controller.parent != nil || controller.isWindowRoot || controller.ownPresenting === presenter {
            return .crash(Crash(.invalidArgument, reason: "Application tried to present modally an active controller \(x)."))
        }
        if let other = controller.ownPresenting {
            return .crash(
                Crash(
                    .invalidArgument,
                    reason:
                        "Application tried to present modally a view controller \(x) that is already being presented by \(other.objectName)."
                ))
        }
        let attempt = "Attempt to present \(x) on \(y) (from \(objectName))"
        if !presenter.isViewLoaded || presenter.view.window == nil {
            return .warning(Warning(message: attempt + " whose view is not in the window hierarchy."))
        }
        if presenter.isPresentationInFlight {
            return .warning(Warning(message: attempt + " while a presentation is in progress."))
        }
        if let already = presenter.ownPresented {
            return .warning(Warning(message: attempt + " which is already presenting \(already.objectName)."))
        }
        return nil
    }

    /// Dismisses what this controller (or its containment root) presents, and every
    /// presentation above it; called on a presented controller with nothing above it, asks its
    /// presenter. The presented controllers' `viewWillDisappear` come now (innermost first),
    /// their `viewDidDisappear`, the end of the presentation links and `completion` at settle.
    /// While a presentation or dismissal involving them is in flight, UIKit logs a warning and
    /// does nothing. With nothing presented either way, nothing happens but `completion`, at
    /// settle.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        let root = containmentRoot
        guard let presenter = root.ownPresented != nil ? root : root.ownPresenting, let presented = presenter.ownPresented else {
            if let completion {
                runtime.runLoop.perform {
                    runtime.recordDetail(CallbackEvent(.completion(of: .dismiss)))
                    completion()
                }
            }
            return
        }
        var stack: [ViewController] = [presented]
        while let next = stack.last?.ownPresented { stack.append(next) }
        if presenter.isPresentationInFlight || stack.contains(where: \.isPresentationInFlight) {
            runtime.record(
                Warning(
                    message:
                        "Attempt to dismiss from view controller \(presenter.objectName) while a presentation or dismiss is in progress!"
                ))
            return
        }
        startDismissal(of: stack, by: presenter, animated: animated, swipedWith: nil, completion: completion)
    }

    /// Starts dismissing `stack` (bottom first) presented by `presenter`. A swipe passes the
    /// sheet's presentation controller, whose delegate hears `WillDismiss` before the
    /// will-callbacks and `DidDismiss` after the did-callbacks.
    func startDismissal(
        of stack: [ViewController], by presenter: ViewController, animated: Bool, swipedWith swipe: PresentationController?,
        completion: (() -> Void)?
    ) {
        let runtime = Runtime.current
        runtime.record(PresentationEvent(kind: .dismiss, presenter: presenter.objectID, presented: stack[0].objectID))
        let transition = TransitionCoordinator(
            kind: .dismissal, owner: presenter, from: stack[0], to: presenter, animated: animated, runtime: runtime)
        transition.participants = [presenter] + stack
        for controller in transition.participants { controller.presentationTransition = transition }
        if let swipe, let delegate = swipe.delegate {
            runtime.recordDetail(CallbackEvent(.delegate(method: "presentationControllerWillDismiss", about: nil), delegate: delegate))
            delegate.presentationControllerWillDismiss(swipe)
        }
        for controller in stack.reversed() { controller.beginAppearanceTransition(false, animated: animated) }
        transition.finishAppearance = {
            for controller in stack.reversed() {
                controller.endAppearanceTransition()
                controller.view.removeFromSuperview()
                controller.ownPresenting?.ownPresented = nil
                controller.ownPresenting = nil
            }
        }
        if let swipe {
            transition.tellDelegates = {
                guard let delegate = swipe.delegate else { return }
                runtime.recordDetail(CallbackEvent(.delegate(method: "presentationControllerDidDismiss", about: nil), delegate: delegate))
                delegate.presentationControllerDidDismiss(swipe)
            }
        }
        transition.completion = completion
        transition.start()
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

    /// Whether this controller is the root of the window its view is in.
    var isWindowRoot: Bool {
        guard isViewLoaded, let window = view.superview as? Window else { return false }
        return window.rootViewController === self
    }
}
