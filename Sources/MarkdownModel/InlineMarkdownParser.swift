/// Markdown's inline marks in one block's text: `` `code` ``, `**strong**`, `*emphasis*` and
/// `[text](destination)` become spans, their marks dropped, and `\*` is a literal `*`. A mark
/// without its closing one is text. Read left to right, each mark's text as it is: marks do not
/// nest, so a `*` inside backticks is code, and backticks inside `**` are strong text.
enum InlineMarkdownParser {
    static func spans(of text: some StringProtocol) -> [MarkdownSpan] {
        var spans: [MarkdownSpan] = []
        var plain = ""
        func add(_ span: MarkdownSpan) {
            if !plain.isEmpty { spans.append(.text(plain)) }
            plain = ""
            spans.append(span)
        }
        var rest = Substring(text)
        while let character = rest.first {
            if character == "\\", let escaped = rest.dropFirst().first, escaped.isPunctuation || escaped.isSymbol {
                plain.append(escaped)
                rest = rest.dropFirst(2)
            } else if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                add(.code(String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).firstRange(of: "**"),
                end.lowerBound > rest.index(rest.startIndex, offsetBy: 2)
            {
                add(.strong(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
                rest = rest[end.upperBound...]
            } else if character == "*", let next = rest.dropFirst().first, next != " ", next != "*",
                let end = rest.dropFirst().firstIndex(of: "*")
            {
                add(.emphasis(String(rest[rest.index(after: rest.startIndex)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if character == "[", let link = link(at: rest) {
                add(.link(text: link.text, destination: link.destination))
                rest = rest[link.end...]
            } else {
                plain.append(character)
                rest = rest.dropFirst()
            }
        }
        if !plain.isEmpty { spans.append(.text(plain)) }
        return spans
    }

    /// `[text](destination)` at the start of `text`: a text without `]` and a destination
    /// without spaces or `)`, both not empty.
    private static func link(at text: Substring) -> (text: String, destination: String, end: Substring.Index)? {
        let afterOpen = text.dropFirst()
        guard let close = afterOpen.firstIndex(of: "]"), close > afterOpen.startIndex else { return nil }
        let afterClose = text[text.index(after: close)...]
        guard afterClose.first == "(" else { return nil }
        let destinationStart = afterClose.dropFirst()
        guard let end = destinationStart.firstIndex(of: ")"), end > destinationStart.startIndex else { return nil }
        let destination = destinationStart[..<end]
        guard !destination.contains(where: \.isWhitespace), !afterOpen[..<close].contains("\n") else { return nil }
        return (String(afterOpen[..<close]), String(destination), text.index(after: end))
    }
}
