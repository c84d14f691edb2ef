/// One line as it reaches the screen: no wider than the width it was laid out for, in spans of
/// emphasis, with the kind of the output line it came from.
public struct LaidOutLine: Equatable, Sendable {
    package var kind: OutputLine.Kind
    package var spans: [TextSpan]

    package init(_ spans: [TextSpan], kind: OutputLine.Kind) {
        self.spans = spans
        self.kind = kind
    }

    package init(_ text: String, kind: OutputLine.Kind) {
        self.init([TextSpan(text)], kind: kind)
    }

    /// The line without its emphasis, as a pipe or a transcript shows it.
    public var text: String {
        spans.count == 1 ? spans[0].text : spans.map(\.text).joined()
    }
}
