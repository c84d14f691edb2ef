/// An item of a list, its continuation lines joined to it.
public struct MarkdownListItem: Equatable, Sendable {
    /// As written, with the space after it: `- `, `* `, `2. `.
    public var marker: String
    public var spans: [MarkdownSpan]
    /// The spaces before the marker: an item under another is indented.
    public var indent: Int
    /// A blank line between it and the item before (a loose list): the terminal keeps it.
    public var followsBlankLine: Bool

    public init(marker: String, spans: [MarkdownSpan], indent: Int = 0, followsBlankLine: Bool = false) {
        self.marker = marker
        self.spans = spans
        self.indent = indent
        self.followsBlankLine = followsBlankLine
    }

    /// `1. ` or `2) `: a numbered item, not a bullet.
    public var isNumbered: Bool { marker.first?.isNumber == true }
}
