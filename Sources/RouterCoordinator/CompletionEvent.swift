import HeadlessUIKit

/// A router ran the completion it kept for a controller that left its stack:
/// `RouterImp#3 runs the completion for AccountViewController#1 (popModule)`.
package struct CompletionEvent: RuntimeEvent, Equatable {
    /// What made the router run it.
    package enum Trigger: String, Sendable {
        case popModule
        case popToRootModule
        /// The router, as the navigation controller's delegate, saw the controller leave.
        case didShow = "didShow: it left the stack"
    }
    package let router: ObjectName
    package let controller: ObjectName
    package let trigger: Trigger

    package var summary: String {
        "\(router) runs the completion for \(controller) (\(trigger.rawValue))"
    }
}
