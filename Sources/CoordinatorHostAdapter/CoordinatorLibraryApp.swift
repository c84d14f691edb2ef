import HeadlessUIKit
import PlaygroundHost

/// An app built on radianttap's Coordinator: a message climbs `coordinatingResponder`, a screen is
/// shown, popped and dismissed through the coordinator that owns it, and a bare pop is noticed as
/// the library notices it. Every such app (the shop, the exercises) answers these alike, so
/// conforming gives them.
public protocol CoordinatorLibraryApp: NavigatesScreens {}

extension CoordinatorLibraryApp {
    public static func chain(from start: Responder) -> [ChainStep] {
        CoordinatingChain.steps(from: start)
    }

    public static func coordinator(reportedToBy controller: ViewController) -> Responder? {
        CoordinatingChain.coordinator(reportedToBy: controller)
    }

    public func navigator(showing screen: ViewController) throws(AppRefusal) -> any ScreenNavigator {
        try CoordinatorNavigator(owning: screen)
    }

    public static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        CoordinatorNavigator.noticing(barePopOf: navigation, animated: animated)
    }
}
