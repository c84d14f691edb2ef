/// Where a controller is between its appearance callbacks.
enum Appearance {
    case disappeared, appearing, appeared, disappearing
}

/// The appearance callbacks, in two halves as UIKit calls them around an animation: the
/// will-callbacks when a transition starts, the did-callbacks when it ends
/// (`beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` in UIKit). A
/// container passes both halves on to the children it shows, parent first on the way in and
/// children first on the way out.
extension ViewController {
    /// Whether the controller is on screen: between `viewDidAppear` and `viewWillDisappear`.
    public var isAppeared: Bool { appearance == .appeared }

    /// On screen or on its way there: what decides whether a controller added to it appears too.
    var isOnScreen: Bool { appearance == .appearing || appearance == .appeared }

    /// The will-callback, for this controller and the children that go with it.
    func beginAppearanceTransition(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            _ = view
            appearance = .appearing
            appearanceIsAnimated = animated
            Runtime.current.recordDetail(AppearanceEvent(controller: objectID, callback: .viewWillAppear))
            viewWillAppear(animated)
            for child in visibleChildren { child.beginAppearanceTransition(true, animated: animated) }
            didBeginAppearing()
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsAnimated = animated
            Runtime.current.recordDetail(AppearanceEvent(controller: objectID, callback: .viewWillDisappear))
            viewWillDisappear(animated)
            for child in children where child.isOnScreen { child.beginAppearanceTransition(false, animated: animated) }
        }
    }

    /// The did-callback that matches the will-callback in progress, children first.
    func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            for child in children where child.appearance == .appearing { child.endAppearanceTransition() }
            appearance = .appeared
            Runtime.current.recordDetail(AppearanceEvent(controller: objectID, callback: .viewDidAppear))
            viewDidAppear(appearanceIsAnimated)
            didFinishAppearing()
        case .disappearing:
            for child in children where child.appearance == .disappearing { child.endAppearanceTransition() }
            appearance = .disappeared
            Runtime.current.recordDetail(AppearanceEvent(controller: objectID, callback: .viewDidDisappear))
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
    }

    /// Both halves at once, for a change that does not animate (a window's root, a tab).
    func setAppeared(_ appearing: Bool, animated: Bool) {
        beginAppearanceTransition(appearing, animated: animated)
        endAppearanceTransition()
    }
}
