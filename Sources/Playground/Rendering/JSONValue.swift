import OrderedCollections

/// A JSON document in memory with its keys in the order they were added: what goal checks read
/// `state` into (`AppProbe`). `state` itself writes its text directly (`JSONWriter`).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(OrderedDictionary<String, JSONValue>)

    static func string(_ optional: String?) -> JSONValue { optional.map(JSONValue.string) ?? .null }
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}

extension JSONValue: Decodable {
    /// Reads any JSON (the `state` text, for goal checks) with its object keys sorted, since the
    /// decoder does not keep the original order.
    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var members = OrderedDictionary<String, JSONValue>()
            for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? single.decode(Int.self) {
                self = .int(int)
            } else if let double = try? single.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
}

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
