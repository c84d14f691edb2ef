/// Markdown inline code (`like this`), which lessons use for conditions, start directives and
/// the commands their prose mentions.
enum InlineCode {
    /// The contents of each backtick span in `text`, in order (single backticks only).
    static func spans(in text: String) -> [String] {
        var spans: [String] = []
        var current: String?
        for character in text {
            if character == "`" {
                if let span = current {
                    if !span.isEmpty { spans.append(span) }
                    current = nil
                } else {
                    current = ""
                }
            } else {
                current?.append(character)
            }
        }
        return spans
    }
}
