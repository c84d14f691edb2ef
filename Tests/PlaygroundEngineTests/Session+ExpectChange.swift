import CustomDump
import HeadlessUIKit
import Testing

@testable import PlaygroundEngine

/// A command and the whole change it makes, as TCA's `TestStore.send(action) { $0.field = new }`
/// states a reducer's: the test mutates a copy of the app's snapshot from before the command into
/// what it expects after, and any other difference fails, field by field (`path: old → new`).
/// A change the test does not state fails as surely as a stated one that did not happen.
extension Session {
    /// Runs a line that must succeed and must change the app exactly as `change` changes its
    /// snapshot; without `change`, the line must leave the app as it was. Returns its output.
    @discardableResult
    func expectChange(
        _ line: String, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppSnapshot) -> Void = { _ in }
    ) -> String {
        let before = snapshot
        let result = execute(line)
        #expect(!result.isError, "'\(line)' failed: \(result.output)", sourceLocation: sourceLocation)
        expect(snapshot, after: "'\(line)'", from: before, change, sourceLocation: sourceLocation)
        return result.output
    }

    /// Runs lines that must all succeed, and must together change the app exactly as `change`
    /// changes its snapshot from before the first: for a flow whose steps between are not the point.
    func expectChange(
        _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppSnapshot) -> Void = { _ in }
    ) {
        let before = snapshot
        for line in lines { run(line, sourceLocation: sourceLocation) }
        expect(snapshot, after: lines.map { "'\($0)'" }.joined(separator: ", "), from: before, change, sourceLocation: sourceLocation)
    }

    /// Expects the app to be exactly `expected` (one taken earlier, or another session's), printing
    /// what differs as swift-custom-dump's diff.
    func expectSnapshot(_ expected: AppSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = snapshot
        guard actual != expected else { return }
        Issue.record(
            "the app is not as expected (− expected, + actual):\n\(Self.difference(expected, actual))", sourceLocation: sourceLocation)
    }

    private func expect(
        _ actual: AppSnapshot, after commands: String, from before: AppSnapshot, _ change: (inout AppSnapshot) -> Void,
        sourceLocation: SourceLocation
    ) {
        var expected = before
        change(&expected)
        guard actual != expected else { return }
        Issue.record(
            """
            \(commands) did not change the app as stated (− stated, + actual):
            \(Self.difference(expected, actual))
            what it changed (− before, + after):
            \(actual == before ? "  nothing" : Self.difference(before, actual))
            """, sourceLocation: sourceLocation)
    }

    /// swift-custom-dump's diff, which prints only the changed fields and a little around them.
    private static func difference(_ old: AppSnapshot, _ new: AppSnapshot) -> String {
        diff(old, new, format: .proportional) ?? "  (equal as dumped, unequal as values)"
    }
}

/// Ways to name a part of the snapshot as a person does, by its object's name, so a test
/// states a change without counting indexes.
extension AppSnapshot {
    /// The controller named `name` (`HomeViewController#1`).
    subscript(controller name: String) -> ControllerNode {
        get {
            guard let index = controllers.firstIndex(where: { $0.id.description == name }) else {
                Issue.record("no controller \(name) in the snapshot")
                return ControllerNode(
                    id: ObjectName(typeName: "Missing", number: 0), title: nil, parentCoordinator: nil, controls: [],
                    isNavigation: false, children: [], presented: nil)
            }
            return controllers[index]
        }
        set {
            guard let index = controllers.firstIndex(where: { $0.id.description == name }) else { return }
            controllers[index] = newValue
        }
    }

    /// The coordinator named `name` (`CatalogCoordinator#1`).
    subscript(coordinator name: String) -> CoordinatorNode {
        get {
            guard let index = coordinators.firstIndex(where: { $0.id.description == name }) else {
                Issue.record("no coordinator \(name) in the snapshot")
                return CoordinatorNode(
                    id: ObjectName(typeName: "Missing", number: 0), root: nil, ownsScreens: false, screens: [], isActive: nil,
                    queued: [], stale: [], children: [])
            }
            return coordinators[index]
        }
        set {
            guard let index = coordinators.firstIndex(where: { $0.id.description == name }) else { return }
            coordinators[index] = newValue
        }
    }

    /// The names of the live objects of one kind (`view controller`), in `objects`' order.
    subscript(objects kind: String) -> [String] {
        get { liveObjects.first { $0.kind == kind }?.names.map(\.description) ?? [] }
        set {
            let names = newValue.map(id)
            if let index = liveObjects.firstIndex(where: { $0.kind == kind }) {
                if names.isEmpty { liveObjects.remove(at: index) } else { liveObjects[index].names = names }
            } else if !names.isEmpty {
                liveObjects.append(LiveObjectGroup(kind: kind, names: names))
            }
        }
    }
}

extension AppSnapshot.ControllerNode {
    /// What the control with this id holds: `.label(text: "Cart (1)")`.
    subscript(control id: String) -> AppSnapshot.Control.Content? {
        get { controls.first { $0.id == id }?.content }
        set {
            guard let index = controls.firstIndex(where: { $0.id == id }) else {
                if let newValue { controls.append(AppSnapshot.Control(id: id, content: newValue)) }
                return
            }
            if let newValue { controls[index].content = newValue } else { controls.remove(at: index) }
        }
    }
}

extension SnapshotValue {
    /// The value at a dotted path (`user.city`, `orders.0.total`), to read or to set: setting
    /// a missing key adds it last, setting nil removes it.
    subscript(path path: String) -> SnapshotValue? {
        get { value(atPath: path) }
        set { set(newValue, at: path.split(separator: ".").map(String.init)[...]) }
    }

    private mutating func set(_ newValue: SnapshotValue?, at keys: ArraySlice<String>) {
        guard let key = keys.first else {
            if let newValue { self = newValue }
            return
        }
        switch self {
        case .array(var elements):
            guard let index = Int(key), elements.indices.contains(index) else {
                if let newValue, Int(key) == elements.count, keys.count == 1 { elements.append(newValue) }
                self = .array(elements)
                return
            }
            if keys.count == 1, newValue == nil {
                elements.remove(at: index)
            } else {
                elements[index].set(newValue, at: keys.dropFirst())
            }
            self = .array(elements)
        case .object(var members):
            if let index = members.firstIndex(where: { $0.key == key }) {
                if keys.count == 1, newValue == nil {
                    members.remove(at: index)
                } else {
                    members[index].value.set(newValue, at: keys.dropFirst())
                }
            } else if let newValue {
                var value = SnapshotValue.null
                value.set(newValue, at: keys.dropFirst())
                members.append(Member(key: key, value: value))
            }
            self = .object(members)
        default:
            if keys.count == 1, let newValue { self = .members([key: newValue]) }
        }
    }
}

extension AppSnapshot {
    /// What the phone shows of the screen named `name`, when it is shown.
    subscript(shown name: String) -> ScreenContent {
        get {
            guard let screen = shownScreens.first(where: { $0.id.description == name }) else {
                Issue.record("\(name) is not shown")
                return ScreenContent(
                    id: ObjectName(typeName: "Missing", number: 0), title: nil, hasNavigationBar: false, isAlert: false, items: [])
            }
            return screen
        }
        set {
            guard let index = shownScreens.firstIndex(where: { $0.id.description == name }) else { return }
            shownScreens[index] = newValue
        }
    }

    /// What the control `control` of the controller named `name` holds.
    subscript(_ name: String, control control: String) -> Control.Content? {
        get { self[controller: name][control: control] }
        set { self[controller: name][control: control] = newValue }
    }
}

extension AppSnapshot {
    /// Sets what a control of a controller holds, and the same where the phone shows it: a
    /// control with an id by its id, a label by the text it showed.
    mutating func set(_ control: String, on screen: String, to content: Control.Content) {
        let old = self[screen, control: control]
        self[screen, control: control] = content
        guard let shownIndex = shownScreens.firstIndex(where: { $0.id.description == screen }) else { return }
        var items = shownScreens[shownIndex].items
        switch content {
        case .label(let text):
            guard case .label(let oldText)? = old, let index = items.firstIndex(of: .label(text: oldText)) else { return }
            items[index] = .label(text: text)
        case .button(let title, let isEnabled):
            items = items.map { $0.id == control ? .button(id: control, title: title, isEnabled: isEnabled) : $0 }
        case .field(let placeholder, let text, let isEnabled):
            items = items.map {
                $0.id == control ? .field(id: control, placeholder: placeholder, text: text, isEnabled: isEnabled) : $0
            }
        case .toggle(let title, let isOn, let isEnabled):
            items = items.map { $0.id == control ? .toggle(id: control, title: title, isOn: isOn, isEnabled: isEnabled) : $0 }
        case .list(let rows):
            items = items.map { item in
                guard item.id == control, case .list(_, let shownRows) = item else { return item }
                return .list(
                    id: control,
                    rows: rows.enumerated().map { index, row in
                        ScreenContent.Row(
                            title: row.title, detail: row.detail, isChecked: row.isChecked,
                            hasDisclosure: shownRows.indices.contains(index) && shownRows[index].hasDisclosure)
                    })
            }
        }
        shownScreens[shownIndex].items = items
    }
}

extension ScreenContent.Item {
    fileprivate var id: String? {
        switch self {
        case .label: nil
        case .button(let id, _, _), .field(let id, _, _, _), .toggle(let id, _, _, _), .list(let id, _): id
        }
    }
}
