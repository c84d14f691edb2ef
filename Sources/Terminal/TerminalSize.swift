#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The screen's size in cells, for laying output out to fit it.
///
/// Asked afresh before each command's output is printed, so a window resized at the prompt
/// (SIGWINCH) lays out the next output at its new width.
package struct TerminalSize: Equatable, Sendable {
    package let columns: Int
    /// Nil when unknown: then nothing is paged.
    package let rows: Int?

    /// The width a pipe gets, and a terminal that does not say.
    package static let unknownWidth = 80

    package init(columns: Int, rows: Int?) {
        self.columns = columns
        self.rows = rows
    }

    /// At a terminal, `COLUMNS` (and `LINES`) when set, else what the terminal says
    /// (`TIOCGWINSZ`), else 80 columns. Piped, always 80 columns, so that what a pipe receives
    /// is the same wherever it is run, as transcripts record it.
    package static func current(environment: [String: String], stdoutIsTerminal: Bool = isatty(STDOUT_FILENO) == 1) -> TerminalSize {
        guard stdoutIsTerminal else { return TerminalSize(columns: unknownWidth, rows: nil) }
        var window = winsize()
        let asked = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0
        let columns = positive(environment["COLUMNS"]) ?? (asked && window.ws_col > 0 ? Int(window.ws_col) : unknownWidth)
        let rows = positive(environment["LINES"]) ?? (asked && window.ws_row > 0 ? Int(window.ws_row) : nil)
        return TerminalSize(columns: columns, rows: rows)
    }

    private static func positive(_ text: String?) -> Int? {
        guard let text, let number = Int(text), number > 0 else { return nil }
        return number
    }
}
