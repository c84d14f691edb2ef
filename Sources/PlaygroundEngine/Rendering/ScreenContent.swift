import HeadlessUIKit

/// What a person sees on one screen, top to bottom, as a value: `screen` prints it as text and
/// the picture draws it, so the two can never disagree about what is on the screen.
package struct ScreenContent: Equatable, Sendable {
    package var id: ObjectName
    package var title: String?
    /// Whether the screen sits in a navigation controller, under its navigation bar.
    package var hasNavigationBar: Bool
    /// Where the navigation bar's Back button leads: the screen below on the stack, as its
    /// title or, without one, its name. Nil when there is no Back button.
    package var back: BackTarget?
    package var isAlert: Bool
    package var items: [Item]
    /// The tab bar under the screen, when it sits in a tab bar controller's tab: its tabs, left
    /// first; empty when there is none or it is hidden.
    package var tabs: [Tab] = []
    /// The screen that hides the tab bar (`hidesBottomBarWhenPushed`), if it is hidden.
    package var tabBarHiddenBy: ObjectName? = nil
    /// The segues that leave the screen's storyboard scene, in the storyboard's order; empty for
    /// a screen no storyboard made.
    package var segues: [Segue] = []

    package struct Segue: Equatable, Sendable {
        package var identifier: String
        package var kind: String
        /// The scene it leads to (its storyboard identifier).
        package var destination: String
    }

    package struct Tab: Equatable, Sendable {
        package var id: String
        package var title: String
        package var isSelected: Bool
    }

    package struct BackTarget: Equatable, Sendable {
        package var id: ObjectName
        package var title: String?
    }

    package enum Item: Equatable, Sendable {
        case label(text: String)
        /// `id` is nil for a control a person cannot act on (it has no identifier).
        case button(id: String?, title: String, isEnabled: Bool)
        /// `text` is what the field shows (dots for a secure field).
        case field(id: String?, placeholder: String, text: String, isEnabled: Bool)
        /// An on/off switch: a tap flips it.
        case toggle(id: String?, title: String, isOn: Bool, isEnabled: Bool)
        case list(id: String?, rows: [Row])
    }

    package struct Row: Equatable, Sendable {
        package var title: String
        package var detail: String?
        package var isChecked: Bool
        package var hasDisclosure: Bool
    }
}

extension ScreenContent {
    /// The screen as it stands in the live app: its own views in layout order, each as an item
    /// (a list's rows are the list's, not items of their own).
    init(of screen: ViewController, in app: RunningApp) {
        id = screen.objectID
        title = screen.title
        let navigation = screen.navigationController
        hasNavigationBar = navigation.map { !$0.isNavigationBarHidden } ?? false
        back = nil
        if let navigation, hasNavigationBar, navigation.topViewController === screen, navigation.viewControllers.count > 1 {
            let previous = navigation.viewControllers[navigation.viewControllers.count - 2]
            back = BackTarget(id: previous.objectID, title: previous.title)
        }
        isAlert = screen is AlertController
        items = app.ownViews(of: screen).compactMap { Item($0, on: screen) }
        segues = screen.segueDefinitions.map { Segue(identifier: $0.identifier, kind: $0.kind.rawValue, destination: $0.destination) }
        if let tabs = screen.tabBarController {
            tabBarHiddenBy = tabs.controllerHidingTabBar?.objectID
            if tabBarHiddenBy == nil {
                self.tabs = tabs.tabBar.buttons.compactMap { button in
                    button.identifier.map { Tab(id: $0, title: button.title, isSelected: button.isSelected) }
                }
            }
        }
    }

    /// Each screen the phone shows, bottom first: the screen under each presentation, then what
    /// is presented over it. The walk is `Window.visibleViewController`'s, so the last is the
    /// visible screen. Empty without a root view controller.
    static func layers(in app: RunningApp) -> [ScreenContent] {
        guard var current = app.window.rootViewController else { return [] }
        var layers: [ScreenContent] = []
        while true {
            if let presented = current.presentedViewController {
                layers.append(ScreenContent(of: shown(in: current), in: app))
                current = presented
            } else if let inner = showing(current) {
                current = inner
            } else {
                layers.append(ScreenContent(of: current, in: app))
                return layers
            }
        }
    }

    /// The screen a controller shows when nothing is presented over it: a navigation
    /// controller's top, a tab bar controller's selected tab, all the way down.
    private static func shown(in controller: ViewController) -> ViewController {
        var current = controller
        while let inner = showing(current) { current = inner }
        return current
    }

    /// The controller a container shows its screen through: a navigation controller's top, a
    /// tab bar controller's selected tab; nil for a screen.
    private static func showing(_ controller: ViewController) -> ViewController? {
        if let navigation = controller as? NavigationController { return navigation.topViewController }
        if let tabs = controller as? TabBarController { return tabs.selectedViewController }
        return nil
    }
}

extension ScreenContent.Item {
    /// What `view` is on `screen` as a person reads it, or nil for a view the screen does not
    /// list: an empty label, one that repeats the title (an alert's or a picker's heading,
    /// already in the head line), or one no person acts on or reads.
    init?(_ view: View, on screen: ViewController) {
        switch view {
        case let button as Button:
            self = .button(id: button.identifier, title: button.title, isEnabled: button.isEnabled)
        case let toggle as Switch:
            self = .toggle(id: toggle.identifier, title: toggle.title, isOn: toggle.isOn, isEnabled: toggle.isEnabled)
        case let field as TextField:
            self = .field(id: field.identifier, placeholder: field.placeholder, text: field.displayedText, isEnabled: field.isEnabled)
        case let list as TableView:
            self = .list(
                id: list.identifier,
                rows: list.rows.map {
                    ScreenContent.Row(title: $0.title, detail: $0.detail, isChecked: $0.isChecked, hasDisclosure: $0.hasDisclosure)
                })
        case let label as Label where !label.text.isEmpty && label.text != screen.title:
            self = .label(text: label.text)
        default:
            return nil
        }
    }
}
