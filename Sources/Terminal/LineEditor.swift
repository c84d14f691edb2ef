import Foundation

/// Reads the person's lines: with libedit when both ends are terminals, plainly otherwise.
///
/// The choice is made once, at creation. Piped input gets no prompt, no colour and no editing,
/// so a script's output holds nothing but what its commands printed.
public final class LineEditor {
    public let style: TerminalStyle
    /// Nil when not interactive.
    private let editLineReader: EditLineReader?

    /// `historyFile` nil: history is kept for this session only (see `HistoryLocation`).
    public init(programName: String, historyFile: URL?, style: TerminalStyle = .current) {
        self.style = style
        editLineReader = style.isInteractive
            ? EditLineReader(programName: programName, historyFile: historyFile?.path, style: style)
            : nil
    }

    /// Given the text before the cursor, the full words that could replace the word being typed.
    /// Only consulted in interactive mode, on TAB.
    public var completer: ((String) -> [String])? {
        get { editLineReader?.completer }
        set { editLineReader?.completer = newValue }
    }

    public func readLine(prompt: String) -> LineEditorInput {
        guard let editLineReader else {
            return Swift.readLine(strippingNewline: true).map(LineEditorInput.line) ?? .endOfInput
        }
        return editLineReader.readLine(prompt: prompt)
    }
}
