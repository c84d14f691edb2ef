import HeadlessUIKit

/// What the programmer's commands act through, as the app's own code would. Each check comes
/// before anything changes; what it returns is carried out later, inside the engine's change.
public protocol ScreenNavigator {
    /// The coordinator's or router's object name (`CatalogCoordinator#1`), for the engine's own
    /// lines about it.
    var name: String { get }
    /// Shows a new screen on the stack (a coordinator's `show`, a router's `push`); says so.
    func push(_ screen: ViewController) -> String
    /// Goes back one screen (`pop`, `popModule`).
    func pop() throws(AppRefusal) -> NavigationStep
    /// Why it has no pop to a given screen (a router's), or nil when it has.
    var popToRefusal: String? { get }
    /// Goes back to one of `poppableScreens`.
    func pop(to target: ViewController) throws(AppRefusal) -> NavigationStep
    /// Goes back to the first screen (`popToRootModule`, or a coordinator's `pop(to:)` its first).
    func popToRoot() throws(AppRefusal) -> NavigationStep
    /// UIKit's reason to refuse presenting `screen` here, if it would.
    func presentRefusal(for screen: ViewController) -> PresentRefusal?
    /// Presents a new screen modally (`present`); says so.
    func present(_ screen: ViewController) -> String
    /// Dismisses what is presented here, or what this is presented in (`dismiss`, `dismissModule`).
    func dismiss() throws(AppRefusal) -> NavigationStep
    /// The screens `pop to` takes, for TAB.
    var poppableScreens: [ViewController] { get }
}
