/// Checking a goal's condition against the live app.
extension GoalCondition {
    func isMet(in probe: AppProbe) -> Bool {
        switch self {
        case .not(let condition):
            return !condition.isMet(in: probe)
        case .outputContains(let text):
            return probe.lastOutput.lowercased().contains(text.lowercased())
        case .ran(let command):
            // The engine accepts unambiguous prefixes, so a successful `tr` may have been `tree`.
            return probe.commandsRun.contains { !$0.isEmpty && command.hasPrefix($0) }
        case .live(let type, let comparison):
            return comparison.admits(ObjectListing.count(of: type, in: probe.objectsListing))
        default:
            guard let state = probe.state else { return false }
            return isMet(inState: state)
        }
    }

    private func isMet(inState state: JSONValue) -> Bool {
        let window = state["window"]
        switch self {
        case .visible(let type):
            return visibleScreen(in: state)?.typeName?.isType(type) ?? false
        case .stack(let pattern):
            return (window?.allObjects ?? []).contains { node in
                guard let stack = node["stack"]?.elements else { return false }
                return pattern.matches(stack.compactMap(\.typeName))
            }
        case .presented(let type):
            return (window?.allObjects ?? []).contains { node in
                guard let presented = node["presented"], presented != .null else { return false }
                return presented.typeName?.isType(type) ?? false
            }
        case .coordinator(let type):
            return !coordinators(of: type, in: state).isEmpty
        case .coordinatorActive(let type):
            return coordinators(of: type, in: state).contains { $0["active"] == .bool(true) }
        case .coordinatorScreens(let type, let pattern):
            return coordinators(of: type, in: state).contains { node in
                pattern.matches((node["screens"]?.elements ?? []).compactMap(\.typeName))
            }
        case .coordinatorQueued(let type, let comparison):
            return coordinators(of: type, in: state).contains { node in
                switch node["queued"] {
                case .int(let count): comparison.admits(count)
                case .array(let messages): comparison.admits(messages.count)
                default: comparison.admits(0)
                }
            }
        case .service(let name, let expected):
            guard case .object(let services) = state["services"] else { return false }
            let actual = services.first { $0.key.lowercased() == name.lowercased() }?.value.scalarText
            return actual?.lowercased() == expected
        case .modelEquals(let path, let expected):
            return state["model"]?.value(atPath: path)?.scalarText?.lowercased() == expected.lowercased()
        case .modelCount(let path, let comparison):
            switch state["model"]?.value(atPath: path) {
            case .array(let elements): return comparison.admits(elements.count)
            case .object(let members): return comparison.admits(members.count)
            default: return false
            }
        case .modelContains(let path, let text):
            return state["model"]?.value(atPath: path)?.containsText(text.lowercased()) ?? false
        case .controlShows(let control, let text):
            return visibleControl(control, in: state).contains { $0.showsText(text.lowercased()) }
        case .screenShows(let type, let text):
            return (window?.allObjects ?? []).contains { node in
                guard node.typeName?.isType(type) ?? false, let controls = node["controls"]?.elements else { return false }
                return controls.contains { $0.showsText(text.lowercased()) }
            }
        case .controlEnabled(let control):
            return visibleControl(control, in: state).contains { $0["enabled"] == .bool(true) }
        case .not, .outputContains, .ran, .live:
            preconditionFailure("checked without the state")
        }
    }

    /// The visible screen's node in the controller tree, or just its id when the tree does not
    /// hold it.
    private func visibleScreen(in state: JSONValue) -> JSONValue? {
        guard let id = state["visible"]?.scalarText else { return nil }
        let nodes = state["window"]?.allObjects ?? []
        return nodes.first { $0["id"]?.scalarText == id && $0["controls"] != nil }
            ?? nodes.first { $0["id"]?.scalarText == id }
            ?? .string(id)
    }

    /// The visible screen's control with this id (at most one), as `controls` lists it; hidden
    /// controls are not listed, so a goal cannot be met by something the learner cannot see.
    private func visibleControl(_ id: String, in state: JSONValue) -> [JSONValue] {
        let controls = visibleScreen(in: state)?["controls"]?.elements ?? []
        return controls.filter { $0["id"]?.scalarText?.lowercased() == id.lowercased() }
    }

    private func coordinators(of type: String, in state: JSONValue) -> [JSONValue] {
        (state["coordinators"]?.coordinatorNodes ?? []).filter { $0.typeName?.isType(type) ?? false }
    }
}
