/// A count a goal asks for: `= 0` when nothing may be left alive, `>= 1` when at least one
/// must be there.
struct CountComparison: Equatable, Sendable, CustomStringConvertible {
    enum Operator: String, CaseIterable, Sendable {
        case equal = "="
        case atLeast = ">="
        case atMost = "<="
        case moreThan = ">"
        case fewerThan = "<"
    }

    let comparison: Operator
    let value: Int

    init(_ operatorText: String, _ valueText: String) throws(GoalConditionError) {
        guard let comparison = Operator(rawValue: operatorText) else {
            throw GoalConditionError(message: "expected one of = >= <= > < before the number, not '\(operatorText)'")
        }
        guard let value = Int(valueText), value >= 0 else {
            throw GoalConditionError(message: "expected a number, not '\(valueText)'")
        }
        self.comparison = comparison
        self.value = value
    }

    func admits(_ count: Int) -> Bool {
        switch comparison {
        case .equal: count == value
        case .atLeast: count >= value
        case .atMost: count <= value
        case .moreThan: count > value
        case .fewerThan: count < value
        }
    }

    var description: String { "\(comparison.rawValue) \(value)" }
}
