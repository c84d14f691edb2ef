import HeadlessUIKit

/// The whole app at one moment, as a value: what `state` prints, what `tree`, `stack`, `objects`
/// and lesson goals read, and what "the same app" means in tests (two apps are the same when
/// their snapshots are equal).
///
/// Trees are stored flat (nodes in arrays, children by index), so a 100,000-deep app is built,
/// compared and freed without recursion.
public struct AppSnapshot: Equatable, Sendable {
    /// The app's name (`shop`, `items`), as `app` names it; `state` does not print it.
    package var app: String = ""
    /// The screen the person sees, if any.
    package var visible: ObjectName?
    package var window: ObjectName
    /// The window's controllers, depth first from the root (index 0); empty without a root.
    package var controllers: [ControllerNode]
    /// The coordinator tree, depth first from the top coordinator (index 0).
    package var coordinators: [CoordinatorNode]
    /// Each service and its state (`ready`, `pending`), in the app's own order.
    package var services: [ServiceState]
    /// The app's data, with the keys in the order its `Encodable` conformance gives them.
    package var model: SnapshotValue
    /// Every live object, grouped by kind in the order the kinds first appeared.
    package var liveObjects: [LiveObjectGroup]
    /// The coordinating chain a message from the visible screen climbs; empty with no screen.
    package var chain: [ChainLink]
    /// What the phone shows, bottom first: the screen under each presentation, then what is
    /// presented over it; the last is the visible screen, as `screen` prints it.
    package var shownScreens: [ScreenContent]
    /// The titles of screens a coordinator names (root, screens, stale) that the window no longer
    /// holds, so a picture can label them as `describe` does.
    package var offWindowTitles: [ObjectName: String]

    package struct ControllerNode: Equatable, Sendable {
        package var id: ObjectName
        package var title: String?
        package var parentCoordinator: ObjectName?
        package var controls: [Control]
        /// Whether `children` is a navigation stack (bottom first) rather than contained children.
        package var isNavigation: Bool
        package var children: [Int]
        package var presented: Int?
        /// For a tab bar controller, which of `children` is the selected tab; nil otherwise.
        package var selectedTab: Int? = nil
    }

    /// The way a screen is named in one line of output: `ProductViewController#3 "Wool Coat"`.
    package func describe(_ node: ControllerNode) -> String {
        Self.describe(node.id, title: node.title)
    }

    /// `describe` for a screen known by name: one in the window, or one only a coordinator names.
    package func describeScreen(_ id: ObjectName) -> String {
        Self.describe(id, title: controllers.first { $0.id == id }?.title ?? offWindowTitles[id])
    }

    package static func describe(_ id: ObjectName, title: String?) -> String {
        guard let title, !title.isEmpty else { return id.description }
        return "\(id) \"\(title)\""
    }

    /// One step of the coordinating chain: who, what kind of object, and why the chain came here
    /// from the step before (nil for the first).
    package struct ChainLink: Equatable, Sendable {
        package var id: ObjectName
        package var kind: String
        package var reason: String?
    }

    /// A control as a person acts on it or reads it by id.
    package struct Control: Equatable, Sendable {
        package var id: String
        package var content: Content

        package enum Content: Equatable, Sendable {
            case button(title: String, isEnabled: Bool)
            case field(placeholder: String, text: String, isEnabled: Bool)
            case list(rows: [Row])
            case label(text: String)
            case toggle(title: String, isOn: Bool, isEnabled: Bool)
        }

        package struct Row: Equatable, Sendable {
            package var title: String
            package var detail: String?
            package var isChecked: Bool
        }
    }

    package struct CoordinatorNode: Equatable, Sendable {
        package var id: ObjectName
        package var root: ObjectName?
        /// Whether it keeps a list of screens (a navigation coordinator), even an empty one.
        package var ownsScreens: Bool
        package var screens: [ObjectName]
        /// Nil in a style where nothing reports to a coordinator (the router style).
        package var isActive: Bool?
        package var queued: [String]
        package var stale: [ObjectName]
        /// The router it shows its screens through, in a style that has routers.
        package var router: RouterInfo?
        /// Whether the playground added it to an app whose original has none (`PlaygroundAddition`).
        package var isPlaygroundAddition: Bool = false
        package var children: [Int]
    }

    /// A router: the navigation controller it wraps, and the controllers whose completion it keeps.
    package struct RouterInfo: Equatable, Sendable {
        package var id: ObjectName
        package var navigationController: ObjectName
        package var hidesNavigationBar: Bool
        /// Whether it is its navigation controller's delegate (and so sees the Back button).
        package var isNavigationDelegate: Bool
        package var pendingCompletions: [ObjectName]
        /// Those of `pendingCompletions` no longer on its stack: kept, with their completion, for good.
        package var pendingOffStack: [ObjectName]
        /// Its class and whose it is: `RouterImp, Panov's ApplicationCoordinator (5607964)`.
        package var origin: String
    }

    package struct ServiceState: Equatable, Sendable {
        package var name: String
        package var state: String
    }

    package struct LiveObjectGroup: Equatable, Sendable {
        package var kind: String
        package var names: [ObjectName]
    }
}

extension AppSnapshot.Control {
    var kind: ControlKind {
        switch content {
        case .button: .button
        case .field: .field
        case .list: .list
        case .label: .label
        case .toggle: .switch
        }
    }

    package var isEnabled: Bool? {
        switch content {
        case .button(_, let isEnabled), .field(_, _, let isEnabled), .toggle(_, _, let isEnabled): isEnabled
        case .list, .label: nil
        }
    }

    /// What a person reads on it: a label, a field's text, a list's row titles and details.
    package var shownTexts: [String] {
        switch content {
        case .button(let title, _): [title]
        case .field(let placeholder, let text, _): [placeholder, text]
        case .list(let rows): rows.flatMap { [$0.title, $0.detail].compactMap { $0 } }
        case .label(let text): [text]
        case .toggle(let title, let isOn, _): [title, isOn ? "on" : "off"]
        }
    }
}
