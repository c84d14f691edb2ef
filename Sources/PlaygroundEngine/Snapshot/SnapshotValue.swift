/// The app's data as a value: what `SnapshotValueEncoder` makes of any `Encodable`. Objects keep
/// their members in the order they were encoded; `state` sorts them when it prints.
package enum SnapshotValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SnapshotValue])
    case object([Member])

    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: SnapshotValue
    }
}

extension SnapshotValue {
    package subscript(key: String) -> SnapshotValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A scalar as text: what `model PATH = VALUE` and `contains` compare.
    package var scalarText: String? {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .array, .object: nil
        }
    }

    /// A value inside this one by a dotted path: `user.city`, `orders.0.total`.
    package func value(atPath path: String) -> SnapshotValue? {
        var current: SnapshotValue? = self
        for key in path.split(separator: ".").map(String.init) {
            if let index = Int(key), case .array(let elements)? = current {
                current = elements.indices.contains(index) ? elements[index] : nil
            } else {
                current = current?[key]
            }
        }
        return current
    }

    /// Whether any text inside this value (a string, or one nested in a list or an object, like
    /// a city's `name` in a list of cities) contains `needle` (lower-cased). The model is a few
    /// levels deep, so walking it with a list of pending values is plenty.
    package func containsText(_ needle: String) -> Bool {
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .array(let elements): pending += elements
            case .object(let members): pending += members.map(\.value)
            default: if value.scalarText?.lowercased().contains(needle) ?? false { return true }
            }
        }
        return false
    }
}
