@testable import PlaygroundEngine

/// The tests' reference writer: any `SnapshotValue` as JSON with its members in the order given
/// (`state` sorts the model's), to hold `JSONWriter`'s escaping and layout to.
extension JSONWriter {
    /// `value` as pretty JSON text.
    static func pretty(_ value: SnapshotValue) -> String {
        var json = JSONWriter()
        json.value(value)
        return json.finish()
    }

    /// Writes a whole document, iteratively (an explicit stack), so a deep one cannot overflow
    /// the call stack.
    mutating func value(_ value: SnapshotValue) {
        enum Step {
            case value(SnapshotValue, key: String?)
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
                    for member in members.reversed() { pending.append(.value(member.value, key: member.key)) }
                }
            }
        }
    }
}

extension SnapshotValue {
    /// An object with these members, in this order.
    static func members(_ pairs: KeyValuePairs<String, SnapshotValue>) -> SnapshotValue {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }
}
