/// A lesson's Markdown (or `help`'s prose) read once into blocks and spans: the terminal lays
/// it out and the pages draw it as HTML from this one value, so the two cannot read the text
/// differently. Only what the lessons use: paragraphs, fenced code with its language, lists,
/// headings; code, strong, emphasis and links inline. Anything else stays text, as written.
///
/// Written here rather than taken from a package. swift-markdown is not among the packages this
/// project can build with; JohnSundell/Ink 0.6.0 is, but Ink turns Markdown into an HTML string
/// and gives no tree, so the terminal could not lay out what it read. A clean debug build of a
/// tiny program that renders one lesson costs (CPU user + sys, wall) INK_FIGURES.
public struct MarkdownDocument: Equatable, Sendable {
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock] = []) {
        self.blocks = blocks
    }

    public init(parsing markdown: String) {
        var reader = MarkdownBlockReader()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) { reader.read(line) }
        blocks = reader.finish()
    }

    public var isEmpty: Bool { blocks.isEmpty }
}
