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

    public init(_ text: String, kind: Kind = .normal) {
        self.kind = kind
        self.text = text
    }
}
