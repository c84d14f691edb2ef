@testable import Playground

/// The tests' reference writer: any `JSONValue` as `state` would print it. The app never writes
/// a `JSONValue` (`state` writes while walking the app), so this lives with the tests that hold
/// `state`'s writer to it.
extension JSONWriter {
    /// `value` as pretty JSON text.
    static func pretty(_ value: JSONValue) -> String {
        var json = JSONWriter()
        json.value(value)
        return json.finish()
    }

    /// Writes a whole document, iteratively (an explicit stack), so a deep one cannot overflow
    /// the call stack.
    mutating func value(_ value: JSONValue) {
        enum Step {
            case value(JSONValue, key: String?)
            case endArray, endObject
        }
        var pending: [Step] = [.value(value, key: nil)]
        while let step = pending.popLast() {
            switch step {
            case .endArray: endArray()
            case .endObject: endObject()
            case .value(let value, let key):
                if let key { self.key(string: key) }
                switch value {
                case .null: null()
                case .bool(let bool): self.bool(bool)
                case .int(let int): self.int(int)
                case .double(let double): self.double(double)
                case .string(let string): self.string(string)
                case .array(let elements):
                    beginArray()
                    pending.append(.endArray)
                    for element in elements.reversed() { pending.append(.value(element, key: nil)) }
                case .object(let members):
                    beginObject()
                    pending.append(.endObject)
                    for (key, member) in members.elements.reversed() { pending.append(.value(member, key: key)) }
                }
            }
        }
    }
}
