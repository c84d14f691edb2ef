/// A lesson's Markdown as HTML, for the page that shows a step's text: paragraphs, lists, code
/// blocks, and inline `code`, **strong** and *emphasis*. Only what the lesson files use; any
/// other Markdown stays as written, escaped. The learner follows the step on the page, so its
/// commands and the trace lines it quotes must read as code there, as they do in the file.
enum LessonMarkdown {
    /// The blocks of `markdown`, each a paragraph, a list or a fenced code block.
    static func html(_ markdown: String) -> String {
        var html = ""
        var paragraph: [String] = []
        var list: [String] = []
        var code: [String]?
        func flush() {
            if !paragraph.isEmpty { html += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n" }
            if !list.isEmpty { html += "<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>\n" }
            paragraph = []
            list = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if var lines = code {
                if trimmed.hasPrefix("```") {
                    html += "<pre><code>" + SVGText.escaped(lines.joined(separator: "\n")) + "</code></pre>\n"
                    code = nil
                } else {
                    lines.append(line)
                    code = lines
                }
            } else if trimmed.hasPrefix("```") {
                flush()
                code = []
            } else if trimmed.isEmpty {
                flush()
            } else if trimmed.hasPrefix("- ") {
                if !paragraph.isEmpty { flush() }
                list.append(String(trimmed.dropFirst(2)))
            } else if !list.isEmpty && line.hasPrefix(" ") {
                list[list.count - 1] += " " + trimmed
            } else {
                if !list.isEmpty { flush() }
                paragraph.append(trimmed)
            }
        }
        if let lines = code { html += "<pre><code>" + SVGText.escaped(lines.joined(separator: "\n")) + "</code></pre>\n" }
        flush()
        return html
    }

    /// One line's inline Markdown: text between backticks as code, the rest escaped with its
    /// `**strong**` and `*emphasis*`.
    static func inline(_ text: String) -> String {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        // An unmatched backtick stays as it is.
        guard pieces.count % 2 == 1 else { return emphasised(SVGText.escaped(text)) }
        return pieces.enumerated().map { index, piece in
            index.isMultiple(of: 2) ? emphasised(SVGText.escaped(String(piece))) : "<code>" + SVGText.escaped(String(piece)) + "</code>"
        }.joined()
    }

    private static func emphasised(_ text: String) -> String {
        wrapped(wrapped(text, in: "**", as: "strong"), in: "*", as: "em")
    }

    /// `text` with each pair of `marker`s around a run of text made an element `name`.
    private static func wrapped(_ text: String, in marker: String, as name: String) -> String {
        let pieces = text.components(separatedBy: marker)
        guard pieces.count >= 3 else { return text }
        var result = pieces[0]
        var index = 1
        while index < pieces.count {
            if index + 1 < pieces.count, !pieces[index].isEmpty, pieces[index].first != " " {
                result += "<\(name)>" + pieces[index] + "</\(name)>" + pieces[index + 1]
                index += 2
            } else {
                result += marker + pieces[index]
                index += 1
            }
        }
        return result
    }
}
