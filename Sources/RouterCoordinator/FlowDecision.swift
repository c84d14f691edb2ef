import HeadlessUIKit

/// One decision of the ApplicationCoordinator README's `BaseCoordinator` about its children:
/// a child kept (`addDependency`, once), a child added twice and ignored, a child and its whole
/// subtree let go (`removeDependency`). Printed by `trace all`, told by `why`.
package struct FlowDecision: Decision, Equatable {
    package enum Step: Equatable, Sendable {
        case addDependency(ObjectName)
        case alreadyChild(ObjectName)
        /// `emptied`: the coordinators below the child whose children were cleared first.
        case removeDependency(ObjectName, emptied: [ObjectName])
    }

    package let coordinator: ObjectName
    package let step: Step

    package init(_ coordinator: ObjectName, _ step: Step) {
        self.coordinator = coordinator
        self.step = step
    }

    package var decider: ObjectName { coordinator }

    package var summary: String {
        switch step {
        case .addDependency(let child):
            return "\(coordinator) addDependency(\(child)): keeps it in my childCoordinators, which is what keeps it alive"
        case .alreadyChild(let child):
            return "\(coordinator) addDependency(\(child)): already a child, nothing to do (only unique objects)"
        case .removeDependency(let child, let emptied):
            let below = emptied.isEmpty ? "" : ", after emptying the children of \(emptied.map(\.description).joined(separator: ", "))"
            return "\(coordinator) removeDependency(\(child)): lets it go\(below); nothing else keeps a finished flow alive"
        }
    }
}

extension Coordinator {
    /// How a trace names a coordinator: every one the apps make is a named `Responder`; any other
    /// is named by its type.
    var traceName: ObjectName {
        (self as? Responder)?.objectID ?? ObjectName(typeName: String(describing: type(of: self)), number: 0)
    }
}
