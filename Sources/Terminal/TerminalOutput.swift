import Glibc

/// The program's output edge: every line it prints to stdout passes here, so control characters
/// are made visible and colour is added in one place (`TerminalStyle.decoratedLine`).
public struct TerminalOutput: Sendable {
    public let style: TerminalStyle

    public init(style: TerminalStyle = .current) {
        self.style = style
    }

    /// Prints `text` (one line or several) and a newline, each line in `tone`.
    public func show(_ text: String, tone: TerminalStyle.Tone = .plain) {
        // By scalar: "\r\n" is one Character, which a split by Character would keep whole.
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            print(style.decoratedLine(String(String.UnicodeScalarView(line)), tone: tone))
        }
    }

    /// One line on stderr, with control characters made visible when stderr is a terminal.
    public static func showError(_ line: String) {
        let shown = isatty(STDERR_FILENO) == 1 ? line.withVisibleControlCharacters : line
        let bytes = Array((shown + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
