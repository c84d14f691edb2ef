/// How goal checks read the `state` JSON (issue 4 fixes its keys): controllers and coordinators
/// are objects with an `id` like `ProductViewController#3` and usually a `type`; a reference to
/// one may also be just its id. Reading is lenient about which of the two it meets, so goals do
/// not depend on how much the engine chose to inline.
extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// A scalar as text: what `model PATH = VALUE` and `contains` compare.
    var scalarText: String? {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .array, .object: nil
        }
    }

    /// The type of the controller or coordinator this value is or refers to: its `type`, else
    /// the part of its id before `#`.
    var typeName: String? {
        if let type = self["type"]?.scalarText { return type }
        let id = self["id"]?.scalarText ?? scalarText
        return id.map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
    }

    /// This value and every object nested in it, depth first, in document order.
    var allObjects: [JSONValue] {
        switch self {
        case .object(let members): [self] + members.values.flatMap(\.allObjects)
        case .array(let elements): elements.flatMap(\.allObjects)
        default: []
        }
    }

    /// The coordinator tree's nodes (the top may be one node or a list), following `children`.
    var coordinatorNodes: [JSONValue] {
        let tops = elements ?? [self]
        return tops.flatMap { node -> [JSONValue] in
            guard case .object = node else { return [] }
            return [node] + (node["children"]?.coordinatorNodes ?? [])
        }
    }

    /// Whether any text inside this value (a string, or one nested in a list or an object, like
    /// a city's `name` in a list of cities) contains `needle` (lower-cased).
    func containsText(_ needle: String) -> Bool {
        switch self {
        case .array(let elements): elements.contains { $0.containsText(needle) }
        case .object(let members): members.values.contains { $0.containsText(needle) }
        default: scalarText?.lowercased().contains(needle) ?? false
        }
    }

    /// Whether this control (an entry of `controls`) shows `needle` (lower-cased): in its label,
    /// a field's text, or a list's rows. Not its id or kind, which the learner does not read.
    func showsText(_ needle: String) -> Bool {
        ["label", "text", "rows"].contains { self[$0]?.containsText(needle) ?? false }
    }

    /// A value inside `model` by a dotted path: `user.city`, `cart.lines.0.product`.
    func value(atPath path: String) -> JSONValue? {
        var current: JSONValue? = self
        for key in path.split(separator: ".").map(String.init) {
            if let index = Int(key), let elements = current?.elements {
                current = elements.indices.contains(index) ? elements[index] : nil
            } else {
                current = current?[key]
            }
        }
        return current
    }
}

extension String {
    /// Whether a type name from the app is the one a goal names (names compare without case).
    func isType(_ name: String) -> Bool {
        lowercased() == name.lowercased()
    }
}
