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
    }

    public var kind: Kind
    public var text: String
    /// Part of a document the person asked to read (`help`, `code`, a lesson's introduction by
    /// `intro`): a terminal may show a long one in a pager. Every other line is printed and
    /// scrolls, so what the person types next never lands in a pager they did not expect.
    public var isDocument: Bool

    public init(_ text: String, kind: Kind = .normal, isDocument: Bool = false) {
        self.kind = kind
        self.text = text
        self.isDocument = isDocument
    }
}
