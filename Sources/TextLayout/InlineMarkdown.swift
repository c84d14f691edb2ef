import MarkdownModel

/// A block's inline Markdown as the terminal shows it: `**strong**` in bold, `*emphasis*`
/// underlined, code marked (in single quotes where no mark can be shown), and a link as its text
/// with its destination after it in parentheses, for a terminal cannot follow it.
enum InlineMarkdown {
    static func spans(of spans: [MarkdownSpan], plain: Bool) -> [TextSpan] {
        guard !spans.isEmpty else { return [TextSpan("")] }
        return spans.map { span in
            switch span {
            case .text(let text): TextSpan(text)
            case .code(let code): TextSpan(plain ? "'\(code)'" : code, .code)
            case .strong(let text): TextSpan(text, .strong)
            case .emphasis(let text): TextSpan(text, .emphasis)
            case .link(let text, let destination): TextSpan("\(text) (\(destination))")
            }
        }
    }
}
