import HeadlessUIKit
import PlaygroundHost

/// A choice among an enumeration's raw values, case-insensitive, with "did you mean".
enum Choice {
    /// One of `choices` as the table spells it.
    static func pick(_ typed: String, among choices: [String], what: String) throws(CommandError) -> String {
        guard let choice = choices.first(where: { $0.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown(what, typed, among: choices)
        }
        return choice
    }

    static func pick<Value: RawRepresentable & CaseIterable>(_ typed: String, as _: Value.Type, what: String) throws(CommandError) -> Value
    where Value.RawValue == String {
        guard let value = Value.allCases.first(where: { $0.rawValue.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown(what, typed, among: Value.allCases.map(\.rawValue))
        }
        return value
    }
}
