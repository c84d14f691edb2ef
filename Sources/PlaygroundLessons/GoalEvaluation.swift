import HeadlessUIKit
import PlaygroundEngine

/// Checking a goal's condition against the app's snapshot.
extension GoalCondition {
    /// Whether the condition holds now. For a look (`ran tree`), whether the last command was
    /// that look; the coach decides whether it came after the step's act (see `GoalKind`).
    func isMet(in probe: AppProbe) -> Bool {
        switch self {
        case .not(let condition):
            return !condition.isMet(in: probe)
        case .predicted:
            return probe.predicted
        case .outputContains(let text):
            return probe.lastOutput.lowercased().contains(text.lowercased())
        case .trace(let level):
            switch level {
            case "off": return probe.traceLevel == .off
            case "on": return probe.traceLevel != .off
            default: return probe.traceLevel == .all
            }
        case .ran(let command), .ranLast(let command):
            return Self.isLook(command, by: probe.lastCommand)
        case .ranShowing(let command, let text):
            return Self.isLook(command, by: probe.lastCommand) && probe.lastOutput.lowercased().contains(text.lowercased())
        default:
            guard let snapshot = probe.snapshot else { return false }
            return isMet(in: snapshot)
        }
    }

    /// `ran` is the full name the last command resolved to (a typed `tr` ran `tree`).
    private static func isLook(_ command: String, by ran: String?) -> Bool {
        ran == command
    }

    func isMet(in snapshot: AppSnapshot) -> Bool {
        switch self {
        case .not(let condition):
            return !condition.isMet(in: snapshot)
        case .visible(let type):
            return snapshot.visible?.typeName.namesType(type) ?? false
        case .stack(let pattern):
            return snapshot.controllers.contains { node in
                node.isNavigation && pattern.matches(node.children.map { snapshot.controllers[$0].id.typeName })
            }
        case .presented(let type):
            return snapshot.controllers.contains { node in
                node.presented.map { snapshot.controllers[$0].id.typeName.namesType(type) } ?? false
            }
        case .coordinator(let type):
            return !coordinators(of: type, in: snapshot).isEmpty
        case .coordinatorActive(let type):
            return coordinators(of: type, in: snapshot).contains { $0.isActive == true }
        case .coordinatorScreens(let type, let pattern):
            return coordinators(of: type, in: snapshot).contains { pattern.matches($0.screens.map(\.typeName)) }
        case .coordinatorQueued(let type, let comparison):
            return coordinators(of: type, in: snapshot).contains { comparison.admits($0.queued.count) }
        case .live(let type, let comparison):
            let count = snapshot.liveObjects.reduce(0) { $0 + $1.names.count(where: { $0.typeName.namesType(type) }) }
            return comparison.admits(count)
        case .service(let name, let expected):
            let actual = snapshot.services.first { $0.name.equalsIgnoringCase(name) }?.state
            return actual?.equalsIgnoringCase(expected) ?? false
        case .modelEquals(let path, let expected):
            return snapshot.model.value(atPath: path)?.scalarText?.equalsIgnoringCase(expected) ?? false
        case .modelCount(let path, let comparison):
            switch snapshot.model.value(atPath: path) {
            case .array(let elements): return comparison.admits(elements.count)
            case .object(let members): return comparison.admits(members.count)
            default: return false
            }
        case .modelContains(let path, let text):
            return snapshot.model.value(atPath: path)?.containsText(text.lowercased()) ?? false
        case .controlShows(let control, let text):
            return visibleControl(control, in: snapshot)?.shows(text) ?? false
        case .screenShows(let type, let text):
            return snapshot.controllers.contains { node in
                node.id.typeName.namesType(type) && node.controls.contains { $0.shows(text) }
            }
        case .controlEnabled(let control):
            return visibleControl(control, in: snapshot)?.isEnabled == true
        case .app(let name):
            return snapshot.app.equalsIgnoringCase(name)
        case .outputContains, .trace, .ran, .ranLast, .ranShowing, .predicted:
            return false
        }
    }

    /// The visible screen's control with this id; hidden controls are not listed, so a goal
    /// cannot be met by something the learner cannot see.
    private func visibleControl(_ id: String, in snapshot: AppSnapshot) -> AppSnapshot.Control? {
        guard let visible = snapshot.visible,
            let screen = snapshot.controllers.first(where: { $0.id == visible })
        else { return nil }
        return screen.controls.first { $0.id.equalsIgnoringCase(id) }
    }

    private func coordinators(of type: String, in snapshot: AppSnapshot) -> [AppSnapshot.CoordinatorNode] {
        snapshot.coordinators.filter { $0.id.typeName.namesType(type) }
    }
}

extension AppSnapshot.Control {
    /// Whether a person reads `text` on it (compared without case).
    func shows(_ text: String) -> Bool {
        let needle = text.lowercased()
        return shownTexts.contains { $0.lowercased().contains(needle) }
    }
}

extension String {
    /// Whether a type name from the app is the one a goal names (names compare without case).
    func namesType(_ name: String) -> Bool {
        equalsIgnoringCase(name)
    }
}
