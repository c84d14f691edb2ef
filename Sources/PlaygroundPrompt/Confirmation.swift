import Foundation
import Terminal
import TextLayout

/// A yes-or-no question at the prompt: replacing a file, leaving a lesson.
package enum Confirmation {
    /// At a terminal, asks and waits for an answer (no means no); when input is piped it never
    /// waits: the answer is yes, as anything that would confirm at a terminal just proceeds.
    package static func asking(with lineEditor: LineEditor) -> (String) -> Bool {
        guard lineEditor.style.isInteractive else { return { _ in true } }
        // Weak: the line editor's completer holds the coach, which holds this closure; a strong
        // capture made a cycle that kept the app (and libedit) alive to the end, a leak
        // LeakSanitizer reports at every exit.
        return { [weak lineEditor] question in
            guard let lineEditor else { return false }
            // A question wider than the screen is laid out like output, its last row the prompt:
            // libedit would wrap a long prompt itself, by its own rules.
            let width = TerminalSize.current(environment: ProcessInfo.processInfo.environment).columns
            let rows = TextLayout.lines(of: [OutputLine(question + " [y/N]")], width: width, plain: true).map(\.text)
            for row in rows.dropLast() { lineEditor.output.show(row) }
            guard case .line(let answer) = lineEditor.readLine(prompt: (rows.last ?? "[y/N]") + " ") else {
                // Ctrl-C (or Ctrl-D) answers no; that is all it does: what the command says next
                // (that the file was kept) is printed, not stopped.
                lineEditor.forgetInterruption()
                return false
            }
            return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        }
    }
}
