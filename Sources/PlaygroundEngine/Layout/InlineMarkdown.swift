/// Markdown's inline marks in one block of prose: `**strong**`, `*emphasis*` and `` `code` ``
/// become spans, their markers dropped. A marker without its closing one is text.
enum InlineMarkdown {
    static func spans(of text: String, plain: Bool) -> [TextSpan] {
        var spans: [TextSpan] = []
        var plainText = ""
        func add(_ text: Substring, _ emphasis: TextSpan.Emphasis) {
            if !plainText.isEmpty { spans.append(TextSpan(plainText)) }
            plainText = ""
            spans.append(TextSpan(plain && emphasis == .code ? "'\(text)'" : String(text), emphasis))
        }
        var rest = text[...]
        while let character = rest.first {
            if character == "\\", let escaped = rest.dropFirst().first, escaped.isPunctuation || escaped.isSymbol {
                plainText.append(escaped)
                rest = rest.dropFirst(2)
            } else if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                add(rest[rest.index(after: rest.startIndex)..<end], .code)
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).firstRange(of: "**"),
                end.lowerBound > rest.index(rest.startIndex, offsetBy: 2)
            {
                add(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound], .strong)
                rest = rest[end.upperBound...]
            } else if character == "*", let next = rest.dropFirst().first, next != " ", next != "*",
                let end = rest.dropFirst().firstIndex(of: "*")
            {
                add(rest[rest.index(after: rest.startIndex)..<end], .emphasis)
                rest = rest[rest.index(after: end)...]
            } else {
                plainText.append(character)
                rest = rest.dropFirst()
            }
        }
        if !plainText.isEmpty || spans.isEmpty { spans.append(TextSpan(plainText)) }
        return spans
    }
}
