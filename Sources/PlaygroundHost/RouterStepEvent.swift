import HeadlessUIKit

/// An event a router records (a call on it, a completion it ran), which `why` tells as the
/// router's step and the trace as a call or a callback. The router library's adapter marks its
/// events so; the engine reads no router type.
package protocol RouterStepEvent: RuntimeEvent {
    /// Whether it is a completion the router ran as UIKit told it a controller left, rather than
    /// a call the app's code made on the router.
    var isCallback: Bool { get }
}
