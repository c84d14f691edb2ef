import Coordinator
import HeadlessUIKit

extension NavigationCoordinator {
    /// The city-picker talk's walk of the stack: every screen on it that shows a user
    /// (`UpdateableWithUser`) gets `user`, the coordinator's own screens and those of the
    /// coordinators under it alike. Each hand-off is a decision a trace shows, screen by screen.
    func handToScreens(_ user: User) {
        for controller in rootViewController.viewControllers {
            guard let screen = controller as? UpdateableWithUser else { continue }
            Runtime.current.recordDecision(
                HandOff(
                    from: objectID, to: controller.objectID, "the user (\(user.handOffText))",
                    "it is on the stack and shows a user (UpdateableWithUser)"))
            screen.user = user
        }
    }
}
