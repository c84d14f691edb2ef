/// One hop of a deep link on its way from the scene delegate to the screen it names: who passed
/// it on, to whom, by which call, and why there: `ShopSceneDelegate#1 → AppCoordinator#1.open(_:):
/// the scene delegate hands every link it can read to its coordinator`.
public struct RoutingHop: Decision, Equatable {
    public let from: ObjectName
    public let to: ObjectName
    /// The method called on `to`, as the source names it: `display(_:) .profile`.
    public let call: String
    public let reason: String

    public init(from: ObjectName, to: ObjectName, call: String, reason: String) {
        self.from = from
        self.to = to
        self.call = call
        self.reason = reason
    }

    public var decider: ObjectName { from }

    public var summary: String {
        from == to ? "route: \(from).\(call): \(reason)" : "route: \(from) → \(to).\(call): \(reason)"
    }
}
