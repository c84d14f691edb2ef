import HeadlessUIKit
import PlaygroundHost

/// Finding things in the live app by the names a person types, and saying clearly (with "did
/// you mean") when there is no such thing. Reads only: nothing here loads a view or creates an
/// object, so looking never changes the app.
extension RunningApp {
    var visibleScreen: ViewController? { window.visibleViewController }

    func requireVisibleScreen() throws(CommandError) -> ViewController {
        guard let screen = visibleScreen else { throw CommandError("no screen is visible") }
        return screen
    }

    // MARK: Views and controls

    /// The views a controller shows itself, in order: its view tree without the views of its
    /// child controllers (they belong to the children) and without hidden views. A list's cells
    /// are left out: its rows are read from the list, and visiting a cell per row made reading
    /// a screen cost as much as the command before it. Empty while its view is not loaded:
    /// looking must not load it.
    func ownViews(of controller: ViewController) -> [View] {
        var result: [View] = []
        forEachOwnView(of: controller) { result.append($0) }
        return result
    }

    /// `ownViews`, one by one, without the list: the visible face reads them after every command.
    func forEachOwnView(of controller: ViewController, _ body: (View) -> Void) {
        guard controller.isViewLoaded else { return }
        // A controller has a few children at most, and most screens none: a list, not a set,
        // which would be allocated on every reading.
        let childRoots = controller.children.compactMap { $0.isViewLoaded ? $0.view : nil }
        var pending = Array(controller.view.subviews.reversed())
        while let view = pending.popLast() {
            guard !view.isHidden, !childRoots.contains(where: { $0 === view }) else { continue }
            body(view)
            // Not a list's cells, which reading them would make (see `Runtime.reserve`).
            guard !(view is TableView) else { continue }
            let subviews = view.subviews
            if !subviews.isEmpty { pending.append(contentsOf: subviews.reversed()) }
        }
    }

    /// What a person can act on in a controller: buttons, text fields and lists with an id.
    func controls(of controller: ViewController) -> [View] {
        ownViews(of: controller).filter { ($0 is Control || $0 is TableView) && $0.identifier != nil }
    }

    func lists(of controller: ViewController) -> [TableView] {
        ownViews(of: controller).compactMap { $0 as? TableView }
    }

    /// What a person can act on while `screen` shows: its own controls, then the tabs of the tab
    /// bar under it (a tab bar controller's, while the screen is in one of its tabs and nothing
    /// hides the bar).
    func visibleControls(of screen: ViewController) -> [View] {
        controls(of: screen) + tabButtons(under: screen)
    }

    private func tabButtons(under screen: ViewController) -> [View] {
        guard let tabs = screen.tabBarController, tabs.controllerHidingTabBar == nil else { return [] }
        return tabs.tabBar.buttons.filter { $0.identifier != nil }
    }

    /// What a finger can tap on the visible screen by its id: a button (a tab too) or a switch.
    func tappable(_ id: String) throws(CommandError) -> Control {
        try enabledControl(id, as: Control.self, named: "control", kind: "a button", accepting: { $0 is Button || $0 is Switch })
    }

    /// A text field of the visible screen by its id.
    func field(_ id: String) throws(CommandError) -> TextField {
        try enabledControl(id, as: TextField.self, named: "field", kind: "a text field", accepting: { $0 is TextField })
    }

    /// The visible screen's control `id`, which must be a `Wanted` and enabled; otherwise an
    /// error that names the candidates or says how to use the control that is there.
    private func enabledControl<Wanted: Control>(
        _ id: String, as type: Wanted.Type, named noun: String, kind: String, accepting accepts: (View) -> Bool
    ) throws(CommandError) -> Wanted {
        let screen = try requireVisibleScreen()
        let controls = visibleControls(of: screen)
        let wantedIDs = controls.compactMap { accepts($0) ? $0.identifier : nil }
        // Exactly named, any control answers (so a field named to `tap` says how to use it); a
        // prefix stands only for a control of the wanted kind (`tap edit` for `editProfile`).
        let control: View
        if let exact = controls.first(where: { $0.identifier?.equalsIgnoringCase(id) == true }) {
            control = exact
        } else {
            switch NameResolver.control(id, in: controls.filter(accepts)) {
            case .found(let byPrefix): control = byPrefix
            case .ambiguous(let several):
                throw CommandError(
                    "'\(id)' fits several controls of \(screen.objectName): \(several.compactMap(\.identifier).joined(separator: ", ")); say which"
                )
            case .none:
                if let tabs = screen.tabBarController, let hider = tabs.controllerHidingTabBar,
                    tabs.tabBar.buttons.contains(where: { $0.identifier?.equalsIgnoringCase(id) == true })
                {
                    throw CommandError(
                        "the tab bar is hidden on this screen (\(hider.objectName) hides the bottom bar when pushed): go back first")
                }
                throw CommandError.unknownControl(noun, id, on: screen, among: wantedIDs)
            }
        }
        let name = control.identifier ?? id
        guard accepts(control), let wanted = control as? Wanted else {
            throw CommandError("\(name) is \(ControlKind.of(control).article), not \(kind): \(ControlKind.of(control).howToUse(name))")
        }
        guard wanted.isEnabled else {
            let usable = controls.compactMap { ($0 as? Wanted)?.isEnabled == true ? $0.identifier : nil }
            throw CommandError(
                "\(name) is disabled on \(screen.objectName)"
                    + (usable.isEmpty ? "" : "; the ones you can use now: \(usable.joined(separator: ", "))"))
        }
        return wanted
    }

    // MARK: The Back button

    /// The screens the Back button's menu offers (a long press, iOS 14+): the earlier screens
    /// of the visible screen's navigation stack, nearest first. Empty when the visible screen
    /// is not the top of a navigation stack.
    var backMenuScreens: [ViewController] {
        guard let screen = visibleScreen, let navigation = screen.navigationController,
            navigation.topViewController === screen
        else { return [] }
        return navigation.viewControllers.dropLast().reversed()
    }

    // MARK: Coordinators

    /// Every coordinator in the tree, from the app coordinator down, parents before children.
    var coordinators: [any CoordinatorNode] {
        var result: [any CoordinatorNode] = []
        var pending: [any CoordinatorNode] = [topCoordinator]
        while let coordinator = pending.popLast() {
            result.append(coordinator)
            pending.append(contentsOf: coordinator.children.reversed())
        }
        return result
    }

    /// A running coordinator by object name, type or section (`NameResolver`).
    func coordinator(named name: String) throws(CommandError) -> any CoordinatorNode {
        try resolveCoordinator(name)
    }

    // MARK: Responders

    /// Any live object by object name, type, section or control id (`NameResolver`).
    func responder(named name: String) throws(CommandError) -> Responder {
        try resolveObject(name)
    }

}
