import MarkdownModel

/// Markdown inline code (`like this`), which lessons use for conditions, start directives and
/// the commands their prose mentions.
enum InlineCode {
    /// The contents of each backtick span in `text`, in order, as the pages and the terminal
    /// read them; empty ones left out.
    static func spans(in text: String) -> [String] {
        MarkdownSpan.spans(parsing: text).compactMap { span in
            guard case .code(let code) = span, !code.isEmpty else { return nil }
            return code
        }
    }
}
