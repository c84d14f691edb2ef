/// A lesson's Markdown (or `help`'s prose) read once into blocks and spans: the terminal lays
/// it out and the pages draw it as HTML from this one value, so the two cannot read the text
/// differently. Only what the lessons use: paragraphs, fenced code with its language, lists,
/// headings; code, strong, emphasis and links inline. Anything else stays text, as written.
///
/// Written here rather than taken from a package. swift-markdown is not among the packages this
/// project can build with; JohnSundell/Ink 0.6.0 is, but Ink turns Markdown into an HTML string
/// and gives no tree, so the terminal could not lay out what it read, and the two would read a
/// lesson differently again. It costs more to build, too: a clean debug build of a tiny program
/// that reads a lesson, on this 2-core machine at a load of 3 (CPU user + sys, wall; two runs,
/// 2026-11-27): alone 8.9 to 10.2 s (10 s), with this module 13.3 s (14 to 14.5 s), with Ink
/// 18.3 to 19.4 s (21 to 21.5 s).
package struct MarkdownDocument: Equatable, Sendable {
    package var blocks: [MarkdownBlock]

    package init(blocks: [MarkdownBlock] = []) {
        self.blocks = blocks
    }

    package init(parsing markdown: String) {
        var reader = MarkdownBlockReader()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) { reader.read(line) }
        blocks = reader.finish()
    }

    package var isEmpty: Bool { blocks.isEmpty }
}
