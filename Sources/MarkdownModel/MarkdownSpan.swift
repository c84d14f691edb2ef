/// A run of a block's text with the one inline mark it has. Marks do not nest: the lessons
/// never put one inside another, and the terminal could not show it.
package enum MarkdownSpan: Equatable, Sendable {
    case text(String)
    /// `` `code` ``: a command to type, a type's name, a trace line.
    case code(String)
    /// `**strong**`.
    case strong(String)
    /// `*emphasis*`.
    case emphasis(String)
    /// `[text](destination)`.
    case link(text: String, destination: String)

    /// What a reader reads of it, without its marks.
    package var text: String {
        switch self {
        case .text(let text), .code(let text), .strong(let text), .emphasis(let text): text
        case .link(let text, _): text
        }
    }
}

extension [MarkdownSpan] {
    /// What a reader reads of the spans, marks dropped.
    package var plainText: String { map(\.text).joined() }
}

extension MarkdownSpan {
    /// The spans of one block's text (see `InlineMarkdownParser`), for text that is not a whole
    /// document: a goal's words, a `Start:` line.
    package static func spans(parsing text: some StringProtocol) -> [MarkdownSpan] {
        InlineMarkdownParser.spans(of: text)
    }
}
