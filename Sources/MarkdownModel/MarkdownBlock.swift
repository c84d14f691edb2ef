/// One block of a Markdown document: what a renderer lays out as a unit.
package struct MarkdownBlock: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Its lines joined with a space (the files are hard-wrapped for an editor), and the
        /// spaces before its first line, which the terminal keeps.
        case paragraph(spans: [MarkdownSpan], indent: Int)
        /// `#### Title`: its level (1 to 6) and its text.
        case heading(level: Int, spans: [MarkdownSpan])
        /// Items one after another, all bullets or all numbered; anything else ends it.
        case list([MarkdownListItem])
        /// A fenced code block: its info string (`swift`, or empty) and its lines as written,
        /// indentation kept, fences dropped.
        case code(language: String, lines: [String])
    }

    package var kind: Kind
    /// A blank line between it and the block before: the terminal shows one as an empty row,
    /// and shows none between blocks written one under another.
    package var followsBlankLine: Bool

    package init(_ kind: Kind, followsBlankLine: Bool = false) {
        self.kind = kind
        self.followsBlankLine = followsBlankLine
    }

    /// Its text as a reader reads it, marks dropped: a code block's lines, a list's items, each
    /// on a line of its own.
    package var plainText: String {
        switch kind {
        case .paragraph(let spans, _), .heading(_, let spans): spans.plainText
        case .list(let items): items.map(\.spans.plainText).joined(separator: "\n")
        case .code(_, let lines): lines.joined(separator: "\n")
        }
    }
}
