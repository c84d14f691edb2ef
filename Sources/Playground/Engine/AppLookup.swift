import Coordinator
import HeadlessUIKit

/// Finding things in the live app by the names a person types, and saying clearly (with "did
/// you mean") when there is no such thing. Reads only: nothing here loads a view or creates an
/// object, so looking never changes the app.
extension LiveApp {
    var visibleScreen: ViewController? { shop.visibleScreen }
    var visibleScreenName: String? { visibleScreen?.objectName }

    func requireVisibleScreen() throws(CommandError) -> ViewController {
        guard let screen = visibleScreen else { throw CommandError("no screen is visible") }
        return screen
    }

    // MARK: Views and controls

    /// The views a controller shows itself, in order: its view tree without the views of its
    /// child controllers (they belong to the children) and without hidden views. Empty while
    /// its view is not loaded: looking must not load it.
    func ownViews(of controller: ViewController) -> [View] {
        guard controller.isViewLoaded else { return [] }
        let childRoots = Set(controller.children.filter(\.isViewLoaded).map { ObjectIdentifier($0.view) })
        var result: [View] = []
        var pending = Array(controller.view.subviews.reversed())
        while let view = pending.popLast() {
            guard !view.isHidden, !childRoots.contains(ObjectIdentifier(view)) else { continue }
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// What a person can act on in a controller: buttons, text fields and lists with an id.
    func controls(of controller: ViewController) -> [View] {
        ownViews(of: controller).filter { ($0 is Control || $0 is TableView) && $0.identifier != nil }
    }

    func lists(of controller: ViewController) -> [TableView] {
        ownViews(of: controller).compactMap { $0 as? TableView }
    }

    /// A button of the visible screen by its id.
    func button(_ id: String) throws(CommandError) -> Button {
        let screen = try requireVisibleScreen()
        let controls = controls(of: screen)
        guard let control = controls.first(where: { $0.identifier?.equalsIgnoringCase(id) == true }) else {
            throw CommandError.unknown("control", id, on: screen, among: controls.compactMap { $0 is Button ? $0.identifier : nil })
        }
        guard let button = control as? Button else {
            throw CommandError("\(control.identifier ?? id) is \(ControlKind.of(control).article), not a button: \(ControlKind.of(control).howToUse(control.identifier ?? id))")
        }
        guard button.isEnabled else { throw CommandError("\(button.identifier ?? id) is disabled") }
        return button
    }

    /// A text field of the visible screen by its id.
    func field(_ id: String) throws(CommandError) -> TextField {
        let screen = try requireVisibleScreen()
        let controls = controls(of: screen)
        guard let control = controls.first(where: { $0.identifier?.equalsIgnoringCase(id) == true }) else {
            throw CommandError.unknown("field", id, on: screen, among: controls.compactMap { $0 is TextField ? $0.identifier : nil })
        }
        guard let field = control as? TextField else {
            throw CommandError("\(control.identifier ?? id) is \(ControlKind.of(control).article), not a text field: \(ControlKind.of(control).howToUse(control.identifier ?? id))")
        }
        guard field.isEnabled else { throw CommandError("\(field.identifier ?? id) is disabled") }
        return field
    }

    // MARK: Coordinators

    /// Every coordinator in the tree, from the app coordinator down, parents before children.
    var coordinators: [any Coordinating] {
        var result: [any Coordinating] = []
        var pending: [any Coordinating] = [shop.appCoordinator]
        while let coordinator = pending.popLast() {
            result.append(coordinator)
            pending.append(contentsOf: coordinator.children.reversed())
        }
        return result
    }

    /// A coordinator of the tree by object name (`CartCoordinator#1`), or by type when only one
    /// of that type runs (`CartCoordinator`).
    func coordinator(named name: String) throws(CommandError) -> any Coordinating {
        let running = coordinators
        guard let found = NameMatch.find(name, in: running, name: \.objectName) else {
            throw CommandError.unknown("coordinator", name, among: running.map(\.objectName))
        }
        return found
    }

    // MARK: Responders

    /// Any live object that can receive messages, by object name (or by type when unique).
    func responder(named name: String) throws(CommandError) -> Responder {
        let live = runtime.liveObjects
        guard let found = NameMatch.find(name, in: live, name: \.objectName) else {
            throw CommandError.unknown("responder", name, among: live.map(\.objectName))
        }
        return found
    }

    /// The coordinator that owns the visible screen (its `containingCoordinator`), which the
    /// programmer's commands act through, as the app's own code would.
    func owningNavigationCoordinator() throws(CommandError) -> NavigationCoordinator {
        let screen = try requireVisibleScreen()
        guard let owner = screen.containingCoordinator else {
            throw CommandError("no coordinator owns \(screen.objectName)")
        }
        guard let navigation = owner as? NavigationCoordinator else {
            throw CommandError("\(owner.objectName) owns \(screen.objectName) but is not a navigation coordinator")
        }
        return navigation
    }
}

/// Matching a typed name against object names: exact (case-insensitive), or the bare type name
/// when exactly one object has that type (`CartCoordinator` for `CartCoordinator#1`).
enum NameMatch {
    static func find<Item>(_ typed: String, in items: [Item], name: (Item) -> String) -> Item? {
        if let exact = items.first(where: { name($0).equalsIgnoringCase(typed) }) { return exact }
        guard !typed.contains("#") else { return nil }
        let sameType = items.filter { typeName(of: name($0)).equalsIgnoringCase(typed) }
        return sameType.count == 1 ? sameType[0] : nil
    }

    static func typeName(of objectName: String) -> String {
        String(objectName.prefix { $0 != "#" })
    }
}
