import HeadlessUIKit
import PlaygroundHost

// What the delegate style (Khanlou's) answers to the host protocol besides the app's own
// conformance: its coordinators as the engine shows them, what acts for a screen, and its words
// in `help`. For a style with a library this file would be that library's adapter module.

/// A plain coordinator: its children, its navigation controller; no list of screens, nothing
/// reports to it, it queues nothing.
struct DelegatingCoordinatorNode: CoordinatorNode {
    let coordinator: DelegatingCoordinator

    init(_ coordinator: DelegatingCoordinator) {
        self.coordinator = coordinator
    }

    var object: Responder { coordinator }
    var parentObject: Responder? { coordinator.parent }
    var children: [any CoordinatorNode] { coordinator.children.map(DelegatingCoordinatorNode.init) }
    var rootController: ViewController? { coordinator.navigationController }
    var screens: [ViewController]? { nil }
    var staleScreens: [ViewController] { [] }
    var isActive: Bool? { nil }
    var queuedMessageNames: [String] { [] }
    var router: RouterNode? { nil }

    func stopThroughParent() -> String {
        guard let parent = coordinator.parent else { preconditionFailure("\(coordinator.objectName) has no parent to remove it") }
        parent.remove(coordinator)
        return "\(parent.objectName) removed \(coordinator.objectName) (its screens stay where they are)"
    }
}

/// The programmer's commands through the coordinator whose navigation controller shows the
/// screen, which calls UIKit directly, as the article's coordinators do.
struct DelegatingNavigator: ScreenNavigator {
    let coordinator: DelegatingCoordinator

    /// The first coordinator under `top` (in `tree`'s order) whose navigation controller holds
    /// or presents `screen`.
    init(showing screen: ViewController, under top: DelegatingCoordinator) throws(AppRefusal) {
        let holder = screen.navigationController ?? screen.presentingViewController
        var pending = [top]
        while let coordinator = pending.popLast() {
            if coordinator.navigationController === holder {
                self.coordinator = coordinator
                return
            }
            pending.append(contentsOf: coordinator.children.reversed())
        }
        throw AppRefusal("no coordinator shows \(screen.objectName)")
    }

    private var navigation: NavigationController { coordinator.navigationController }
    var name: String { coordinator.objectName }

    func push(_ screen: ViewController) -> String {
        navigation.pushViewController(screen, animated: true)
        return "\(name) pushed \(screen.describedForLines)"
    }

    func pop() throws(AppRefusal) -> NavigationStep {
        guard navigation.viewControllers.count >= 2, let top = navigation.topViewController else {
            throw AppRefusal("\(navigation.objectName) has one screen: there is nothing to pop")
        }
        return NavigationStep(line: "\(name) popped \(top.describedForLines)") { _ = navigation.popViewController(animated: true) }
    }

    var popToRefusal: String? { nil }

    func pop(to target: ViewController) throws(AppRefusal) -> NavigationStep {
        guard target !== navigation.topViewController else {
            throw AppRefusal("\(target.objectName) is already on top of \(navigation.objectName): nothing to pop")
        }
        return NavigationStep(line: "\(name) popped back to \(target.describedForLines)") {
            _ = navigation.popToViewController(target, animated: true)
        }
    }

    func popToRoot() throws(AppRefusal) -> NavigationStep {
        guard let first = navigation.viewControllers.first else { throw AppRefusal("\(navigation.objectName) has no screens") }
        return try pop(to: first)
    }

    func presentRefusal(for screen: ViewController) -> PresentRefusal? {
        navigation.presentRefusal(for: screen)
    }

    func present(_ screen: ViewController) -> String {
        navigation.present(screen)
        return "\(name) presented \(screen.describedForLines)"
    }

    func dismiss() throws(AppRefusal) -> NavigationStep {
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw AppRefusal("nothing to dismiss: \(navigation.objectName) neither presents nor is presented")
        }
        return NavigationStep(line: "\(name) dismissed \(leaving.describedForLines)") { navigation.dismiss() }
    }

    var poppableScreens: [ViewController] { navigation.viewControllers }

    /// Nothing in the style watches the navigation controller: a pop nobody asked for goes unseen.
    static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        (animated ? "animated" : "unanimated") + ": no coordinator watches its navigation controller, so none sees it"
    }
}

extension HostWords {
    /// The delegate style's words: coordinators call UIKit themselves, and screens call their
    /// delegate.
    static func delegates(appName: String) -> HostWords {
        HostWords(
            treeSummary: "the coordinator hierarchy: each coordinator's children and its navigation controller",
            treeDetails: "Draws the coordinators from the scene delegate's down, each under the parent that added it.",
            stopSummary: "the parent of a running COORDINATOR removes it from its children",
            stopDetails: "Its parent forgets it; its screens stay where they are.",
            pushSummary: "the coordinator that shows the visible screen pushes a new SCREEN on its navigation controller",
            pushDetails: "the coordinator whose navigation controller shows the visible screen pushes it, with no delegate set",
            popSummary: "the coordinator that shows the visible screen pops its navigation controller, to SCREEN-ID, or to its root",
            popDetails: "Calls `popViewController(animated:)` (or `popToViewController`, `popToRootViewController`) on it.",
            popsToAScreen: true,
            barePopSummary: "the navigation controller pops by itself, bypassing the coordinator; nothing in the style sees it",
            presentSummary: "the coordinator that shows the visible screen presents a new SCREEN modally",
            presentDetails: "that coordinator's navigation controller presents it",
            dismissSummary: "the coordinator that shows the visible screen dismisses what its navigation controller presents",
            dismissCall: "`dismiss(animated:)` on that coordinator's navigation controller",
            dismissLeaves: "removed",
            tapLeadsTo: "its screen tells its delegate, the coordinator, which acts on it",
            backSummary: "no coordinator hears of",
            backDetails: "Unlike `pop`, no coordinator asked for it, and none watches the navigation controller.",
            backToDetails: "no coordinator sees it.",
            linksNote: "",
            codeLibraryExamples: "none: the style has no library",
            outputsExample: "ListScreen",
            whyTryThis: "the \(appName) app's screens call their delegate, which leaves no record to explain",
            whyNothing: "sent no message and fired no closure output",
            chainNote:
                "no coordinator is on the chain: the \(appName) app's coordinators are plain objects its screens call as their delegate",
            withoutOutputs: ": it calls its delegate, its coordinator",
            insteadOfMessages: "each calls its delegate, the coordinator that made it, directly",
            insteadOfHandlers: "each screen's delegate is the coordinator that made it",
            whyDetailsWithoutMessages: "Explains the last command that acted on the app. The \(appName) app sends no messages.")
    }
}
