import HeadlessUIKit
import PlaygroundHost

/// The one way every command finds a coordinator, a screen, a control or any object from what a
/// person typed, so the same names work everywhere:
/// - an object name, `CatalogCoordinator#1`;
/// - a type name, `CatalogCoordinator`, when exactly one object of that type is a candidate;
/// - a section name, `catalog`, for the coordinator that runs the section;
/// - a control id of the visible screen, `editProfile`, or a prefix of exactly one, `edit`.
///
/// Each lookup says which forms it takes; a refusal names what would have been accepted.
enum NameResolver {
    /// What a typed name matched among candidates.
    enum Match<Item> {
        case found(Item)
        /// A type name or prefix that fits several: the person must say which.
        case ambiguous([Item])
        case none
    }

    /// An object among `candidates` by object name, or by type name when one candidate has it.
    static func object<Item>(_ typed: String, in candidates: [Item], name: (Item) -> ObjectName) -> Match<Item> {
        if let exact = candidates.first(where: { name($0).description.equalsIgnoringCase(typed) }) { return .found(exact) }
        guard !typed.contains("#") else { return .none }
        let sameType = candidates.filter { name($0).typeName.equalsIgnoringCase(typed) }
        switch sameType.count {
        case 0: return .none
        case 1: return .found(sameType[0])
        default: return .ambiguous(sameType)
        }
    }

    /// A control among `controls` by id (case-insensitive), or by a prefix of exactly one id.
    static func control(_ typed: String, in controls: [View]) -> Match<View> {
        if let exact = controls.first(where: { $0.identifier?.equalsIgnoringCase(typed) == true }) { return .found(exact) }
        let typedLowercased = typed.lowercased()
        let fitting = controls.filter { $0.identifier?.lowercased().hasPrefix(typedLowercased) == true }
        switch fitting.count {
        case 0: return .none
        case 1: return .found(fitting[0])
        default: return .ambiguous(fitting)
        }
    }

    /// "CatalogCoordinator#1 (catalog)": an object with the section name that also names it.
    static func describe(_ coordinator: any CoordinatorNode, sections: [String: String]) -> String {
        let object = coordinator.object
        return sections[object.objectID.typeName].map { "\(object.objectName) (\($0))" } ?? object.objectName
    }
}

extension CommandError {
    /// "unknown control 'acount' on HomeViewController#1; did you mean account? (there are: cart,
    /// account, buyNow1, buyNow4)": a refusal of a control's name lists the ones there are, even
    /// with a suggestion, since a screen has few.
    static func unknownControl(_ noun: String, _ typed: String, on screen: ViewController, among ids: [String]) -> CommandError {
        var message = "unknown \(noun) '\(typed)' on \(screen.objectName)"
        if let suggestion = Suggestion.closest(to: typed, among: ids) { message += "; did you mean \(suggestion)?" }
        message += ids.isEmpty ? " (it has no \(noun))" : " (there are: \(ids.joined(separator: ", ")))"
        return CommandError(message)
    }
}

extension RunningApp {
    /// Each section's name by the type of the coordinator that runs it.
    var sectionNamesByCoordinatorType: [String: String] {
        Dictionary(appDescription.sections.map { ($0.coordinatorTypeName, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// A running coordinator by object name, type name or section name.
    func resolveCoordinator(_ typed: String) throws(CommandError) -> any CoordinatorNode {
        let running = coordinators
        switch NameResolver.object(typed, in: running, name: \.object.objectID) {
        case .found(let coordinator): return coordinator
        case .ambiguous(let several): throw Self.ambiguity(typed, several.map(\.object.objectName))
        case .none: break
        }
        if let section = appDescription.sections.first(where: { $0.name.equalsIgnoringCase(typed) }) {
            let matching = running.filter { $0.object.objectID.typeName == section.coordinatorTypeName }
            if matching.count == 1 { return matching[0] }
            if matching.count > 1 { throw Self.ambiguity(typed, matching.map(\.object.objectName)) }
            throw CommandError(
                "\(section.name) runs in \(section.coordinatorTypeName), which is not running (running: \(runningCoordinatorNames))")
        }
        if let section = appDescription.sections.first(where: { $0.coordinatorTypeName.equalsIgnoringCase(typed) }) {
            throw CommandError("no \(section.coordinatorTypeName) is running (running: \(runningCoordinatorNames))")
        }
        let sections = appDescription.sections.map(\.name)
        var message = "unknown coordinator '\(typed)'"
        if let suggestion = Suggestion.closest(to: typed, among: running.map(\.object.objectName) + sections) {
            message += "; did you mean \(suggestion)?"
        }
        throw CommandError(message + " (running: \(runningCoordinatorNames); name one, its type or its section)")
    }

    /// "AppCoordinator#1, CatalogCoordinator#1 (catalog)": every running coordinator, with its
    /// section's name where it runs one.
    private var runningCoordinatorNames: String {
        let sections = sectionNamesByCoordinatorType
        return coordinators.map { NameResolver.describe($0, sections: sections) }.joined(separator: ", ")
    }

    /// Any live object by object name or type name, a running coordinator by section name, or a
    /// control of the visible screen by id or prefix.
    func resolveObject(_ typed: String) throws(CommandError) -> Responder {
        let live = runtime.liveObjects
        switch NameResolver.object(typed, in: live, name: \.objectID) {
        case .found(let object): return object
        case .ambiguous(let several): throw Self.ambiguity(typed, several.map(\.objectName))
        case .none: break
        }
        if appDescription.sections.contains(where: { $0.name.equalsIgnoringCase(typed) }) {
            return try resolveCoordinator(typed).object
        }
        let screen = visibleScreen
        let controls = screen.map { self.visibleControls(of: $0) } ?? []
        switch NameResolver.control(typed, in: controls) {
        case .found(let control): return control
        case .ambiguous(let several):
            throw CommandError(
                "'\(typed)' fits several controls of \(screen?.objectName ?? "the screen"): \(several.compactMap(\.identifier).joined(separator: ", ")); say which"
            )
        case .none: break
        }
        let ids = controls.compactMap(\.identifier)
        var message = "unknown object '\(typed)'"
        if let suggestion = Suggestion.closest(to: typed, among: live.map(\.objectName) + ids) {
            message += "; did you mean \(suggestion)?"
        }
        message += " (name one as `objects` lists it, its type when one is alive, a section"
        if let screen, !ids.isEmpty { message += ", or a control of \(screen.objectName): \(ids.joined(separator: ", "))" }
        throw CommandError(message + ")")
    }

    /// A view controller alive in the app by object name or type name.
    func resolveScreen(_ typed: String) throws(CommandError) -> ViewController {
        let screens = runtime.liveObjects.compactMap { $0 as? ViewController }
        switch NameResolver.object(typed, in: screens, name: \.objectID) {
        case .found(let screen): return screen
        case .ambiguous(let several): throw Self.ambiguity(typed, several.map(\.objectName))
        case .none:
            var message = "unknown screen '\(typed)'"
            if let suggestion = Suggestion.closest(to: typed, among: screens.map(\.objectName)) {
                message += "; did you mean \(suggestion)?"
            }
            let listed = screens.count <= 16 ? ": " + screens.map(\.objectName).joined(separator: ", ") : ""
            throw CommandError(message + " (a screen alive by object name, or by type when one of it is alive\(listed))")
        }
    }

    /// "'TableView' names several: TableView#1, TableView#2; say which".
    static func ambiguity(_ typed: String, _ names: [String]) -> CommandError {
        CommandError("'\(typed)' names several: \(names.joined(separator: ", ")); say which")
    }
}
