/// An item of a list, its continuation lines joined to it.
package struct MarkdownListItem: Equatable, Sendable {
    /// As written, with the space after it: `- `, `* `, `2. `.
    package var marker: String
    package var spans: [MarkdownSpan]
    /// The spaces before the marker: an item under another is indented.
    package var indent: Int
    /// A blank line between it and the item before (a loose list): the terminal keeps it.
    package var followsBlankLine: Bool

    package init(marker: String, spans: [MarkdownSpan], indent: Int = 0, followsBlankLine: Bool = false) {
        self.marker = marker
        self.spans = spans
        self.indent = indent
        self.followsBlankLine = followsBlankLine
    }

    /// `1. ` or `2) `: a numbered item, not a bullet.
    package var isNumbered: Bool { marker.first?.isNumber == true }
}
