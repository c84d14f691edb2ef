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

extension ViewController {
    /// The screen as every line names it: `ProductViewController#2 "Wool Coat"`, or its object
    /// name alone when it has no title.
    public var describedForLines: String {
        guard let title, !title.isEmpty else { return objectName }
        return "\(objectName) \"\(title)\""
    }
}
