import Coordinator
import Foundation
import TestSupport

@testable import HeadlessUIKit
@testable import PlaygroundEngine

/// One broken promise of the model, in words a failing test can print.
struct InvariantViolation: CustomStringConvertible, Equatable {
    let invariant: String
    let detail: String
    var description: String { "\(invariant): \(detail)" }
}

/// The app's structural invariants (what the fuzzing and the random sessions check), read on a
/// live session. Everything here only reads: no view is loaded, no object is created, so
/// checking after every command cannot change what it checks.
///
/// The checker reaches the live app through the engine's internals (`@testable`): `Session.live`.
enum InvariantChecker {
    /// Every structural invariant of the app as it is now.
    /// `checkReachability`: the strong-reference walk (slow: reflection); `checkState`: compare
    /// with the `state` JSON (slow to build) as well as with `tree`.
    static func violations(in session: Session, checkReachability: Bool = true, checkState: Bool = true) -> [InvariantViolation] {
        let app = session.live
        return app.runtime.run {
            var found: [InvariantViolation] = []
            let tree = coordinatorTree(app, into: &found)
            navigationLists(app, tree: tree, checkState: checkState, into: &found)
            windowChains(app, tree: tree, into: &found)
            presentationLinks(app, into: &found)
            settled(app, into: &found)
            if checkReachability { liveObjects(app, tree: tree, into: &found) }
            return found
        }
    }

    // MARK: The coordinator tree

    /// Checks that the coordinators form a tree and returns its members, parents first.
    /// In the router style (the items app) there is no `Coordinating` tree: its coordinators are
    /// checked as the engine sees them, each reached once from the top.
    static func coordinatorTree(_ app: RunningApp, into found: inout [InvariantViolation]) -> [any Coordinating] {
        guard let top = app.topCoordinator.object as? any Coordinating else {
            var seen = Set<ObjectIdentifier>()
            for node in app.coordinators where !seen.insert(ObjectIdentifier(node.object)).inserted {
                found.append(.init(invariant: "tree", detail: "\(node.object.objectName) is reached twice (a cycle or a shared child)"))
            }
            return []
        }
        if let parent = top.parent {
            found.append(.init(invariant: "tree", detail: "the app coordinator has a parent, \(parent.objectName)"))
        }
        var members: [any Coordinating] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [any Coordinating] = [top]
        while let coordinator = pending.popLast() {
            guard seen.insert(ObjectIdentifier(coordinator)).inserted else {
                found.append(.init(invariant: "tree", detail: "\(coordinator.objectName) is reached twice (a cycle or a shared child)"))
                continue
            }
            members.append(coordinator)
            var identifiers = Set<String>()
            for (key, child) in coordinator.childCoordinators {
                if child.parent !== coordinator {
                    found.append(
                        .init(
                            invariant: "tree",
                            detail:
                                "\(child.objectName) is a child of \(coordinator.objectName) but its parent is \(child.parent?.objectName ?? "nil")"
                        ))
                }
                if key != child.identifier {
                    found.append(
                        .init(
                            invariant: "tree",
                            detail: "\(child.objectName) is kept under '\(key)' but its identifier is '\(child.identifier)'"))
                }
                if !identifiers.insert(child.identifier).inserted {
                    found.append(
                        .init(
                            invariant: "tree", detail: "two children of \(coordinator.objectName) are identified as '\(child.identifier)'"))
                }
                pending.append(child)
            }
        }
        // Every member was reached from the top along child links whose parent links agree, and
        // none twice: so each one's parents lead back to the top, and none is its own ancestor.
        return members
    }

    // MARK: Navigation coordinators' own lists

    /// Each navigation coordinator lists each screen once, and the ones on its stack in the
    /// stack's order; the others are stale, which the library allows (a non-animated pop leaves
    /// the popped screen listed, and later pushes are listed after it; another coordinator's
    /// `root` leaves the whole list stale), and `state` and `tree` say exactly which ones.
    static func navigationLists(_ app: RunningApp, tree: [any Coordinating], checkState: Bool, into found: inout [InvariantViolation]) {
        let stateStale = checkState ? staleScreensInState(app) : nil
        let snapshotCoordinators = app.runtime.run { AppSnapshot(of: app) }.coordinators
        for case let coordinator as NavigationCoordinator in tree {
            let name = coordinator.objectName
            let list = coordinator.viewControllers
            let stack = coordinator.rootViewController.viewControllers
            let positions = Dictionary(uniqueKeysWithValues: stack.enumerated().map { (ObjectIdentifier($1), $0) })
            if Set(list.map(ObjectIdentifier.init)).count != list.count {
                found.append(.init(invariant: "navigation list", detail: "\(name) lists a screen twice: \(names(list))"))
            }
            let onStack = list.compactMap { positions[ObjectIdentifier($0)] }
            if onStack != onStack.sorted() {
                found.append(
                    .init(
                        invariant: "navigation list", detail: "\(name) lists \(names(list)) in another order than its stack \(names(stack))"
                    ))
            }
            let stale = list.filter { positions[ObjectIdentifier($0)] == nil }
            if let stateStale, stateStale[name] != stale.map(\.objectName) {
                found.append(
                    .init(
                        invariant: "navigation list",
                        detail: "state says \(name) has stale \(stateStale[name] ?? []), but \(names(stale)) are off its stack"))
            }
            guard let node = snapshotCoordinators.first(where: { $0.id == coordinator.objectID }) else {
                found.append(.init(invariant: "navigation list", detail: "the snapshot has no \(name)"))
                continue
            }
            let treeLine = CoordinatorTreeRenderer.screenList(node)
            if treeLine.components(separatedBy: " (stale)").count - 1 != stale.count {
                found.append(.init(invariant: "navigation list", detail: "tree marks stale screens of \(name) wrongly: \(treeLine)"))
            }
        }
    }

    /// `state`'s `stale` list of every coordinator, by coordinator id.
    static func staleScreensInState(_ app: RunningApp) -> [String: [String]] {
        let nodes = app.runtime.run { AppSnapshot(of: app) }.coordinators
        return Dictionary(uniqueKeysWithValues: nodes.map { ($0.id.description, $0.stale.map(\.description)) })
    }

    // MARK: The window's controllers

    /// Every controller in the window's tree has a coordinating chain that ends at the app
    /// delegate, and the first coordinator on it (`containingCoordinator`), if any, is a running
    /// one: in the tree, not a stopped coordinator something still keeps alive.
    static func windowChains(_ app: RunningApp, tree: [any Coordinating], into found: inout [InvariantViolation]) {
        guard let root = app.window.rootViewController else {
            found.append(.init(invariant: "chain", detail: "the window has no root view controller"))
            return
        }
        let inTree = Set(tree.map(ObjectIdentifier.init))
        let delegate = app.window.windowScene?.application?.delegate
        for controller in windowControllers(from: root) {
            let steps = controller.coordinatingLinks(loadingViews: false)
            if steps.last?.responder !== delegate {
                found.append(
                    .init(
                        invariant: "chain",
                        detail:
                            "the chain from \(controller.objectName) ends at \(steps.last?.responder.objectName ?? "nothing"), not the app delegate"
                    ))
            }
            // `containingCoordinator`, computed on the chain that loads no view.
            let containing = steps.lazy.compactMap { ($0.responder as? ViewController)?.parentCoordinator }.first
            // None at all is allowed: the library's `stop` clears its root's parentCoordinator
            // even when the root is shared with the parent, which does not take it back
            // (`state` then shows `"parentCoordinator": null` up the chain).
            if let containing, !inTree.contains(ObjectIdentifier(containing)) {
                found.append(
                    .init(
                        invariant: "chain",
                        detail: "\(controller.objectName)'s containing coordinator \(containing.objectName) is not in the coordinator tree")
                )
            }
        }
        if let visible = app.visibleScreen, !windowControllers(from: root).contains(where: { $0 === visible }) {
            found.append(.init(invariant: "chain", detail: "the visible screen \(visible.objectName) is not in the window's tree"))
        }
    }

    /// The window's controllers: stacks, children and presented controllers, iteratively.
    static func windowControllers(from root: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        var seen = Set<ObjectIdentifier>()
        var pending = [root]
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            result.append(controller)
            pending += ControllerTree.children(of: controller).map(\.controller)
        }
        return result
    }

    // MARK: Time

    /// Between commands nothing is in flight: the session settled the run loop, so no work
    /// waits, no controller has a transition coordinator and nothing is half appeared.
    static func settled(_ app: RunningApp, into found: inout [InvariantViolation]) {
        if app.runtime.runLoop.hasPendingWork {
            found.append(.init(invariant: "settled", detail: "the run loop still has work after the command"))
        }
        for case let controller as ViewController in app.runtime.liveObjects {
            if controller.transitionCoordinator != nil {
                found.append(.init(invariant: "settled", detail: "\(controller.objectName) is still in a transition"))
            }
            if controller.appearance == .appearing || controller.appearance == .disappearing {
                found.append(.init(invariant: "settled", detail: "\(controller.objectName) is between its appearance callbacks"))
            }
        }
    }

    // MARK: Presentation

    /// Presented and presenting links agree, only containment roots present, and no presenter
    /// has more than one presented controller.
    static func presentationLinks(_ app: RunningApp, into found: inout [InvariantViolation]) {
        var presentedBy: [ObjectIdentifier: Int] = [:]
        for case let controller as ViewController in app.runtime.liveObjects {
            let name = controller.objectName
            if let presented = controller.ownPresented {
                if presented.ownPresenting !== controller {
                    found.append(
                        .init(
                            invariant: "presentation",
                            detail:
                                "\(name) presents \(presented.objectName), which says it is presented by \(presented.ownPresenting?.objectName ?? "nobody")"
                        ))
                }
                if controller.parent != nil {
                    found.append(
                        .init(invariant: "presentation", detail: "\(name) presents but is contained in \(controller.parent!.objectName)"))
                }
                if presented.parent != nil {
                    found.append(
                        .init(
                            invariant: "presentation",
                            detail: "\(presented.objectName) is presented but also contained in \(presented.parent!.objectName)"))
                }
            }
            if let presenter = controller.ownPresenting {
                presentedBy[ObjectIdentifier(presenter), default: 0] += 1
                if presenter.ownPresented !== controller {
                    found.append(
                        .init(
                            invariant: "presentation",
                            detail:
                                "\(name) says \(presenter.objectName) presents it, but that presents \(presenter.ownPresented?.objectName ?? "nothing")"
                        ))
                }
            }
        }
        for (_, count) in presentedBy where count > 1 {
            found.append(.init(invariant: "presentation", detail: "a presenter has \(count) presented controllers"))
        }
    }

    // MARK: Live objects

    /// `objects` lists exactly the objects a walk over strong references from the application
    /// reaches; the running coordinators are exactly the tree's.
    static func liveObjects(_ app: RunningApp, tree: [any Coordinating], into found: inout [InvariantViolation]) {
        let live = app.runtime.liveObjects
        let reachable = app.window.windowScene?.application.map(StrongReferenceWalk.responders(from:)) ?? []
        let liveNames = Set(live.map(\.objectName))
        let reachableNames = Set(reachable.map(\.objectName))
        let leaked = live.map(\.objectName).filter { !reachableNames.contains($0) }
        if !leaked.isEmpty {
            found.append(
                .init(invariant: "objects", detail: "alive but unreachable from the application: \(leaked.joined(separator: ", "))"))
        }
        let unlisted = reachable.map(\.objectName).filter { !liveNames.contains($0) }
        if !unlisted.isEmpty {
            found.append(
                .init(invariant: "objects", detail: "reachable but not tracked by the app's runtime: \(unlisted.joined(separator: ", "))"))
        }
        let listed = ObjectsRenderer.lines(for: AppSnapshot.liveObjectGroups(of: app))
        if listed.first != "\(reachable.count) live object\(reachable.count == 1 ? "" : "s")" {
            found.append(.init(invariant: "objects", detail: "`objects` says '\(listed.first ?? "")' but \(reachable.count) are reachable"))
        }
        // The coordinators as the engine sees them, whatever the style: exactly the live ones,
        // but for a stopped one whose message waits in a queue (its reply is awaited, so the
        // queue keeps it alive; lesson 9 shows it with `holders`).
        let inTree = Set(app.coordinators.map { ObjectIdentifier($0.object) })
        let isCoordinator = { (object: Responder) in object is any Coordinating || object.objectKind == "coordinator" }
        let graph = OwnershipGraph(of: app)
        let heldByAQueue = { (object: Responder) in
            guard case .fromRoot(let chain) = graph.explain(object) else { return false }
            return chain.contains { $0.label == "queuedMessages" }
        }
        // The city-picker talk's temporary start: a screen keeps the coordinator it started in a
        // property of its own (the product screen's `nextCoordinator`), outside any tree.
        let heldByAScreen = { (object: Responder) in
            guard case .fromRoot(let chain) = graph.explain(object) else { return false }
            return chain.first?.object is ViewController
        }
        let extra = live.filter {
            isCoordinator($0) && !inTree.contains(ObjectIdentifier($0)) && !heldByAQueue($0) && !heldByAScreen($0)
        }
        let missing = inTree.subtracting(live.filter(isCoordinator).map(ObjectIdentifier.init))
        if !extra.isEmpty || !missing.isEmpty {
            found.append(.init(invariant: "objects", detail: "coordinators alive outside the tree: \(extra.map(\.objectName))"))
        }
    }

    private static func names(_ controllers: [ViewController]) -> String {
        "[" + controllers.map(\.objectName).joined(separator: ", ") + "]"
    }
}

/// Which objects an app keeps alive: a walk over every stored property (by reflection) from a
/// root, following strong references only. Weak fields are found by reading the sources (every
/// `weak var` and the type it is declared in), so a new one cannot be missed. Closures are opaque
/// to reflection: what only a closure captures is not reached (the app captures weakly).
enum StrongReferenceWalk {
    static func responders(from root: AnyObject) -> [Responder] {
        var result: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [Any] = [root]
        while let value = pending.popLast() {
            if value is String || value is Int || value is Bool || value is Double { continue }
            // Every responder refers to its runtime, which lists every object unretained: it
            // owns none of them, so nothing is reachable through it.
            if value is Runtime { continue }
            var mirror: Mirror? = Mirror(reflecting: value)
            if type(of: value) is AnyClass {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
                if let responder = object as? Responder { result.append(responder) }
            }
            while let current = mirror {
                let typeName = String(describing: current.subjectType).prefix { $0 != "<" }
                for child in current.children {
                    if let label = child.label, weakFields.contains("\(typeName).\(label)") { continue }
                    pending.append(child.value)
                }
                mirror = current.superclassMirror
            }
        }
        return result
    }

    /// `Type.field` for every `weak var` in the package's sources.
    static let weakFields: Set<String> = {
        var fields = Set<String>()
        let sources = PackagePaths.url("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let declaration = /(?:class|struct|enum|actor|extension)\s+(\w+)/
        let weakVar = /weak\s+var\s+(\w+)/
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            var currentType = ""
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if let match = line.firstMatch(of: declaration), !line.contains("func ") { currentType = String(match.1) }
                if let match = line.firstMatch(of: weakVar) { fields.insert("\(currentType).\(match.1)") }
            }
        }
        return fields
    }()
}
