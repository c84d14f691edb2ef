import HeadlessUIKit

/// What the programmer's commands (`push`, `pop`, `present`, `dismiss`) act through, as the app's
/// own code would: in radianttap's style the coordinator that owns the visible screen, in the
/// ApplicationCoordinator README's the router that shows it. Each check comes before anything
/// changes; what it returns is carried out inside `Invocation.changingApp`.
protocol ScreenNavigator {
    /// Shows a new screen on the stack (a coordinator's `show`, a router's `push`); says so.
    func push(_ screen: ViewController) -> String
    /// Goes back one screen (`pop`, `popModule`).
    func pop() throws(CommandError) -> NavigationStep
    /// Goes back to one of the screens `poppableScreens` lists, named as typed.
    func pop(to typed: String) throws(CommandError) -> NavigationStep
    /// Goes back to the first screen (`popToRootModule`, or a coordinator's `pop(to:)` its first).
    func popToRoot() throws(CommandError) -> NavigationStep
    /// UIKit's reason to refuse presenting `screen` here, if it would.
    func presentRefusal(for screen: ViewController) -> PresentRefusal?
    /// Presents a new screen modally (`present`); says so.
    func present(_ screen: ViewController) -> String
    /// Dismisses what is presented here, or what this is presented in (`dismiss`, `dismissModule`).
    func dismiss() throws(CommandError) -> NavigationStep
    /// The screens `pop to` takes, for TAB.
    var poppableScreens: [ViewController] { get }
}

/// A checked change: what the command prints, and the change itself.
struct NavigationStep {
    let line: String
    let perform: () -> Void
}

extension LiveApp {
    /// The visible screen's coordinator (radianttap's style) or router (the router style).
    func navigator() throws(CommandError) -> any ScreenNavigator {
        switch appDescription.style {
        case .responderChain: return CoordinatorNavigator(coordinator: try owningNavigationCoordinator())
        case .routerAndClosures: return try routerNavigator()
        }
    }
}
