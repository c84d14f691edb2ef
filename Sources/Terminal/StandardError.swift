/// Warnings go to stderr, one line each, so they never mix into output a transcript compares.
enum StandardError {
    static func warn(_ programName: String, _ message: String) {
        TerminalOutput.showError("\(programName): warning: \(message)")
    }
}
