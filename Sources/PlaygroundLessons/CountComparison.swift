/// A count a goal asks for: `= 0` when nothing may be left alive, `>= 1` when at least one
/// must be there.
public struct CountComparison: Equatable, Sendable, CustomStringConvertible {
    public enum Operator: String, CaseIterable, Sendable {
        case equal = "="
        case atLeast = ">="
        case atMost = "<="
        case moreThan = ">"
        case fewerThan = "<"
    }

    public let comparison: Operator
    public let value: Int

    public init(_ operatorText: String, _ valueText: String) throws(GoalConditionError) {
        guard let comparison = Operator(rawValue: operatorText) else {
            throw GoalConditionError(message: "expected one of = >= <= > < before the number, not '\(operatorText)'")
        }
        guard let value = Int(valueText), value >= 0 else {
            throw GoalConditionError(message: "expected a number, not '\(valueText)'")
        }
        self.comparison = comparison
        self.value = value
    }

    public func admits(_ count: Int) -> Bool {
        switch comparison {
        case .equal: count == value
        case .atLeast: count >= value
        case .atMost: count <= value
        case .moreThan: count > value
        case .fewerThan: count < value
        }
    }

    public var description: String { "\(comparison.rawValue) \(value)" }
}
