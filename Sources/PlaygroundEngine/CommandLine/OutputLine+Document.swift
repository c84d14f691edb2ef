import TextLayout

extension OutputLine {
    /// The line as part of a document the person asked to read.
    var asDocument: OutputLine {
        var line = self
        line.isDocument = true
        return line
    }
}
