/// A screen, or a container of screens: it owns a root view, sits in a tree of parent and child
/// controllers, may present another controller modally, and is told when it appears and
/// disappears. As in UIKit, a presentation, a dismissal or an animated navigation change starts
/// inside the call and ends later, on the runtime's run loop (`TransitionCoordinator`).
open class ViewController: Responder {
    public var title: String?

    private var loadedView: View?
    /// The root view, loaded on first use by `loadView` then `viewDidLoad`, as in UIKit.
    public var view: View {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = View() }
                loadedView!.owningViewController = self
                viewDidLoad()
                if storyboard != nil { connectSegueTriggers() }
            }
            return loadedView!
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }
    public var isViewLoaded: Bool { loadedView != nil }

    public override init() { super.init() }

    /// Override to build the view tree; set `view`. The default makes an empty view.
    open func loadView() { view = View() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Storyboards

    /// The storyboard this controller was made from, if any (Apple's `storyboard` property).
    public internal(set) var storyboard: Storyboard?
    /// The scene of `storyboard` it was made as: the storyboard identifier its segues leave from.
    public internal(set) var sceneIdentifier: String?

    /// Asked before a segue the user triggered is performed (Apple's
    /// `shouldPerformSegue(withIdentifier:sender:)`); the default says yes. Never asked for
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Told that a segue is about to be performed, its destination made and not yet shown (Apple's
    /// `prepare(for:sender:)`); the default does nothing.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    // MARK: Containment

    public internal(set) weak var parent: ViewController?
    public internal(set) var children: [ViewController] = []

    /// Embeds `child`: it becomes one of `children` and its `parent` is this controller.
    open func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The closest navigation controller above this one (itself excluded), as UIKit's property.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The children that are on screen while this controller is: all of them for a plain
    /// container; a navigation controller shows only its top, a tab bar controller its selected tab.
    open var visibleChildren: [ViewController] { children }

    // MARK: Bars

    /// Whether the tab bar hides while this controller is the top of a tab's navigation stack.
    /// The navigation controller re-reads it on change (`NavigationController+BarVisibility`).
    public var hidesBottomBarWhenPushed = false {
        didSet { if oldValue != hidesBottomBarWhenPushed { navigationController?.bottomBarVisibilityMayHaveChanged() } }
    }
    /// Set through `tabBarItem` (`ViewController+TabBarItem`); nil means "made from the title".
    var customTabBarItem: TabBarItem?

    // MARK: Presentation

    /// What this controller presents; asked of a child, the answer comes from the ancestor that
    /// presents, as in UIKit.
    public var presentedViewController: ViewController? {
        ownPresented ?? parent?.presentedViewController
    }
    /// Who presents this controller (or the ancestor it is embedded in).
    public var presentingViewController: ViewController? {
        ownPresenting ?? parent?.presentingViewController
    }
    var ownPresented: ViewController?
    weak var ownPresenting: ViewController?
    /// Made when first asked for (`ViewController+PresentationController`), so that a delegate
    /// can be set before presenting, as apps do.
    var ownPresentationController: PresentationController?
    /// When true, UIKit "prevents the interactive dismissal of the view controller while it is
    /// onscreen" (Apple's documentation of `isModalInPresentation`): a swipe down is refused.
    public var isModalInPresentation = false

    // MARK: Transitions

    /// The presentation or dismissal this controller presents or is presented in, while it runs.
    /// Weak: the run loop's timer keeps the transition until it ends.
    weak var presentationTransition: TransitionCoordinator?

    /// The transition this controller takes part in, or else its parent's, or else its
    /// presenting controller's (Apple's documentation of `transitionCoordinator`: "UIKit checks
    /// the view controller's ancestors"; the model reads ancestors as the parent chain, then the
    /// presenter). Nil when nothing is in flight.
    open var transitionCoordinator: TransitionCoordinator? {
        if let own = presentationTransition { return own }
        if let parent { return parent.transitionCoordinator }
        return ownPresenting?.transitionCoordinator
    }

    /// Lets go of `transition` at its very end, if it is still this controller's.
    func forget(_ transition: TransitionCoordinator) {
        if presentationTransition === transition { presentationTransition = nil }
    }

    /// Whether a presentation or dismissal this controller takes part in is in flight.
    var isPresentationInFlight: Bool { presentationTransition?.isInFlight == true }

    // MARK: Appearance

    /// Where the controller is between the appearance callbacks: `viewWillAppear` makes it
    /// appearing, `viewDidAppear` appeared, and the same way down (`ViewController+Appearance`).
    var appearance = Appearance.disappeared
    /// Whether the callbacks in progress were called `animated`.
    var appearanceIsAnimated = false

    /// Called after the will-callbacks of this controller's own appearance, its children's
    /// included: where a container that tells a delegate about its content as it is displayed
    /// does so (`NavigationController`). Does nothing by default.
    func didBeginAppearing() {}

    /// Called after the did-callbacks of this controller's own appearance. Does nothing by default.
    func didFinishAppearing() {}

    // MARK: Responder

    open override var next: Responder? { loadedView?.superview }
    open override var objectKind: String { "view controller" }

    /// The controller at the root of this one's containment tree.
    var containmentRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }
}
