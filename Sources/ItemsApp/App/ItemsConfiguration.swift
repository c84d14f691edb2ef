/// How the items app launches: what the user has done before, whose router it runs, and the link
/// it is launched with.
package struct ItemsConfiguration: Equatable, Sendable {
    /// What the user has done before this launch.
    package enum Launch: String, CaseIterable, Sendable {
        /// Never logged in, onboarding never seen: the launch instructor says auth.
        case fresh
        /// Logged in, onboarding seen: the launch instructor says main (the tab bar).
        case main
    }

    /// Whose router every coordinator shows its screens through.
    package enum RouterClass: String, CaseIterable, Sendable {
        /// Panov's `RouterImp` (5607964): Back runs no completion. The default: the
        /// ApplicationCoordinator README, which the app follows, is Panov's.
        case routerImp = "RouterImp"
        /// dimaosa's `Router` (6684803): its navigation controller's delegate, so Back runs it.
        case router = "Router"
    }

    package var launch = Launch.fresh
    package var router = RouterClass.routerImp
    /// The link the app is launched with, as the original's AppDelegate takes a push
    /// notification's option from the launch options.
    package var launchLink: ItemsDeepLink?

    package init(launch: Launch = .fresh, router: RouterClass = .routerImp, launchLink: ItemsDeepLink? = nil) {
        self.launch = launch
        self.router = router
        self.launchLink = launchLink
    }
}
