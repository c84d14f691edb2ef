import OrderedCollections

/// A JSON document built in memory with its keys in the order they were added, so `state` reads
/// the same on every run (no dictionary order) and in an order a person reads well (`id` first).
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

    /// Frees a document one container at a time. Letting a deep document (`state` of a 10,000-deep
    /// chain of screens) go out of scope frees it recursively, one call per level, which overflows
    /// a thread's stack; here each container is freed while its members are still held by the
    /// work list, so no freeing reaches more than one level down.
    static func dismantle(_ value: consuming JSONValue) {
        var pending = [consume value]
        while let next = pending.popLast() {
            switch next {
            case .array(let elements): pending += elements
            case .object(let members): pending += members.values
            default: break
            }
        }
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON (the app's `ModelSnapshot`, encoded by `JSONEncoder`) with its object keys
    /// sorted, since the decoder does not keep the original order.
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
