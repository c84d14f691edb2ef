import Foundation
import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

extension Session {
    /// A session of the shop after `lines`, each of which must succeed.
    static func shop(after lines: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        for line in lines {
            let result = session.execute(line)
            #expect(!result.isError, "\(line): \(result.output)", sourceLocation: sourceLocation)
        }
        return session
    }

    var picture: Picture { Picture(snapshot: appSnapshot()!, story: lastCommandStory()) }
}

extension String {
    /// Where `text` first occurs, as an offset in Characters, or nil.
    func offset(of text: String) -> Int? {
        range(of: text).map { distance(from: startIndex, to: $0.lowerBound) }
    }

    /// The markup of the first `<g class="NAME"…>` group through its closing tag, nesting
    /// counted, or nil.
    func group(classed name: String) -> String? {
        guard let start = range(of: "<g class=\"\(name)\"") else { return nil }
        var depth = 0
        var index = start.lowerBound
        while index < endIndex {
            if self[index...].hasPrefix("<g ") || self[index...].hasPrefix("<g>") {
                depth += 1
            } else if self[index...].hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return String(self[start.lowerBound..<self.index(index, offsetBy: 4)]) }
            }
            index = self.index(after: index)
        }
        return nil
    }

    /// The text of every `<text …>` element, in document order, with XML's five entities read back.
    var texts: [String] {
        var found: [String] = []
        var rest = self[...]
        while let open = rest.range(of: "<text"), let close = rest[open.upperBound...].range(of: ">"),
            let end = rest[close.upperBound...].range(of: "</text>")
        {
            found.append(
                String(rest[close.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end.upperBound...]
        }
        return found
    }
}
