/// What one prompt produced: the REPL loop needs to tell a line, a cancelled line and the end apart.
package enum LineEditorInput: Equatable, Sendable {
    /// A line the person entered, without its newline.
    case line(String)
    /// Ctrl-C: the half-typed line was discarded; prompt again.
    case interrupted
    /// Ctrl-D on an empty line, or stdin closed.
    case endOfInput
}
