/// One printed line and what kind of line it is, so a front end can style it without reading
/// its text.
public struct OutputLine: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case normal
        /// Why the line was refused; the app is unchanged.
        case error
        /// What UIKit would log (`warning: …`).
        case warning
        /// A hop or transition printed because `trace on` is set.
        case trace
        /// What UIKit raised as an uncaught exception (`crash: *** Terminating app …`): the
        /// command failed and the app was left as it was before it.
        case crash
        /// A lesson's own text, written in Markdown: laid out for the screen it reaches (see
        /// `TextLayout`), its lines reflowed to the width.
        case markdown
        /// Text for a program to read (the `state` document, a picture printed as Graphviz or
        /// Mermaid): never wrapped, so that piped into `jq` or `dot` it stays whole.
        case data
        /// Swift source (`code`): a line too wide is cut between tokens with a mark, never inside
        /// a string literal, a name or a path; doc comments are reflowed (see `CodeLayout`).
        case code
    }

    package var kind: Kind
    package var text: String
    /// Part of a document the person asked to read (`help`, `code`, a lesson's introduction by
    /// `intro`): a terminal may show a long one in a pager. Every other line is printed and
    /// scrolls, so what the person types next never lands in a pager they did not expect.
    package var isDocument: Bool
    /// The cells of a row of a table (`chain`, a message's hops), nil for other lines: the rows next to each other
    /// make one table, whose columns a layout sets for the width it meets (see `TableLayout`).
    /// `text` is the row as the table's widest cells align it.
    package var cells: [String]?

    public init(_ text: String, kind: Kind = .normal, isDocument: Bool = false) {
        self.kind = kind
        self.text = text
        self.isDocument = isDocument
    }

    /// A row of a table: its text as `Columns.align` sets it, and its cells.
    package init(_ text: String, cells: [String], kind: Kind = .normal) {
        self.init(text, kind: kind)
        self.cells = cells
    }
}
