import MarkdownModel

/// Lesson Markdown as HTML, drawn from the blocks the terminal lays out too: paragraphs, lists,
/// headings and code blocks, with code, strong, emphasis and links inline. Every text escaped;
/// a link is a link only to an `http` or `https` address, any other destination (a
/// `javascript:` one) is shown as text, so a page stays safe whatever a lesson file says.
package enum MarkdownHTML {
    package static func html(of document: MarkdownDocument) -> String {
        document.blocks.map(html(of:)).joined()
    }

    package static func html(of block: MarkdownBlock) -> String {
        switch block.kind {
        case .paragraph(let spans, _):
            return "<p>" + html(of: spans) + "</p>\n"
        case .heading(let level, let spans):
            // Under the page's own headings (the lesson's h2, a frame's h2).
            let tag = "h\(min(6, level + 3))"
            return "<\(tag)>" + html(of: spans) + "</\(tag)>\n"
        case .list(let items):
            let numbered = items.first?.isNumbered == true
            let start = numbered ? Int(items[0].marker.prefix(while: \.isNumber)) ?? 1 : 1
            let open = numbered ? (start == 1 ? "<ol>" : "<ol start=\"\(start)\">") : "<ul>"
            return open + items.map { "<li>" + html(of: $0.spans) + "</li>" }.joined() + (numbered ? "</ol>\n" : "</ul>\n")
        case .code(let language, let lines):
            let marked = language.isEmpty ? "" : " data-language=\"\(SVGText.escaped(language))\""
            return "<pre><code\(marked)>" + SVGText.escaped(lines.joined(separator: "\n")) + "</code></pre>\n"
        }
    }

    package static func html(of spans: [MarkdownSpan]) -> String {
        spans.map { span in
            switch span {
            case .text(let text): SVGText.escaped(text)
            case .code(let code): "<code>" + SVGText.escaped(code) + "</code>"
            case .strong(let text): "<strong>" + SVGText.escaped(text) + "</strong>"
            case .emphasis(let text): "<em>" + SVGText.escaped(text) + "</em>"
            case .link(let text, let destination):
                isWebAddress(destination)
                    ? "<a href=\"\(SVGText.escaped(destination))\">" + SVGText.escaped(text) + "</a>"
                    : SVGText.escaped(text) + " (" + SVGText.escaped(destination) + ")"
            }
        }.joined()
    }

    private static func isWebAddress(_ destination: String) -> Bool {
        let lowercased = destination.lowercased()
        return lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://")
    }
}
