import CLibedit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a terminal with libedit's native API: editing keys, history, TAB
/// completion, a coloured prompt, Ctrl-C that clears the line.
///
/// libedit is not thread-safe: one reader, used from one thread, synchronously. libedit's C
/// callbacks find this object again through `EL_CLIENTDATA`. Signals are the program's own
/// (`TerminalSignals`), not libedit's: libedit reads keys through `readKey`, which waits on the
/// terminal and the signals' self-pipe at once.
final class EditLineReader {
    /// Brackets the prompt's colour escapes so libedit knows they take no columns.
    private static let nonPrintingMarker: Character = "\u{1}"

    var completer: ((String) -> (candidates: [String], replacedLength: Int))?
    /// See `LineEditor.whileWaitingForKey`.
    var whileWaitingForKey: (() -> Bool)?
    let editLine: OpaquePointer
    private let history: HistoryStore
    private let style: TerminalStyle
    /// The prompt libedit draws; owned here because libedit only borrows the pointer.
    private var promptText: UnsafeMutablePointer<CChar>
    /// The bytes of a key read so far (a character can take several).
    var keyDecoder = UTF8KeyDecoder()
    /// The terminal, opened again for reading without blocking: between `poll` saying a key is
    /// there and the `read`, a Ctrl-C can flush it (the terminal discards unread input on
    /// Ctrl-C), and a blocking read would then wait for the next key with the Ctrl-C already
    /// handled. A descriptor of its own, so stdin, which the shell shares, stays blocking.
    let keyboard: Int32

    init(programName: String, historyFile: String?, style: TerminalStyle) {
        UTF8Locale.activate()  // before el_init, which checks the codeset
        TerminalSignals.installForPrompt()
        guard let editLine = cpg_el_init_standard_streams(programName) else {
            fatalError("libedit could not initialise the terminal")
        }
        self.editLine = editLine
        keyboard = Self.openKeyboard()
        let warn = { StandardError.warn(programName, $0) }
        self.history = HistoryStore(file: historyFile, warn: warn)
        self.style = style
        self.promptText = strdup("")
        configure(warn: warn)
    }

    deinit {
        el_end(editLine)  // restores the terminal mode
        free(promptText)
        if keyboard != STDIN_FILENO { close(keyboard) }
    }

    /// The terminal on stdin, opened anew without blocking; stdin itself if that fails.
    private static func openKeyboard() -> Int32 {
        guard let name = ttyname(STDIN_FILENO) else { return STDIN_FILENO }
        let descriptor = open(name, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : STDIN_FILENO
    }

    private func configure(warn: @escaping (String) -> Void) {
        cpg_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        cpg_el_set_prompt(
            editLine,
            { editLine in
                EditLineReader.owner(of: editLine).promptText
            }, CChar(Self.nonPrintingMarker.asciiValue!))
        cpg_el_set_editor(editLine, "emacs")
        cpg_el_set_signal_handling(editLine, 0)
        cpg_el_set_read_function(editLine) { editLine, character in
            EditLineReader.owner(of: editLine).readKey(into: character!)
        }
        cpg_el_set_history(editLine, history.history.pointer)
        cpg_el_add_function(editLine, KeyBindings.completeCommand, "Complete the word before the cursor") { editLine, _ in
            EditLineReader.owner(of: editLine).complete()
        }
        KeyBindings.apply(to: editLine)
        // ~/.editrc last, so the person's own bindings win.
        Editrc.apply(to: editLine, warn: warn)
    }

    static func owner(of editLine: OpaquePointer?) -> EditLineReader {
        Unmanaged<EditLineReader>.fromOpaque(cpg_el_get_client_data(editLine)!).takeUnretainedValue()
    }

    func readLine(prompt: String) -> LineEditorInput {
        free(promptText)
        promptText = strdup(style.decoratedPrompt(prompt, nonPrintingMarker: Self.nonPrintingMarker))
        // A Ctrl-C pressed while the last command ran has nothing left to cancel.
        TerminalSignals.interrupt.store(false, ordering: .sequentiallyConsistent)
        TerminalSignals.drainWakeUps()
        keyDecoder.reset()
        TerminalSignals.catchLineEditingSignals(true)
        defer { TerminalSignals.catchLineEditingSignals(false) }

        var count: Int32 = 0
        let raw = el_gets(editLine, &count)
        if TerminalSignals.hangUp.load(ordering: .sequentiallyConsistent) {
            hangUp()
        }
        // Checked before the line: a Ctrl-C while libedit was still busy with the line (or its
        // Enter) cancels it too. The next el_gets starts from an empty line.
        if TerminalSignals.interrupt.load(ordering: .sequentiallyConsistent) {
            print("^C")
            return .interrupted
        }
        guard let raw else { return .endOfInput }  // Ctrl-D on an empty line, or the terminal failed
        // The buffer is libedit's and is reused: copy it now.
        var line = String(decoding: UnsafeRawBufferPointer(start: raw, count: Int(count)), as: UTF8.self)
        if line.hasSuffix("\n") { line.removeLast() }
        history.record(line)
        return .line(line)
    }

    /// The session ends: history saved one last time, or a warning of what is lost.
    func endSession() {
        history.finish()
    }

    /// The terminal went away: keep what was typed, give the terminal back, leave.
    private func hangUp() -> Never {
        history.save()
        el_end(editLine)
        // `_exit`: the history file is written and closed, and the terminal is gone, so nothing
        // is left to flush; exit handlers would run with the whole app still alive deep in this
        // call (LeakSanitizer then reports everything Swift references through tagged pointers).
        _exit(128 + SIGHUP)
    }

    private func complete() -> UInt8 {
        guard let completer, let info = el_line(editLine)?.pointee else { return UInt8(CC_NORM) }
        let textBeforeCursor = String(
            decoding: UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer), as: UTF8.self)
        let textAfterCursor = String(
            decoding: UnsafeRawBufferPointer(start: info.cursor, count: info.lastchar - info.cursor), as: UTF8.self)
        let completions = completer(textBeforeCursor)
        // Ctrl-C during a slow completion: leave the line alone; the next key read cancels it.
        guard !TerminalSignals.interrupt.load(ordering: .sequentiallyConsistent) else { return UInt8(CC_NORM) }
        let word = TabCompletion.word(endingText: textBeforeCursor, length: completions.replacedLength)
        let tail = TabCompletion.tail(after: textAfterCursor, word: word)
        let completion = TabCompletion(
            candidates: completions.candidates, replacing: word, tail: tail, lineGoesOn: tail.endIndex < textAfterCursor.endIndex)
        switch completion {
        case .none:
            return UInt8(CC_NORM)
        case .replace(let wordLength, let tailLength, let replacement):
            // The cursor to the tail's end, then the whole word before it goes.
            if tailLength > 0 { el_cursor(editLine, Int32(tailLength)) }
            el_deletestr(editLine, Int32(wordLength + tailLength))
            el_insertstr(editLine, replacement)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let shown = candidates.map(\.withVisibleControlCharacters)
            let columns = CompletionColumns(shown, terminalWidth: Int(cpg_el_terminal_columns(editLine)))
            let output = cpg_el_output(editLine)
            fputs("\n" + columns.rows.joined(separator: "\n") + "\n", output)
            fflush(output)
            return UInt8(CC_REDISPLAY)
        }
    }
}
