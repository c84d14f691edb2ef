import Coordinator
import HeadlessUIKit

/// The programmer's commands through radianttap's navigation coordinator that owns the visible
/// screen: its own list of screens, its `show`, `pop`, `pop(to:)`, `present` and `dismiss`.
struct CoordinatorNavigator: ScreenNavigator {
    let coordinator: NavigationCoordinator

    func push(_ screen: ViewController) -> String {
        coordinator.show(screen)
        return "\(coordinator.objectName) showed \(ScreenNames.describe(screen))"
    }

    func pop() throws(CommandError) -> NavigationStep {
        let screens = coordinator.viewControllers
        guard screens.count >= 2, let top = screens.last else {
            throw CommandError(
                "\(coordinator.objectName) owns \(screens.count == 1 ? "one screen" : "no screens"): its pop needs two or more")
        }
        return NavigationStep(line: "\(coordinator.objectName) popped \(ScreenNames.describe(top))") { coordinator.pop() }
    }

    func pop(to typed: String) throws(CommandError) -> NavigationStep {
        let screens = coordinator.viewControllers
        let match = NameResolver.object(typed, in: screens, name: \.objectID)
        if case .ambiguous(let several) = match { throw LiveApp.ambiguity(typed, several.map(\.objectName)) }
        guard case .found(let target) = match else {
            var error = CommandError.unknown("screen", typed, among: screens.map(\.objectName), listing: false).message
            error += " (\(coordinator.objectName) owns: \(screens.map(\.objectName).joined(separator: ", ")))"
            throw CommandError(error)
        }
        return try pop(to: target)
    }

    func popToRoot() throws(CommandError) -> NavigationStep {
        guard let first = coordinator.viewControllers.first, coordinator.viewControllers.count >= 2 else {
            throw CommandError("\(coordinator.objectName) owns fewer than two screens: there is nothing to pop back to")
        }
        return try pop(to: first)
    }

    private func pop(to target: ViewController) throws(CommandError) -> NavigationStep {
        guard target !== coordinator.viewControllers.last else {
            throw CommandError("\(target.objectName) is already \(coordinator.objectName)'s last screen: nothing to pop")
        }
        return NavigationStep(line: "\(coordinator.objectName) popped back to \(ScreenNames.describe(target))") {
            coordinator.pop(to: target)
        }
    }

    func presentRefusal(for screen: ViewController) -> PresentRefusal? {
        coordinator.rootViewController.presentRefusal(for: screen)
    }

    func present(_ screen: ViewController) -> String {
        coordinator.present(screen)
        return "\(coordinator.objectName) presented \(ScreenNames.describe(screen))"
    }

    func dismiss() throws(CommandError) -> NavigationStep {
        let navigation = coordinator.rootViewController
        guard let leaving = navigation.presentedViewController ?? (navigation.presentingViewController != nil ? navigation : nil) else {
            throw CommandError(
                "nothing to dismiss: \(navigation.objectName) (\(coordinator.objectName)'s root) neither presents nor is presented")
        }
        return NavigationStep(line: "\(coordinator.objectName) dismissed \(ScreenNames.describe(leaving))") { coordinator.dismiss() }
    }

    var poppableScreens: [ViewController] { coordinator.viewControllers }
}
