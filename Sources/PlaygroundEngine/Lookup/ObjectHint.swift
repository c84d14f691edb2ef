import HeadlessUIKit

/// What to say when a person names an object where a command takes something else (`state
/// CatalogCoordinator`, `objects HomeViewController`): which commands do show it. Added to the
/// one error line, so a refusal still teaches where to look.
enum ObjectHint {
    /// `CatalogCoordinator#1 is an object: `tree` shows it among the coordinators, `holders
    /// CatalogCoordinator#1` what keeps it alive`.
    /// `command`: the command that refused it, never the one suggested.
    static func text(for object: Responder, refusedBy command: String) -> String {
        let name = object.objectName
        let shows =
            switch object {
            case is ViewController: "`screen \(name)` shows it, "
            case _ where object.objectKind == "coordinator" && command != "tree": "`tree` shows it among the coordinators, "
            default: "`chain \(name)` shows the chain from it, "
            }
        return "\(name) is an object: \(shows)`holders \(name)` what keeps it alive"
    }
}

extension RunningApp {
    /// The live object `typed` names by object name, type (one alive) or section, if any:
    /// without a control's id, which a hint must not guess from.
    func namedObject(_ typed: String) -> Responder? {
        if case .found(let object) = NameResolver.object(typed, in: runtime.liveObjects, name: \.objectID) { return object }
        guard appDescription.sections.contains(where: { $0.name.equalsIgnoringCase(typed) }) else { return nil }
        return try? resolveCoordinator(typed).object
    }
}
