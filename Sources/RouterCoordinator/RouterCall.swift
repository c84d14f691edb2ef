import HeadlessUIKit

/// What a coordinator asked of its router, as the router was asked it: `RouterImp#3
/// popModule(): NavigationController#3 pops its top screen`.
/// A trace shows what UIKit then does (`~` lines: the navigation controller's push, the
/// presentation from the controller that presents); this says which call of the router's made
/// it so. Recorded with the decisions: `trace all` prints it, and `why` tells it.
package struct RouterCall: Decision, Equatable {
    package enum Call: Equatable, Sendable {
        case present(ObjectName)
        case push(ObjectName, keepsCompletion: Bool)
        case popModule
        case dismissModule
        case setRootModule(ObjectName, hidesBar: Bool)
        case popToRootModule
    }

    package let router: ObjectName
    /// The navigation controller the router wraps.
    package let navigationController: ObjectName
    package let call: Call

    package init(_ router: ObjectName, on navigationController: ObjectName, _ call: Call) {
        self.router = router
        self.navigationController = navigationController
        self.call = call
    }

    package var decider: ObjectName { router }

    package var summary: String {
        let navigation = navigationController
        return switch call {
        case .present(let module): "\(router) present(\(module)): asks \(navigation) to present it"
        case .push(let module, let keeps):
            "\(router) push(\(module)): \(navigation) pushes it"
                + (keeps ? "; the router keeps the completion it was given for when it pops it" : "")
        case .popModule: "\(router) popModule(): \(navigation) pops its top screen"
        case .dismissModule: "\(router) dismissModule(): asks \(navigation) to dismiss what is presented"
        case .setRootModule(let module, let hidesBar):
            "\(router) setRootModule(\(module)): it becomes the whole stack of \(navigation), the navigation bar \(hidesBar ? "hidden" : "shown")"
        case .popToRootModule: "\(router) popToRootModule(): \(navigation) pops to its first screen"
        }
    }
}
