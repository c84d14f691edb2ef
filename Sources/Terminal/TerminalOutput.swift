#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The program's output edge: every line it prints to stdout passes here, so control characters
/// are made visible and colour is added in one place (`TerminalStyle.decoratedLine`).
package struct TerminalOutput: Sendable {
    package let style: TerminalStyle

    package init(style: TerminalStyle = .current) {
        self.style = style
    }

    /// Prints `text` (one line or several) and a newline, each line in `tone`.
    package func show(_ text: String, tone: TerminalStyle.Tone = .plain) {
        for line in Self.lines(of: text) {
            print(style.decoratedLine(line, tone: tone))
        }
    }

    /// Prints `text` and a newline byte for byte, a piece of about `pieceBytes` at a time (cut
    /// after a newline), asking `stop` before each piece; returns the text not printed when it
    /// stopped. For output nothing decorates (`TerminalStyle.isPlain`): printed a line at a time,
    /// the `state` of a big app (tens of megabytes) cost ten times its writing.
    package func showWhole(_ text: String, pieceBytes: Int = 1 << 20, stop: () -> Bool) -> Substring? {
        let bytes = text.utf8
        var start = bytes.startIndex
        repeat {
            if stop() { return text[start...] }
            var cut = bytes.index(start, offsetBy: pieceBytes, limitedBy: bytes.endIndex) ?? bytes.endIndex
            if cut < bytes.endIndex {
                cut = bytes[cut...].firstIndex(of: UInt8(ascii: "\n")).map(bytes.index(after:)) ?? bytes.endIndex
            }
            print(text[start..<cut], terminator: cut == bytes.endIndex ? "\n" : "")
            start = cut
        } while start < bytes.endIndex
        return nil
    }

    /// One line in spans of their own tones, and a newline.
    package func show(spans: [(text: String, tone: TerminalStyle.Tone)]) {
        print(style.decoratedLine(spans))
    }

    /// Clears the screen and puts the cursor at its top, at a terminal; nothing when piped.
    package func clearScreen() {
        guard style.isInteractive else { return }
        print("\u{1B}[H\u{1B}[2J", terminator: "")
    }

    /// `text` (one line or several) and a newline on stderr, with control characters made
    /// visible when stderr is a terminal.
    package static func showError(_ text: String) {
        let isTerminal = isatty(STDERR_FILENO) == 1
        let shown = lines(of: text).map { isTerminal ? $0.withVisibleControlCharacters : $0 }.joined(separator: "\n")
        let bytes = Array((shown + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Split at every "\n" scalar: "\r\n" is one Character, which a split by Character would
    /// keep whole. On UTF-8 bytes, which is the same split ("\n" is one byte that is part of no
    /// other scalar) without building each line a scalar at a time: rebuilt by scalars, a piped
    /// command's output cost more than the command.
    package static func lines(of text: String) -> [String] {
        let newline = UInt8(ascii: "\n")
        guard text.utf8.contains(newline) else { return [text] }
        return text.utf8.split(separator: newline, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
