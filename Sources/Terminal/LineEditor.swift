import Foundation

/// Reads the person's lines: with libedit when both ends are terminals, plainly otherwise.
///
/// The choice is made once, at creation. Piped input gets no prompt, no colour and no editing,
/// so a script's output holds nothing but what its commands printed.
package final class LineEditor {
    package let style: TerminalStyle
    /// Where the program's output goes: made safe and coloured for the terminal (or left as is).
    package let output: TerminalOutput
    /// Nil when not interactive.
    private let editLineReader: EditLineReader?

    /// `historyFile` nil: history is kept for this session only (see `StateLocation`).
    package init(programName: String, historyFile: URL?, style: TerminalStyle = .current) {
        self.style = style
        output = TerminalOutput(style: style)
        editLineReader =
            style.isInteractive
            ? EditLineReader(programName: programName, historyFile: historyFile?.path, style: style)
            : nil
    }

    /// Given the text before the cursor, the full words that could replace the word being typed,
    /// and how many Unicode scalars at its end that word is. Only consulted in interactive mode,
    /// on TAB.
    package var completer: ((String) -> (candidates: [String], replacedLength: Int))? {
        get { editLineReader?.completer }
        set { editLineReader?.completer = newValue }
    }

    /// Work for the moments the prompt waits for a key, once the prompt is drawn: called before
    /// each wait while no key is there, until it says there is no more (false), so what the
    /// person sees after a command never waits for it. Only consulted in interactive mode.
    package var whileWaitingForKey: (() -> Bool)? {
        get { editLineReader?.whileWaitingForKey }
        set { editLineReader?.whileWaitingForKey = newValue }
    }

    /// Whether a key or a pasted line is waiting to be read; always true for piped input, which
    /// never pauses.
    package var hasPendingInput: Bool {
        guard editLineReader != nil else { return true }
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, 0) != 0
    }

    /// Waits until a key or a pasted line is there, a signal came, or `limit` has passed, and
    /// says whether input (or a signal) is waiting: for work that should wait until the person
    /// stops typing. Piped input is always waiting.
    package func waitForInput(upTo limit: Duration) -> Bool {
        guard editLineReader != nil else { return true }
        var waits = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: TerminalSignals.wakeUpPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds = Int32(min(max((limit / .milliseconds(1)).rounded(.up), 0), Double(Int32.max)))
        return poll(&waits, 2, milliseconds) != 0
    }

    /// Whether Ctrl-C was pressed since the last prompt: output still to print is then dropped.
    /// Always false for piped input, where Ctrl-C ends the program.
    package var wasInterrupted: Bool {
        editLineReader != nil && TerminalSignals.interrupt.load(ordering: .sequentiallyConsistent)
    }

    /// The session ends (`quit`, Ctrl-D): the history's last save, or a warning of the lines it
    /// could not save.
    package func endSession() {
        editLineReader?.endSession()
    }

    /// Forgets a Ctrl-C that has been dealt with (it answered a question), so that it stops no
    /// output after it.
    package func forgetInterruption() {
        TerminalSignals.interrupt.store(false, ordering: .sequentiallyConsistent)
    }

    package func readLine(prompt: String) -> LineEditorInput {
        guard let editLineReader else {
            return Swift.readLine(strippingNewline: true).map(LineEditorInput.line) ?? .endOfInput
        }
        return editLineReader.readLine(prompt: prompt)
    }
}
