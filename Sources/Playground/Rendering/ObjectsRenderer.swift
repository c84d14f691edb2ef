import HeadlessUIKit

/// `objects`: every object of the app still alive, grouped by kind (in the order the kinds first
/// appeared), so a person sees what a finished flow left behind: a coordinator still alive after
/// its screens went away is the leak coordinator users keep reporting.
///
///     31 live objects
///     application        1  Application#1
///     coordinator        3  AppCoordinator#1, CatalogCoordinator#1, CartCoordinator#1
enum ObjectsRenderer {
    static func lines(for objects: [Responder], width: Int = 100) -> [String] {
        var kinds: [String] = []
        var byKind: [String: [String]] = [:]
        for object in objects {
            let kind = object.objectKind
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(object.objectName)
        }
        let kindWidth = kinds.map(\.count).max() ?? 0
        var lines = ["\(objects.count) live object\(objects.count == 1 ? "" : "s")"]
        for kind in kinds {
            let names = byKind[kind]!
            let head = kind.padding(to: kindWidth) + "  " + Columns.number(names.count, of: objects.count) + "  "
            lines += wrap(names, after: head, width: width)
        }
        return lines
    }

    /// Names after `head`, comma-separated, continued under the first name when a line is full.
    private static func wrap(_ names: [String], after head: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        var lineHasNames = false
        for (index, name) in names.enumerated() {
            let piece = name + (index == names.count - 1 ? "" : ",")
            if lineHasNames, line.count + 1 + piece.count > width {
                lines.append(line)
                line = indent
                lineHasNames = false
            }
            line += (lineHasNames ? " " : "") + piece
            lineHasNames = true
        }
        lines.append(line)
        return lines
    }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
