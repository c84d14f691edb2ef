import Coordinator
import HeadlessUIKit
import PlaygroundHost

/// The programmer's commands through radianttap's navigation coordinator that owns the visible
/// screen: its own list of screens, its `show`, `pop`, `pop(to:)`, `present` and `dismiss`.
package struct CoordinatorNavigator: ScreenNavigator {
    let coordinator: NavigationCoordinator

    /// The coordinator that owns `screen` (its `containingCoordinator`), as the app's own code
    /// would act through it.
    package init(owning screen: ViewController) throws(AppRefusal) {
        guard let owner = screen.containingCoordinator else {
            throw AppRefusal("no coordinator owns \(screen.objectName)")
        }
        guard let navigation = owner as? NavigationCoordinator else {
            throw AppRefusal("\(owner.objectName) owns \(screen.objectName) but is not a navigation coordinator")
        }
        coordinator = navigation
    }

    package var name: String { coordinator.objectName }

    package func push(_ screen: ViewController) -> String {
        coordinator.show(screen)
        return "\(name) showed \(screen.describedForLines)"
    }

    package func pop() throws(AppRefusal) -> NavigationStep {
        let screens = coordinator.viewControllers
        guard screens.count >= 2, let top = screens.last else {
            throw AppRefusal("\(name) owns \(screens.count == 1 ? "one screen" : "no screens"): its pop needs two or more")
        }
        return NavigationStep(line: "\(name) popped \(top.describedForLines)") { coordinator.pop() }
    }

    package var popToRefusal: String? { nil }

    package func popToRoot() throws(AppRefusal) -> NavigationStep {
        guard let first = coordinator.viewControllers.first, coordinator.viewControllers.count >= 2 else {
            throw AppRefusal("\(name) owns fewer than two screens: there is nothing to pop back to")
        }
        return try pop(to: first)
    }

    package func pop(to target: ViewController) throws(AppRefusal) -> NavigationStep {
        guard target !== coordinator.viewControllers.last else {
            throw AppRefusal("\(target.objectName) is already \(name)'s last screen: nothing to pop")
        }
        return NavigationStep(line: "\(name) popped back to \(target.describedForLines)") { coordinator.pop(to: target) }
    }

    package func presentRefusal(for screen: ViewController) -> PresentRefusal? {
        coordinator.rootViewController.presentRefusal(for: screen)
    }

    package func present(_ screen: ViewController) -> String {
        coordinator.present(screen)
        return "\(name) presented \(screen.describedForLines)"
    }

    package func dismiss() throws(AppRefusal) -> NavigationStep {
        let navigation = coordinator.rootViewController
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw AppRefusal("nothing to dismiss: \(navigation.objectName) (\(name)'s root) neither presents nor is presented")
        }
        return NavigationStep(line: "\(name) dismissed \(leaving.describedForLines)") { coordinator.dismiss() }
    }

    package var poppableScreens: [ViewController] { coordinator.viewControllers }

    /// radianttap's library reads the transition in its delegate's didShow.
    package static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        animated ? "animated: the library sees it as Back" : "unanimated: the library sees nothing"
    }
}
