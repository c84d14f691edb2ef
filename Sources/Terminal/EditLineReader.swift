import CLibedit
import Glibc

/// Reads lines from a terminal with libedit's native API: editing keys, history, TAB
/// completion, a coloured prompt, Ctrl-C that clears the line.
///
/// libedit is not thread-safe: one reader, used from one thread, synchronously. libedit's C
/// callbacks find this object again through `EL_CLIENTDATA`.
final class EditLineReader {
    /// Brackets the prompt's colour escapes so libedit knows they take no columns.
    private static let nonPrintingMarker: Character = "\u{1}"

    var completer: ((String) -> (candidates: [String], replacedLength: Int))?
    private let editLine: OpaquePointer
    private let history: HistoryStore
    private let style: TerminalStyle
    /// The prompt libedit draws; owned here because libedit only borrows the pointer.
    private var promptText: UnsafeMutablePointer<CChar>

    init(programName: String, historyFile: String?, style: TerminalStyle) {
        UTF8Locale.activate()  // before el_init, which checks the codeset
        SignalFlags.install()
        guard let editLine = cpg_el_init_standard_streams(programName) else {
            fatalError("libedit could not initialise the terminal")
        }
        self.editLine = editLine
        self.history = HistoryStore(file: historyFile) { StandardError.warn(programName, $0) }
        self.style = style
        self.promptText = strdup("")
        configure()
    }

    deinit {
        el_end(editLine)  // restores the terminal mode
        free(promptText)
    }

    private func configure() {
        cpg_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        cpg_el_set_prompt(
            editLine,
            { editLine in
                EditLineReader.owner(of: editLine).promptText
            }, CChar(Self.nonPrintingMarker.asciiValue!))
        cpg_el_set_editor(editLine, "emacs")
        cpg_el_set_signal_handling(editLine, 1)
        cpg_el_set_history(editLine, history.history)
        cpg_el_add_function(editLine, KeyBindings.completeCommand, "Complete the word before the cursor") { editLine, _ in
            EditLineReader.owner(of: editLine).complete()
        }
        KeyBindings.apply(to: editLine)
        el_source(editLine, nil)  // ~/.editrc last, so the person's own bindings win
    }

    private static func owner(of editLine: OpaquePointer?) -> EditLineReader {
        Unmanaged<EditLineReader>.fromOpaque(cpg_el_get_client_data(editLine)!).takeUnretainedValue()
    }

    func readLine(prompt: String) -> LineEditorInput {
        free(promptText)
        promptText = strdup(style.decoratedPrompt(prompt, nonPrintingMarker: Self.nonPrintingMarker))
        // A Ctrl-C pressed while the last command ran has nothing left to cancel.
        SignalFlags.interrupt.store(false, ordering: .sequentiallyConsistent)
        while true {
            var count: Int32 = 0
            let raw = el_gets(editLine, &count)
            let failure = errno
            if SignalFlags.hangUp.load(ordering: .sequentiallyConsistent) {
                hangUp()
            }
            if let raw {
                // The buffer is libedit's and is reused: copy it now.
                var line = String(decoding: UnsafeRawBufferPointer(start: raw, count: Int(count)), as: UTF8.self)
                if line.hasSuffix("\n") { line.removeLast() }
                history.record(line)
                return .line(line)
            }
            if SignalFlags.interrupt.load(ordering: .sequentiallyConsistent) {
                print("^C")  // the next el_gets starts from an empty line
                return .interrupted
            }
            if count == -1 && failure == EINTR {
                continue  // another caught signal interrupted the read: prompt again
            }
            return .endOfInput
        }
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
        let completions = completer(textBeforeCursor)
        let word = TabCompletion.word(endingText: textBeforeCursor, length: completions.replacedLength)
        switch TabCompletion(candidates: completions.candidates, replacing: word) {
        case .none:
            return UInt8(CC_NORM)
        case .replace(let wordLength, let replacement):
            el_deletestr(editLine, Int32(wordLength))
            el_insertstr(editLine, replacement)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let columns = CompletionColumns(candidates, terminalWidth: Int(cpg_el_terminal_columns(editLine)))
            let output = cpg_el_output(editLine)
            fputs("\n" + columns.rows.joined(separator: "\n") + "\n", output)
            fflush(output)
            return UInt8(CC_REDISPLAY)
        }
    }
}
