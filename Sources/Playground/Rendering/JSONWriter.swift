/// Writes a `JSONValue` as pretty JSON with two-space indentation. Iterative (an explicit stack
/// of open containers), so a deep document cannot overflow the call stack; indentation stops
/// growing after `indentLimit` levels, so writing costs time in proportion to the document.
enum JSONWriter {
    static func pretty(_ value: JSONValue) -> String {
        var output = ""
        // Each frame is an open container and the members still to write.
        enum Pending {
            case value(JSONValue, depth: Int, key: String?, isLast: Bool)
            case close(String, depth: Int, isLast: Bool)
        }
        var pending: [Pending] = [.value(value, depth: 0, key: nil, isLast: true)]
        while let item = pending.popLast() {
            switch item {
            case .close(let bracket, let depth, let isLast):
                output += "\n" + indent(depth) + bracket + (isLast ? "" : ",")
            case .value(let value, let depth, let key, let isLast):
                if depth > 0 { output += "\n" }
                output += indent(depth)
                if let key { output += quoted(key) + ": " }
                let comma = isLast ? "" : ","
                switch value {
                case .array(let elements) where !elements.isEmpty:
                    output += "["
                    pending.append(.close("]", depth: depth, isLast: isLast))
                    for (index, element) in elements.enumerated().reversed() {
                        pending.append(.value(element, depth: depth + 1, key: nil, isLast: index == elements.count - 1))
                    }
                case .object(let members) where !members.isEmpty:
                    output += "{"
                    pending.append(.close("}", depth: depth, isLast: isLast))
                    for (index, member) in members.elements.enumerated().reversed() {
                        pending.append(.value(member.value, depth: depth + 1, key: member.key, isLast: index == members.count - 1))
                    }
                default:
                    output += scalar(value) + comma
                }
            }
        }
        return output
    }

    static let indentLimit = 40

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: min(depth, indentLimit)) }

    private static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case .double(let double): double.isFinite ? String(double) : "null"
        case .string(let string): quoted(string)
        case .array: "[]"
        case .object: "{}"
        }
    }

    /// A JSON string literal; non-ASCII text is written as is (JSON is UTF-8).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
