/// A decision of an app's own code, where the app overrides what its library would do (a parent
/// that asks a finishing child for its result first): `ProfileEditingCoordinator#1
/// coordinatorDidFinish(CityPickerCoordinator#1): …`.
public struct AppDecision: Decision, Equatable {
    public let decider: ObjectName
    /// The method as its source names it, with its arguments: `coordinatorDidFinish(CityPickerCoordinator#1)`.
    public let call: String
    public let reason: String

    public init(_ decider: ObjectName, _ call: String, _ reason: String) {
        self.decider = decider
        self.call = call
        self.reason = reason
    }

    public var summary: String { "\(decider) \(call): \(reason)" }
}
