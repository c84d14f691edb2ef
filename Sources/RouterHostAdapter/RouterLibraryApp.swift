import HeadlessUIKit
import PlaygroundHost

/// An app built on the ApplicationCoordinator README's routers: a screen is shown, popped and
/// dismissed through the router of the coordinator that shows it, and a bare pop is noticed as a
/// router notices it. Every such app (the items app, the router exercises) answers these alike,
/// so conforming gives them.
public protocol RouterLibraryApp: NavigatesScreens {}

extension RouterLibraryApp {
    public func navigator(showing screen: ViewController) throws(AppRefusal) -> any ScreenNavigator {
        try RouterNavigator(showing: screen, under: topCoordinator)
    }

    public static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        RouterNavigator.noticing(barePopOf: navigation, animated: animated)
    }
}
