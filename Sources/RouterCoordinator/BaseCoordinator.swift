import HeadlessUIKit

/// The base of every coordinator in this style, after dimaosa's fork of ApplicationCoordinator:
/// it reports typed actions to its `listener` (where Panov's original gives each coordinator a
/// `finishFlow` closure) and keeps its children with `addDependency` / `removeDependency`.
///
/// It is a `Responder` only so the runtime names it (`AuthCoordinator#1`) and lists it among the
/// live objects. It is not on the responder chain: the ApplicationCoordinator README's
/// coordinators are plain objects that screens never reach by climbing, since screens report
/// through the closures a coordinator sets on them. So `next` is nil and stays nil.
open class BaseCoordinator<Action>: Responder, ParentCoordinator, DeclaresOutputs {
    /// Told this coordinator's actions (`.dismissFlow`, `.item(item)`); the parent that runs it
    /// wires it, typically to remove it and move on:
    /// `child.listener.wire(to: self, "logOut") { [weak self] action in … }`. dimaosa's fork
    /// keeps a plain closure here (Panov's original a `finishFlow` closure); an `Output`, as the
    /// screens' closures are in this port, knows where it is wired and records each time it fires,
    /// so a trace, `outputs` and `why` show where the report went.
    public private(set) lazy var listener = Output<Action>("listener", owner: self)
    public private(set) var childCoordinators: [any Coordinator] = []

    public override init() { super.init() }

    /// Calls `start(with: nil)`, as the original does. Flows override this one; only a
    /// coordinator that routes deep links overrides `start(with:)`, so a link given to any other
    /// reaches the empty base method and does nothing (the original's behaviour).
    open func start() { start(with: nil) }
    open func start(with option: (any DeepLinkOption)?) {}

    /// Adds a child once; adding it again changes nothing ("add only unique object"). Adding a
    /// coordinator to itself is refused with a warning: the original's own test does it, but in
    /// Swift that is a retain cycle, and removing it would then empty the coordinator itself.
    public func addDependency(_ coordinator: any Coordinator) {
        guard coordinator !== self else {
            Runtime.current.record(
                Warning(message: "\(objectName) cannot be its own child coordinator; addDependency ignored it"))
            return
        }
        guard !childCoordinators.contains(where: { $0 === coordinator }) else {
            Runtime.current.recordDecision(FlowDecision(objectID, .alreadyChild(coordinator.traceName)))
            return
        }
        Runtime.current.recordDecision(FlowDecision(objectID, .addDependency(coordinator.traceName)))
        childCoordinators.append(coordinator)
    }

    /// Removes a child and empties every coordinator below it, whatever its action type ("Clear
    /// child-coordinators recursively", dimaosa's fork). Nil, a coordinator that is not a child,
    /// or one already removed change nothing, so calling it twice is safe. The tree is walked
    /// without recursion (deepest first), so a deep one cannot overflow the stack.
    public func removeDependency(_ coordinator: (any Coordinator)?) {
        guard let coordinator, childCoordinators.contains(where: { $0 === coordinator }) else { return }
        var parents: [any ParentCoordinator] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var pending: [any Coordinator] = [coordinator]
        while let candidate = pending.popLast() {
            guard visited.insert(ObjectIdentifier(candidate)).inserted, let parent = candidate as? any ParentCoordinator else {
                continue
            }
            parents.append(parent)
            pending.append(contentsOf: parent.childCoordinators)
        }
        Runtime.current.recordDecision(
            FlowDecision(
                objectID,
                .removeDependency(coordinator.traceName, emptied: parents.filter { !$0.childCoordinators.isEmpty }.map(\.traceName))))
        for parent in parents.reversed() {
            for child in parent.childCoordinators { parent.removeDependency(child) }
        }
        childCoordinators.removeAll { $0 === coordinator }
    }

    /// Its one output, the listener.
    public var outputs: [any OutputDescribing] { [listener] }

    public final override var next: Responder? { nil }
    open override var objectKind: String { "coordinator" }
}
