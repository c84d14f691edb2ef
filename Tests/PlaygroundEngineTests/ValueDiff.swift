/// The differences between two values of the same type, one line per changed field:
/// `controllers[HomeViewController#1].title: "Home" → "Shop"`. Read through `Mirror`, so it
/// works on any snapshot type without a conformance; only failing tests call it.
///
/// Lists whose elements carry an `id` (or a `name`, `kind` or `key`) are matched by it, so a
/// screen pushed in the middle of the tree reads as one added element, not as every later one
/// changed.
enum ValueDiff {
    static func lines(from old: Any, to new: Any) -> [String] {
        var lines: [String] = []
        differences(old, new, at: "", into: &lines)
        return lines
    }

    private static func differences(_ old: Any, _ new: Any, at path: String, into lines: inout [String]) {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let shown = path.isEmpty ? "the value" : path
        switch (oldMirror.displayStyle, newMirror.displayStyle) {
        case (.optional, .optional):
            switch (oldMirror.children.first?.value, newMirror.children.first?.value) {
            case (nil, nil): return
            case (let old?, let new?): differences(old, new, at: path, into: &lines)
            default: lines.append("\(shown): \(describe(old)) → \(describe(new))")
            }
        case (.collection, .collection), (.set, .set):
            collectionDifferences(oldMirror.children.map(\.value), newMirror.children.map(\.value), at: path, into: &lines)
        case (.dictionary, .dictionary):
            let entries = { (mirror: Mirror) in
                mirror.children.map { entry in
                    let pair = Mirror(reflecting: entry.value).children.map(\.value)
                    return (key: describe(pair[0]), value: pair[1])
                }
            }
            keyedDifferences(entries(oldMirror), entries(newMirror), at: path, into: &lines)
        case (.enum, .enum):
            let oldCase = oldMirror.children.first
            let newCase = newMirror.children.first
            if let oldCase, let newCase, oldCase.label == newCase.label {
                differences(oldCase.value, newCase.value, at: "\(path).\(oldCase.label ?? "")", into: &lines)
            } else if describe(old) != describe(new) {
                lines.append("\(shown): \(describe(old)) → \(describe(new))")
            }
        case (.struct, .struct), (.tuple, .tuple), (.class, .class):
            let newChildren = Array(newMirror.children)
            guard !(old is CustomStringConvertible), oldMirror.children.count == newChildren.count else {
                if describe(old) != describe(new) { lines.append("\(shown): \(describe(old)) → \(describe(new))") }
                return
            }
            for (index, child) in oldMirror.children.enumerated() {
                differences(child.value, newChildren[index].value, at: "\(path).\(child.label ?? String(index))", into: &lines)
            }
        default:
            if describe(old) != describe(new) { lines.append("\(shown): \(describe(old)) → \(describe(new))") }
        }
    }

    private static func collectionDifferences(_ old: [Any], _ new: [Any], at path: String, into lines: inout [String]) {
        if let oldKeys = keys(of: old), let newKeys = keys(of: new) {
            keyedDifferences(Array(zip(oldKeys, old)), Array(zip(newKeys, new)), at: path, into: &lines)
            let kept = Set(oldKeys).intersection(newKeys)
            let oldOrder = oldKeys.filter { kept.contains($0) }
            let newOrder = newKeys.filter { kept.contains($0) }
            if oldOrder != newOrder { lines.append("\(path): in the order \(list(oldOrder)) → \(list(newOrder))") }
            return
        }
        let oldLeaves = old.map(describe)
        let newLeaves = new.map(describe)
        if old.count != new.count, Set(oldLeaves).count == old.count,
            Set(newLeaves).count == new.count, (old + new).allSatisfy({ Mirror(reflecting: $0).children.isEmpty })
        {
            // Names or numbers, each once: what came and what went reads better than every shifted index.
            let removed = oldLeaves.filter { !Set(newLeaves).contains($0) }
            let added = newLeaves.filter { !Set(oldLeaves).contains($0) }
            if !removed.isEmpty { lines.append("\(path): removed \(removed.joined(separator: ", "))") }
            if !added.isEmpty { lines.append("\(path): added \(added.joined(separator: ", "))") }
            if removed.isEmpty && added.isEmpty { lines.append("\(path): \(list(oldLeaves)) → \(list(newLeaves))") }
            return
        }
        for index in 0..<min(old.count, new.count) { differences(old[index], new[index], at: "\(path)[\(index)]", into: &lines) }
        for index in new.count..<max(new.count, old.count) { lines.append("\(path)[\(index)]: removed \(describe(old[index]))") }
        for index in old.count..<max(new.count, old.count) { lines.append("\(path)[\(index)]: added \(describe(new[index]))") }
    }

    private static func list(_ leaves: [String]) -> String { "[" + leaves.joined(separator: ", ") + "]" }

    /// Entries matched by key: those in both compared, the others listed as removed or added.
    private static func keyedDifferences(
        _ old: [(key: String, value: Any)], _ new: [(key: String, value: Any)], at path: String, into lines: inout [String]
    ) {
        let newByKey = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(\.key))
        for (key, value) in old {
            if let newValue = newByKey[key] {
                differences(value, newValue, at: "\(path)[\(key)]", into: &lines)
            } else {
                lines.append("\(path)[\(key)]: removed \(describe(value))")
            }
        }
        for (key, value) in new where !oldKeys.contains(key) { lines.append("\(path)[\(key)]: added \(describe(value))") }
    }

    /// Each element's identifying field as text, when every element has one and no two share it.
    private static func keys(of elements: [Any]) -> [String]? {
        var keys: [String] = []
        for element in elements {
            let children = Mirror(reflecting: element).children
            guard let key = ["id", "name", "kind", "key"].lazy.compactMap({ label in children.first { $0.label == label } }).first
            else { return nil }
            keys.append(describe(key.value))
        }
        return Set(keys).count == keys.count ? keys : nil
    }

    /// A value as a line shows it: text quoted, an optional unwrapped or `nil`.
    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        }
        if let text = value as? String { return String(reflecting: text) }
        if let described = value as? CustomStringConvertible { return described.description }
        return String(describing: value).replacing("PlaygroundEngine.", with: "")
    }
}
