extension CommandError {
    /// The same error with more said after it.
    func adding(_ text: String) -> CommandError {
        CommandError(message + text, after: precedingLines)
    }
}
