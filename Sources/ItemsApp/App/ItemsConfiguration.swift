/// How the items app launches: what the user has done before, whether its routers fix the Back
/// button leak, and the link it is launched with.
public struct ItemsConfiguration: Equatable, Sendable {
    /// What the user has done before this launch.
    public enum Launch: String, CaseIterable, Sendable {
        /// Never logged in, onboarding never seen: the launch instructor says auth.
        case fresh
        /// Logged in, onboarding seen: the launch instructor says main (the tab bar).
        case main
    }

    public var launch = Launch.fresh
    /// Whether every router is its navigation controller's delegate, so that it also runs the
    /// completion of a controller the Back button popped (MacCallum's fix). Off, as in the original.
    public var routersAreNavigationDelegates = false
    /// The link the app is launched with, as the original's AppDelegate takes a push
    /// notification's option from the launch options.
    public var launchLink: ItemsDeepLink?

    public init(launch: Launch = .fresh, routersAreNavigationDelegates: Bool = false, launchLink: ItemsDeepLink? = nil) {
        self.launch = launch
        self.routersAreNavigationDelegates = routersAreNavigationDelegates
        self.launchLink = launchLink
    }
}
