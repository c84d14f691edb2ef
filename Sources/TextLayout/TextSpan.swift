/// A run of text with one emphasis, as lesson Markdown asks for it; a terminal with colour shows
/// the emphasis, a pipe only the text.
package struct TextSpan: Equatable, Sendable {
    package enum Emphasis: Equatable, Sendable {
        case none
        /// `**strong**` and headings.
        case strong
        /// `*emphasis*`.
        case emphasis
        /// `` `inline code` `` and the lines of a code block.
        case code
        /// The rule beside a code block.
        case rule
    }

    package var text: String
    package var emphasis: Emphasis

    package init(_ text: String, _ emphasis: Emphasis = .none) {
        self.text = text
        self.emphasis = emphasis
    }
}
