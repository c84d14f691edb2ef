/// What UIKit raises as an uncaught Objective-C exception: on a device the app terminates. Here
/// the runtime records it and stops (`Runtime.terminate(with:)`): the model changes nothing
/// more, and whoever runs the app decides what to do with it.
public struct Crash: RuntimeEvent, Equatable, Sendable {
    /// The exception's class, as the console names it.
    public enum Name: String, Sendable {
        case invalidArgument = "NSInvalidArgumentException"
        case internalInconsistency = "NSInternalInconsistencyException"
    }

    public let name: Name
    /// UIKit's reason, with object names where UIKit prints `<Type: 0x…>`.
    public let reason: String

    public init(_ name: Name, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The line the console prints as the app terminates.
    public var consoleText: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
    }

    public var summary: String { "crash: " + consoleText }
}
