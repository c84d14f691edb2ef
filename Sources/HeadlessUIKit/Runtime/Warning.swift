/// What UIKit prints to the console instead of doing what was asked (presenting on a controller
/// that already presents, pushing a controller twice).
public struct Warning: RuntimeEvent, Equatable {
    public let message: String
    public init(message: String) { self.message = message }
    public var summary: String { "warning: \(message)" }
    public var isConsoleWarning: Bool { true }
}
