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
