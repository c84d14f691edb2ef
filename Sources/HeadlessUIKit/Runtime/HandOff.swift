/// Something a coordinator (or the scene delegate) handed down to an object below it, and why:
/// the app's dependencies to a child coordinator, the edited user to each screen on the stack
/// that shows one (the city-picker talk's `UpdateableWithUser`).
public struct HandOff: Decision, Equatable {
    public let giver: ObjectName
    public let receiver: ObjectName
    /// What went down: `its dependencies (catalog, cart)`, `the user (Tokyo)`.
    public let what: String
    public let reason: String

    public init(from giver: ObjectName, to receiver: ObjectName, _ what: String, _ reason: String) {
        self.giver = giver
        self.receiver = receiver
        self.what = what
        self.reason = reason
    }

    public var decider: ObjectName { giver }

    public var summary: String { "\(giver) hands \(what) to \(receiver): \(reason)" }
}
