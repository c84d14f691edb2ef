import HeadlessUIKit
import PlaygroundHost

/// The app as each capability sees it, for the commands that declared they need it: the session
/// refused them before they ran in an app without it, so the error here is never printed.
extension RunningApp {
    var messaging: any SendsMessages.Type {
        get throws(CommandError) {
            guard let messaging = kind as? any SendsMessages.Type else { throw CommandError(missing: .messages, in: self) }
            return messaging
        }
    }

    var servicesHost: any HasServices {
        get throws(CommandError) {
            guard let host = hosted as? any HasServices else { throw CommandError(missing: .services, in: self) }
            return host
        }
    }

    var notifications: any TakesNotifications {
        get throws(CommandError) {
            guard let host = hosted as? any TakesNotifications else { throw CommandError(missing: .notifications, in: self) }
            return host
        }
    }

    var navigating: any NavigatesScreens.Type {
        get throws(CommandError) {
            guard let navigating = kind as? any NavigatesScreens.Type else { throw CommandError(missing: .navigation, in: self) }
            return navigating
        }
    }

    /// What acts for the visible screen as the app's own code would: the coordinator that owns
    /// it, the router that shows it, whatever the app's library has.
    func navigator() throws(CommandError) -> any ScreenNavigator {
        guard let navigating = hosted as? any NavigatesScreens else { throw CommandError(missing: .navigation, in: self) }
        let screen = try requireVisibleScreen()
        do throws(AppRefusal) {
            return try navigating.navigator(showing: screen)
        } catch {
            throw CommandError(refusal: error)
        }
    }
}

extension CommandError {
    init(missing capability: Capability, in app: RunningApp) {
        self.init("the \(app.appDescription.name) app has no \(capability.rawValue)")
    }
}
