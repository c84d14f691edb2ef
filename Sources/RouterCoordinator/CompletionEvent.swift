import HeadlessUIKit

/// A router ran the completion it kept for a controller that left its stack:
/// `RouterImp#3 runs the completion for AccountViewController#1 (popModule)`.
public struct CompletionEvent: RuntimeEvent, Equatable {
    /// What made the router run it.
    public enum Trigger: String, Sendable {
        case popModule
        case popToRootModule
        /// The router, as the navigation controller's delegate, saw the controller leave.
        case didShow = "didShow: it left the stack"
    }
    public let router: ObjectName
    public let controller: ObjectName
    public let trigger: Trigger

    public var summary: String {
        "\(router) runs the completion for \(controller) (\(trigger.rawValue))"
    }
}
