import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The terminal's mode (its termios) as the program found it, to give back when a signal ends
/// the program in the middle of editing a line, when libedit holds the terminal in raw mode.
enum TerminalMode {
    /// A fixed buffer, not a Swift variable: a signal handler reads it, and must neither trigger
    /// lazy initialisation nor an exclusivity check.
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    private static let isSaved = Atomic<Bool>(false)

    /// Reads the mode now, once, before libedit changes it (and before any handler may restore it).
    static func prepare() {
        guard !isSaved.load(ordering: .sequentiallyConsistent), isatty(STDIN_FILENO) == 1,
            tcgetattr(STDIN_FILENO, saved) == 0
        else { return }
        isSaved.store(true, ordering: .sequentiallyConsistent)
    }

    /// Async-signal-safe. Nothing to do when stdin is not a terminal.
    static func restore() {
        guard isSaved.load(ordering: .sequentiallyConsistent) else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, saved)
    }
}
