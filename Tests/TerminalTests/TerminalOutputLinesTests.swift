import Terminal
import Testing

/// The output edge cuts text into lines at every "\n" scalar, "\r\n" included, exactly as a split
/// by scalar does, however it does it.
@Suite struct TerminalOutputLinesTests {
    @Test(arguments: ["", "one line", "a\nb", "a\r\nb", "\n", "\n\n", "é\nü\r\n", "trailing\n", "\r", "x\u{1B}[31m\ny"])
    func linesSplitAtEveryNewlineScalar(_ text: String) {
        let byScalar = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        #expect(TerminalOutput.lines(of: text) == byScalar)
    }
}
