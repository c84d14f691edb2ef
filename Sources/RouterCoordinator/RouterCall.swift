import HeadlessUIKit

/// What a coordinator asked of its router, as the router was asked it: `RouterImp#3
/// popModule(): NavigationController#3 pops its top screen`.
/// A trace shows what the navigation controller then does (`~` lines); this says which call of
/// the router's made it do so. Recorded only with the decisions.
public struct RouterCall: Decision, Equatable {
    public enum Call: Equatable, Sendable {
        case present(ObjectName)
        case push(ObjectName, keepsCompletion: Bool)
        case popModule
        case dismissModule
        case setRootModule(ObjectName, hidesBar: Bool)
        case popToRootModule
    }

    public let router: ObjectName
    /// The navigation controller the router wraps.
    public let navigationController: ObjectName
    public let call: Call

    public init(_ router: ObjectName, on navigationController: ObjectName, _ call: Call) {
        self.router = router
        self.navigationController = navigationController
        self.call = call
    }

    public var summary: String {
        let navigation = navigationController
        return switch call {
        case .present(let module): "\(router) present(\(module)): \(navigation) presents it"
        case .push(let module, let keeps):
            "\(router) push(\(module)): \(navigation) pushes it" + (keeps ? "; the router keeps the completion it was given for when it pops it" : "")
        case .popModule: "\(router) popModule(): \(navigation) pops its top screen"
        case .dismissModule: "\(router) dismissModule(): \(navigation) dismisses what is presented over it"
        case .setRootModule(let module, let hidesBar):
            "\(router) setRootModule(\(module)): the whole stack of \(navigation), its navigation bar \(hidesBar ? "hidden" : "shown")"
        case .popToRootModule: "\(router) popToRootModule(): \(navigation) pops to its first screen"
        }
    }
}
