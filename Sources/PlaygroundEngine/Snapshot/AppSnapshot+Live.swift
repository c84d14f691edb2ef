import HeadlessUIKit
import PlaygroundHost

extension AppSnapshot {
    /// How much of a running app a snapshot reads. A look at the trees (`tree`, `stack`) runs
    /// at the prompt and must stay cheap; the picture, taken after every command while `view` is
    /// on, adds what it draws; `state`, `export` and tests read everything.
    package enum Reading {
        /// The controller and coordinator trees, with the titles of screens off the window.
        case trees
        /// The trees, each controller's controls, the chain and the screens shown.
        case picture
        /// What `state` prints: the trees with each controller's controls, the services and the
        /// model. Not the live objects: listing them was a quarter of a big app's `state`.
        case document
        /// All of it: the services, the model and the live objects too.
        case everything
    }

    /// The snapshot of a running app, read only through `RunningApp`'s accessors, in one walk of
    /// each tree with an explicit stack. What `reading` leaves out stays empty.
    init(of app: RunningApp, reading: Reading = .everything) {
        let withControls = reading != .trees
        let drawn = reading == .picture || reading == .everything
        let all = reading == .everything
        let data = all || reading == .document
        self.app = app.appDescription.name
        visible = app.visibleScreen?.objectID
        window = app.window.objectID
        controllers = app.window.rootViewController.map { Self.controllers(from: $0, in: app, withControls: withControls) } ?? []
        coordinators = Self.coordinators(from: app.topCoordinator)
        services = data ? app.serviceStates.map { ServiceState(name: $0.name, state: $0.state) } : []
        // The model is plain data; an encoding failure would be a bug in the example app.
        model = data ? (try? SnapshotValueEncoder().encode(app.model)) ?? .null : .null
        liveObjects = all ? Self.liveObjectGroups(of: app) : []
        chain =
            drawn
            ? app.visibleScreen.map { app.kind.chain(from: $0) }?.map {
                ChainLink(id: $0.responder.objectID, kind: $0.responder.objectKind, reason: $0.reason)
            } ?? [] : []
        shownScreens = drawn ? ScreenContent.layers(in: app) : []
        offWindowTitles = Self.offWindowTitles(of: app.topCoordinator, besides: controllers)
    }

    private static func offWindowTitles(of top: any PlaygroundHost.CoordinatorNode, besides controllers: [ControllerNode]) -> [ObjectName:
        String]
    {
        let inWindow = Set(controllers.map(\.id))
        var titles: [ObjectName: String] = [:]
        var pending: [any PlaygroundHost.CoordinatorNode] = [top]
        while let coordinator = pending.popLast() {
            let named =
                [coordinator.rootController].compactMap { $0 } + (coordinator.screens ?? []) + coordinator.staleScreens
                + (coordinator.router?.pendingCompletions ?? [])
            for screen in named where !inWindow.contains(screen.objectID) {
                if let title = screen.title { titles[screen.objectID] = title }
            }
            pending.append(contentsOf: coordinator.children)
        }
        return titles
    }

    private static func controllers(from root: ViewController, in app: RunningApp, withControls: Bool) -> [ControllerNode] {
        var nodes: [ControllerNode] = []
        /// A controller to add, and where its index goes in its parent.
        enum Link {
            case root
            case child(of: Int)
            case presented(by: Int)
        }
        var pending: [(ViewController, Link)] = [(root, .root)]
        while let (controller, link) = pending.popLast() {
            let index = nodes.count
            nodes.append(
                ControllerNode(
                    id: controller.objectID, title: controller.title,
                    parentCoordinator: app.kind.coordinator(reportedToBy: controller)?.objectID,
                    controls: withControls ? app.ownViews(of: controller).compactMap(Control.init) : [],
                    isNavigation: controller is NavigationController, children: [], presented: nil,
                    selectedTab: (controller as? TabBarController).map(\.selectedIndex)))
            switch link {
            case .root: break
            case .child(let parent): nodes[parent].children.append(index)
            case .presented(let presenter): nodes[presenter].presented = index
            }
            // Pushed in reverse, so nodes come out depth first in document order: the stack or
            // children first, then what the controller presents.
            let children = ControllerTree.children(of: controller)
            if let presented = children.first(where: { $0.role == .presented }) {
                pending.append((presented.controller, .presented(by: index)))
            }
            for child in children.reversed() where child.role != .presented {
                pending.append((child.controller, .child(of: index)))
            }
        }
        return nodes
    }

    private static func coordinators(from top: any PlaygroundHost.CoordinatorNode) -> [CoordinatorNode] {
        var nodes: [CoordinatorNode] = []
        var pending: [(any PlaygroundHost.CoordinatorNode, parent: Int?)] = [(top, nil)]
        while let (coordinator, parent) = pending.popLast() {
            let index = nodes.count
            nodes.append(
                CoordinatorNode(
                    id: coordinator.object.objectID, root: coordinator.rootController?.objectID,
                    ownsScreens: coordinator.screens != nil,
                    screens: (coordinator.screens ?? []).map(\.objectID), isActive: coordinator.isActive,
                    queued: coordinator.queuedMessageNames, stale: coordinator.staleScreens.map(\.objectID),
                    router: coordinator.router.map(RouterInfo.init),
                    isPlaygroundAddition: coordinator.object is PlaygroundAddition, children: []))
            if let parent { nodes[parent].children.append(index) }
            for child in coordinator.children.reversed() { pending.append((child, index)) }
        }
        return nodes
    }

    /// The app's live objects by kind, as `objects` lists them (without walking the rest).
    static func liveObjectGroups(of app: RunningApp) -> [LiveObjectGroup] {
        var groups: [LiveObjectGroup] = []
        var indexByKind: [String: Int] = [:]
        for object in app.runtime.liveObjects {
            let kind = object.objectKind
            if let index = indexByKind[kind] {
                groups[index].names.append(object.objectID)
            } else {
                indexByKind[kind] = groups.count
                groups.append(LiveObjectGroup(kind: kind, names: [object.objectID]))
            }
        }
        return groups
    }
}

extension AppSnapshot.Control {
    /// The control a view is, or nil for views a person neither acts on nor reads by id.
    init?(_ view: View) {
        guard let id = view.identifier else { return nil }
        switch view {
        case let button as Button: content = .button(title: button.title, isEnabled: button.isEnabled)
        case let field as TextField:
            content = .field(placeholder: field.placeholder, text: field.displayedText, isEnabled: field.isEnabled)
        case let list as TableView:
            content = .list(rows: list.rows.map { Row(title: $0.title, detail: $0.detail, isChecked: $0.isChecked) })
        case let label as Label: content = .label(text: label.text)
        case let toggle as Switch: content = .toggle(title: toggle.title, isOn: toggle.isOn, isEnabled: toggle.isEnabled)
        default: return nil
        }
        self.id = id
    }
}

extension AppSnapshot.RouterInfo {
    init(_ router: RouterNode) {
        let navigation = router.navigationController
        id = router.object.objectID
        navigationController = navigation.objectID
        hidesNavigationBar = navigation.isNavigationBarHidden
        isNavigationDelegate = router.isNavigationDelegate
        pendingCompletions = router.pendingCompletions.map(\.objectID)
        pendingOffStack = router.pendingCompletions.filter { !navigation.contains($0) }.map(\.objectID)
        origin = router.origin
    }
}
