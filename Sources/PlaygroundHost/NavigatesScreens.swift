import HeadlessUIKit

/// An app whose code shows screens through something the engine can act through as that code
/// would (the coordinator that owns a screen, or the router that shows it): `push`, `pop`,
/// `present`, `dismiss` and `nav pop` need it.
public protocol NavigatesScreens: PlaygroundApp {
    /// What acts for `screen` (the visible one), as the app's own code would; throws, naming
    /// why, when nothing of the app's put it where it is.
    func navigator(showing screen: ViewController) throws(AppRefusal) -> any ScreenNavigator

    /// What the app's code notices of a pop it did not ask for (`navigation` popped by itself,
    /// `animated` or not), after "popped X by itself, ".
    static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String
}

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

/// A checked change: what the command prints, and the change itself.
public struct NavigationStep {
    public let line: String
    public let perform: () -> Void

    public init(line: String, perform: @escaping () -> Void) {
        self.line = line
        self.perform = perform
    }
}

extension ViewController {
    /// The screen as every line names it: `ProductViewController#2 "Wool Coat"`, or its object
    /// name alone when it has no title.
    public var describedForLines: String {
        guard let title, !title.isEmpty else { return objectName }
        return "\(objectName) \"\(title)\""
    }
}
