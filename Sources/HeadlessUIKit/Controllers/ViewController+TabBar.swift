/// What a controller shows as its tab when it is one of a tab bar controller's view controllers:
/// a title, and the identifier a person types to tap the tab (`tap settings`).
public struct TabBarItem: Equatable, Sendable {
    public var title: String
    /// Lower camel case of the title unless given: "Settings" → `settings`.
    public var identifier: String

    public init(title: String, identifier: String? = nil) {
        self.title = title
        self.identifier = identifier ?? lowerCamelCase(title)
    }
}

extension ViewController {
    /// This controller's tab. Unless one is set, it shows `title` ("the default value is a tab
    /// bar item that displays the view controller's title", Apple's documentation of
    /// `tabBarItem`); without a title, the type's name (`navigationController`), so that every
    /// tab can be tapped.
    public var tabBarItem: TabBarItem {
        get {
            if let customTabBarItem { return customTabBarItem }
            if let title { return TabBarItem(title: title) }
            let typeName = objectID.typeName
            return TabBarItem(title: typeName, identifier: typeName.prefix(1).lowercased() + typeName.dropFirst())
        }
        set { customTabBarItem = newValue }
    }

    /// The closest tab bar controller above this one (itself excluded), as UIKit's property.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
